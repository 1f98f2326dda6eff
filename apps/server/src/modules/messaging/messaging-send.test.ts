import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { listItemForSale, listPart, multipart, createMessagingBed } from './messaging.fixtures';

describe('messaging: sending', async () => {
  const {
    t,
    buyer,
    buyer2,
    dealer,
    dealer2,
    outsider,
    partId,
    inject,
    send,
    sendAboutPart,
    list,
    storedFiles,
  } = await createMessagingBed();

  describe('sending', () => {
    it('needs a login, a company and a verified email', async () => {
      expect((await inject('POST', '/api/message', undefined, {})).statusCode).toBe(401);
      const noCompany = await createTestUser(t, { company: false });
      expect((await send(noCompany, {})).statusCode).toBe(403);
      const unverified = await createTestUser(t, { verified: false });
      expect((await send(unverified, {})).statusCode).toBe(403);
    });

    it("answers the spec's sentence when the subject or the body is missing or blank", async () => {
      for (const body of [
        { subject: '', body: 'x' },
        { subject: 'x', body: '   ' },
        { body: 'x' },
        { subject: 'x' },
      ]) {
        const res = await send(buyer, {
          recipientCompanyId: dealer.companyId,
          messageType: 'part',
          relatedPartId: partId,
          ...body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Subject and body are required.');
      }
    });

    it('reaches every user of the recipient company, unread in their Inbox, and Sent for the sender company', async () => {
      const m = await sendAboutPart(buyer, 'Folders for everybody');
      expect(m).toMatchObject({
        subject: 'Folders for everybody',
        messageType: 'part',
        relatedPartId: partId,
        relatedPartsearchId: null,
        senderCompanyId: buyer.companyId,
        recipientCompanyId: dealer.companyId,
        SenderCompany: { name: 'Prairie Excavating' },
        RecipientCompany: { name: 'Heartland Tractor Parts' },
        folder: 'Sent',
        hasReplies: false,
      });
      for (const who of [dealer, dealer2]) {
        const inbox = await list(who);
        expect(inbox.messages.find((x) => x.id === m.id)).toMatchObject({ folder: 'Inbox', isRead: false });
      }
      for (const who of [buyer, buyer2]) {
        const sent = await list(who, '?folder=sent');
        expect(sent.messages.find((x) => x.id === m.id)).toMatchObject({ folder: 'Sent' });
        expect((await list(who)).messages.some((x) => x.id === m.id)).toBe(false);
      }
      expect((await list(outsider, '?folder=Sent')).count + (await list(outsider)).count).toBe(0);
    });

    it('takes the recipient as the company name (legacy clients), in any letter case', async () => {
      const res = await send(buyer, {
        recipientCompanyId: 'heartland tractor PARTS',
        subject: 'By name',
        body: 'Hello',
        messageType: 'part',
        relatedPartId: partId,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Message successfully sent to Heartland Tractor Parts.');
      expect(res.json().data.recipientCompanyId).toBe(dealer.companyId);
      const unknown = await send(buyer, {
        recipientCompanyId: 'No Such Company',
        subject: 'x',
        body: 'y',
        messageType: 'part',
        relatedPartId: partId,
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('refuses a message to your own company', async () => {
      const res = await send(dealer, {
        recipientCompanyId: dealer.companyId,
        subject: 'x',
        body: 'y',
        messageType: 'part',
        relatedPartId: partId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You cannot send a message to your own company.');
    });

    it('reads the related id from the field of the message type, and checks it belongs to the recipient', async () => {
      const base = { recipientCompanyId: dealer.companyId, subject: 's', body: 'b' };
      // The field of another type does not count.
      const wrongField = await send(buyer, { ...base, messageType: 'part', relatedPartsearchId: 5 });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toBe('relatedPartId is required for this message type.');
      // Only the type's field is stored.
      const both = await send(buyer, {
        ...base,
        messageType: 'PART',
        relatedPartId: partId,
        relatedGeneralRequestId: 77,
      });
      expect(both.statusCode).toBe(201);
      expect(both.json().data).toMatchObject({
        messageType: 'part',
        relatedPartId: partId,
        relatedGeneralRequestId: null,
      });
      // A part of another company, or none at all.
      const otherPart = await listPart(t, outsider.companyId!, '9X1234');
      expect(
        (await send(buyer, { ...base, messageType: 'part', relatedPartId: otherPart })).json().message,
      ).toBe('That part is listed by another company.');
      expect((await send(buyer, { ...base, messageType: 'part', relatedPartId: 999999 })).statusCode).toBe(
        400,
      );
      // Items for sale carry relatedAttachmentId.
      const listing = await listItemForSale(t, dealer.companyId!);
      const forSale = await send(buyer, {
        ...base,
        messageType: 'attachment',
        relatedAttachmentId: String(listing),
      });
      expect(forSale.statusCode).toBe(201);
      expect(forSale.json().data).toMatchObject({ relatedAttachmentId: listing, relatedPartId: null });
    });

    it("refuses an item for sale of another company, or one that does not exist, as the other types' records", async () => {
      const base = {
        recipientCompanyId: dealer.companyId!,
        subject: 's',
        body: 'b',
        messageType: 'attachment',
      };
      const sentBefore = (await list(buyer, '?folder=Sent')).count;
      const othersItem = await listItemForSale(t, outsider.companyId!, 'Outsider dozer');
      const other = await send(buyer, { ...base, relatedAttachmentId: othersItem });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({
        status: 400,
        message: 'That item is offered by another company.',
        errors: ['That item is offered by another company.'],
      });
      const missing = await send(buyer, { ...base, relatedAttachmentId: 999999 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('That item for sale could not be found.');
      // The sender's own item is not the recipient's either; with files, nothing is stored.
      const mine = await listItemForSale(t, buyer.companyId!, 'My own grader');
      expect((await send(buyer, { ...base, relatedAttachmentId: mine })).statusCode).toBe(400);
      const filesBefore = storedFiles();
      const withFiles = multipart({ ...base, relatedAttachmentId: othersItem }, [
        { name: 'spec.pdf', data: SAMPLES.pdf },
      ]);
      const res = await inject(
        'POST',
        '/api/message-with-attachments',
        buyer,
        withFiles.payload,
        withFiles.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(storedFiles()).toBe(filesBefore);
      expect((await list(buyer, '?folder=Sent')).count).toBe(sentBefore);
    });

    it('about a part search: the searcher is the recipient user, and the feed shows the badge', async () => {
      await listPart(t, dealer.companyId!, '7Y5555');
      const search = await inject('GET', '/api/parts/7Y5555', buyer);
      expect(search.statusCode, search.body).toBe(200);
      const searchId = search.json().data.searchId as number;
      const feedBefore = await inject('GET', '/api/allPartSearches', dealer);
      expect(feedBefore.json().data.rows.find((r: { id: number }) => r.id === searchId).hasBeenMessaged).toBe(
        false,
      );
      const res = await send(dealer, {
        recipientCompanyId: buyer.companyId,
        subject: 'Regarding your search for part 7Y5555',
        body: 'We have it.',
        messageType: 'partsearches',
        relatedPartsearchId: searchId,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ recipientUserId: buyer.userId, relatedPartsearchId: searchId });
      const feed = await inject('GET', '/api/allPartSearches', dealer);
      expect(feed.json().data.rows.find((r: { id: number }) => r.id === searchId).hasBeenMessaged).toBe(true);
      // The other dealer user's company is the same: the badge is the company's.
      const feed2 = await inject('GET', '/api/allPartSearches', dealer2);
      expect(feed2.json().data.rows.find((r: { id: number }) => r.id === searchId).hasBeenMessaged).toBe(
        true,
      );
    });

    it('marks the part row as already messaged for the sender company only', async () => {
      await sendAboutPart(buyer, 'isMessaged');
      const rows = (await inject('GET', '/api/parts/1R0750', buyer)).json().data.parts as Array<{
        partId: number;
        isMessaged: number;
      }>;
      expect(rows.find((r) => r.partId === partId)!.isMessaged).toBe(1);
      const theirs = (await inject('GET', '/api/parts/1R0750', outsider)).json().data.parts as Array<{
        partId: number;
        isMessaged: number;
      }>;
      expect(theirs.find((r) => r.partId === partId)!.isMessaged).toBe(0);
    });
  });
});
