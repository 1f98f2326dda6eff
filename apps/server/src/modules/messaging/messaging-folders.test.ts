import { describe, expect, it } from 'vitest';
import type { MessageDetail } from '@ironmatch/contracts/messaging';
import { createTestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { listItemForSale, listPart, multipart, createMessagingBed } from './messaging.fixtures';

describe('messaging: folders, replies and another company', async () => {
  const { t, buyer, buyer2, dealer, dealer2, outsider, inject, send, sendAboutPart, list } =
    await createMessagingBed();

  describe('folders, read and star', () => {
    it('opening marks read in the folder given, for that user only', async () => {
      const m = await sendAboutPart(buyer, 'Open me');
      const opened = await inject('GET', `/api/messages/${m.id}?folder=inbox`, dealer);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data.message).toMatchObject({ id: m.id, folder: 'Inbox', isRead: true });
      expect((await list(dealer)).messages.find((x) => x.id === m.id)!.isRead).toBe(true);
      expect((await list(dealer2)).messages.find((x) => x.id === m.id)!.isRead).toBe(false);
    });

    it('opening without a folder marks read where the user has it', async () => {
      const m = await sendAboutPart(buyer, 'Saved then opened');
      await inject('POST', '/api/messages/move', dealer, { messageIds: [m.id], targetFolder: 'Saved' });
      const opened = await inject('GET', `/api/messages/${m.id}`, dealer);
      expect(opened.json().data.message).toMatchObject({ folder: 'Saved', isRead: true });
      expect((await list(dealer, '?folder=Saved')).messages.find((x) => x.id === m.id)!.isRead).toBe(true);
    });

    it('read, unread and star are per user and per folder; star toggles', async () => {
      const m = await sendAboutPart(buyer, 'Flags');
      const read = await inject('PUT', `/api/messages/${m.id}/read`, dealer, { folder: 'Inbox' });
      expect(read.json().data).toEqual({ folder: 'Inbox', isRead: true });
      const unread = await inject('PUT', `/api/messages/${m.id}/unread?folder=INBOX`, dealer);
      expect(unread.statusCode, unread.body).toBe(200);
      expect(unread.json().data).toEqual({ folder: 'Inbox', isRead: false });
      const star = await inject('PUT', `/api/messages/${m.id}/star`, dealer, { folder: 'Inbox' });
      expect(star.json().data).toEqual({ folder: 'Inbox', isStarred: true });
      expect((await list(dealer)).messages.find((x) => x.id === m.id)).toMatchObject({
        isStarred: true,
        isRead: false,
      });
      expect((await list(dealer2)).messages.find((x) => x.id === m.id)).toMatchObject({ isStarred: false });
      const unstar = await inject('PUT', `/api/messages/${m.id}/star`, dealer, { folder: 'Inbox' });
      expect(unstar.json().data.isStarred).toBe(false);
      // The sender's Sent copy has its own star.
      const sentStar = await inject('PUT', `/api/messages/${m.id}/star`, buyer, { folder: 'Sent' });
      expect(sentStar.json().data).toEqual({ folder: 'Sent', isStarred: true });
      expect((await list(buyer, '?folder=Sent')).messages.find((x) => x.id === m.id)!.isStarred).toBe(true);
    });

    it('moves between Inbox, Saved and Archived per user, never out of or into Sent', async () => {
      const m = await sendAboutPart(buyer, 'Move me');
      const moved = await inject('POST', '/api/messages/move', dealer, {
        messageIds: [m.id],
        targetFolder: 'archived',
        currentFolder: 'Inbox',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toEqual({ moved: 1, targetFolder: 'Archived' });
      expect((await list(dealer, '?folder=Archived')).messages.some((x) => x.id === m.id)).toBe(true);
      expect((await list(dealer)).messages.some((x) => x.id === m.id)).toBe(false);
      expect((await list(dealer2)).messages.some((x) => x.id === m.id)).toBe(true);

      const outOfSent = await inject('POST', '/api/messages/move', buyer, {
        messageIds: [m.id],
        targetFolder: 'Inbox',
        currentFolder: 'Sent',
      });
      expect(outOfSent.statusCode).toBe(400);
      expect(outOfSent.json().message).toBe('Messages in Sent cannot be moved.');
      // Without currentFolder: a message the user only has in Sent still cannot move.
      const sentOnly = await inject('POST', '/api/messages/move', buyer, {
        messageIds: [m.id],
        targetFolder: 'Saved',
      });
      expect(sentOnly.statusCode).toBe(400);
      expect((await list(buyer, '?folder=Sent')).messages.some((x) => x.id === m.id)).toBe(true);
      const intoSent = await inject('POST', '/api/messages/move', dealer, {
        messageIds: [m.id],
        targetFolder: 'Sent',
      });
      expect(intoSent.statusCode).toBe(400);
      const badFolder = await inject('POST', '/api/messages/move', dealer, {
        messageIds: [m.id],
        targetFolder: 'Trash',
      });
      expect(badFolder.statusCode).toBe(400);
    });

    it('lists 10 a page with the count, filtered by type, in either date order', async () => {
      const sender = await createTestUser(t, { company: { name: 'Paging Sender' } });
      const receiver = await createTestUser(t, { company: { name: 'Paging Receiver' } });
      const part = await listPart(t, receiver.companyId!, '5P0001');
      const item = await listItemForSale(t, receiver.companyId!);
      for (let i = 1; i <= 12; i++)
        expect(
          (
            await send(sender, {
              recipientCompanyId: receiver.companyId,
              subject: `Message ${i}`,
              body: 'b',
              messageType: i <= 11 ? 'part' : 'attachment',
              ...(i <= 11 ? { relatedPartId: part } : { relatedAttachmentId: item }),
            })
          ).statusCode,
        ).toBe(201);
      const page1 = await list(receiver);
      expect(page1.count).toBe(12);
      expect(page1.messages).toHaveLength(10);
      expect(page1.messages[0]!.subject).toBe('Message 12');
      const page2 = await list(receiver, '?page=2&pageSize=10');
      expect(page2.messages.map((x) => x.subject)).toEqual(['Message 2', 'Message 1']);
      const asc = await list(receiver, '?sortOrder=asc');
      expect(asc.messages[0]!.subject).toBe('Message 1');
      const forSale = await list(receiver, '?type=attachment');
      expect(forSale.count).toBe(1);
      expect(forSale.messages[0]!.subject).toBe('Message 12');
      expect((await list(receiver, '?type=Part')).count).toBe(11);
      expect((await inject('GET', '/api/messages?folder=Trash', receiver)).statusCode).toBe(400);
      expect((await inject('GET', '/api/messages?sortOrder=sideways', receiver)).statusCode).toBe(400);
      const unread = await inject('GET', '/api/messages/unread-count', receiver);
      expect(unread.json().data.count).toBe(12);
    });
  });

  describe('replies', () => {
    it('go to the other company, show (replied), bring the thread to the sender company inbox unread', async () => {
      const m = await sendAboutPart(buyer, 'Reply to me');
      await inject('GET', `/api/messages/${m.id}`, dealer);
      expect((await inject('POST', `/api/messages/${m.id}/reply`, dealer, { body: '   ' })).statusCode).toBe(
        400,
      );
      const res = await inject('POST', `/api/messages/${m.id}/reply`, dealer, { body: 'Yes, two in stock.' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.reply).toMatchObject({
        body: 'Yes, two in stock.',
        senderCompanyId: dealer.companyId,
        ReplyToCompany: { id: buyer.companyId, name: 'Prairie Excavating' },
      });
      for (const who of [buyer, buyer2]) {
        const inbox = await list(who);
        expect(inbox.messages[0]).toMatchObject({
          id: m.id,
          hasReplies: true,
          isRead: false,
          folder: 'Inbox',
        });
      }
      expect((await list(buyer, '?folder=Sent')).messages.find((x) => x.id === m.id)!.hasReplies).toBe(true);
      // The replier's side keeps its read state.
      expect((await list(dealer)).messages.find((x) => x.id === m.id)!.isRead).toBe(true);

      // The buyer archives it; the dealer's next reply brings it back to the inbox, unread.
      await inject('POST', '/api/messages/move', buyer, { messageIds: [m.id], targetFolder: 'Archived' });
      const buyerReply = await inject('POST', `/api/messages/${m.id}/reply`, buyer, { body: 'Send them.' });
      expect(buyerReply.json().data.reply.ReplyToCompany.id).toBe(dealer.companyId);
      expect((await list(dealer)).messages.find((x) => x.id === m.id)!.isRead).toBe(false);
      await inject('POST', `/api/messages/${m.id}/reply`, dealer, { body: 'Shipped.' });
      expect((await list(buyer)).messages.find((x) => x.id === m.id)).toMatchObject({ isRead: false });
      const thread = (await inject('GET', `/api/messages/${m.id}`, buyer)).json().data
        .message as MessageDetail;
      expect(thread.Replies.map((r) => r.body)).toEqual(['Yes, two in stock.', 'Send them.', 'Shipped.']);
      expect(thread.replyCount).toBe(3);
    });
  });

  describe('another company', () => {
    it("gets the spec's 403 on reading and on every write; a missing message is 404", async () => {
      const m = await sendAboutPart(buyer, 'Private');
      const forbidden = 'You do not have access to this message.';
      const attempts = [
        inject('GET', `/api/messages/${m.id}`, outsider),
        inject('PUT', `/api/messages/${m.id}/read`, outsider, { folder: 'Inbox' }),
        inject('PUT', `/api/messages/${m.id}/unread`, outsider, { folder: 'Inbox' }),
        inject('PUT', `/api/messages/${m.id}/star`, outsider, { folder: 'Inbox' }),
        inject('POST', `/api/messages/${m.id}/reply`, outsider, { body: 'Hi' }),
        inject('POST', '/api/messages/move', outsider, { messageIds: [m.id], targetFolder: 'Saved' }),
      ];
      const form = multipart({ body: 'Hi' }, [{ name: 'a.png', data: SAMPLES.png }]);
      attempts.push(
        t.app.inject({
          method: 'POST',
          url: `/api/messages/${m.id}/reply-with-attachments`,
          headers: { ...outsider.headers, ...form.headers },
          payload: form.payload,
        }),
      );
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(forbidden);
      }
      // Nothing changed for the parties, and no file was kept.
      expect((await inject('GET', `/api/messages/${m.id}`, dealer)).json().data.message.replyCount).toBe(0);
      const missing = await inject('GET', '/api/messages/99999999', buyer);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Message not found.');
      expect((await inject('GET', '/api/messages/abc', buyer)).statusCode).toBe(404);
    });
  });
});
