import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageSummary } from '@ironmatch/contracts/messaging';
import { queryRows } from '../../db/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addColleague, listItemForSale, listPart, multipart } from './messaging.fixtures';

let t: TestApp;
let buyer: TestUser;
let buyer2: TestUser;
let dealer: TestUser;
let dealer2: TestUser;
let outsider: TestUser;
let partId: number;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who?: TestUser,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const send = (who: TestUser, body: Record<string, unknown>) => inject('POST', '/api/message', who, body);

async function sendAboutPart(from = buyer, subject = 'Regarding part 1R0750', extra: object = {}) {
  const res = await send(from, {
    recipientCompanyId: dealer.companyId,
    subject,
    body: 'Do you have two in stock?',
    messageType: 'part',
    relatedPartId: partId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as MessageDetail;
}

const list = async (who: TestUser, query = '') => {
  const res = await inject('GET', `/api/messages${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { messages: MessageSummary[]; count: number };
};

const storedFiles = () => {
  const dir = path.join(t.filesDir, 'private', 'messages');
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createTestUser(t, { company: { name: 'Prairie Excavating' } });
  buyer2 = await addColleague(t, buyer);
  dealer = await createTestUser(t, { company: { name: 'Heartland Tractor Parts' }, memid: 'M-100' });
  dealer2 = await addColleague(t, dealer);
  outsider = await createTestUser(t, { company: { name: 'Elsewhere Equipment' } });
  partId = await listPart(t, dealer.companyId!);
});

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
    expect((await send(buyer, { ...base, messageType: 'part', relatedPartId: 999999 })).statusCode).toBe(400);
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
    expect(feed2.json().data.rows.find((r: { id: number }) => r.id === searchId).hasBeenMessaged).toBe(true);
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
      expect(inbox.messages[0]).toMatchObject({ id: m.id, hasReplies: true, isRead: false, folder: 'Inbox' });
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
    const thread = (await inject('GET', `/api/messages/${m.id}`, buyer)).json().data.message as MessageDetail;
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

describe('attachments', () => {
  const sendWith = (who: TestUser, files: Array<{ name: string; data: Buffer }>, fields: object = {}) => {
    const form = multipart(
      {
        recipientCompanyId: String(dealer.companyId),
        subject: 'With files',
        body: 'See attached.',
        messageType: 'part',
        relatedPartId: String(partId),
        ...fields,
      },
      files,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/message-with-attachments',
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('a message with 5 attachments arrives whole, with short-lived signed links for both companies', async () => {
    const before = storedFiles();
    const files = [
      { name: 'photo.jpg', data: SAMPLES.jpeg },
      { name: 'plate.PNG', data: SAMPLES.png },
      { name: 'quote.pdf', data: SAMPLES.pdf },
      { name: 'anim.gif', data: SAMPLES.gif },
      { name: 'side.webp', data: SAMPLES.webp },
    ];
    const res = await sendWith(buyer, files);
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json().data as MessageDetail;
    expect(m.attachments.map((a) => a.filename)).toEqual(files.map((f) => f.name));
    expect(m.attachments.map((a) => a.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
      'image/gif',
      'image/webp',
    ]);
    expect(storedFiles()).toBe(before + 5);
    const seen = (await inject('GET', `/api/messages/${m.id}`, dealer)).json().data.message as MessageDetail;
    expect(seen.attachmentCount).toBe(5);
    const pdf = seen.attachments.find((a) => a.filename === 'quote.pdf')!;
    expect(pdf.url).toMatch(/^\/files\/private\/messages\/\w+\.pdf\?exp=\d+&sig=/);
    expect(pdf.thumbnailUrl).toBeNull();
    const exp = Number(new URL(pdf.url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(20 * 60 * 1000);
    const download = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const photo = seen.attachments.find((a) => a.filename === 'photo.jpg')!;
    const inline = await t.app.inject({ method: 'GET', url: photo.url });
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect((await t.app.inject({ method: 'GET', url: photo.url.split('?')[0]! })).statusCode).not.toBe(200);
    // The message list carries no links at all.
    expect(JSON.stringify((await list(dealer)).messages)).not.toContain('/files/');
  });

  it('stores nothing when one of five files is bad (content, extension or size)', async () => {
    const good = [
      { name: 'a.jpg', data: SAMPLES.jpeg },
      { name: 'b.png', data: SAMPLES.png },
      { name: 'c.pdf', data: SAMPLES.pdf },
      { name: 'd.gif', data: SAMPLES.gif },
    ];
    const before = storedFiles();
    const countBefore = (await list(dealer)).count;
    const cases: Array<[{ name: string; data: Buffer }, RegExp]> = [
      // A PDF dressed as a picture: refused by its bytes.
      [
        { name: 'e.jpg', data: SAMPLES.pdf },
        /^Invalid file type\(s\): e\.jpg\. Allowed types: JPG, JPEG, PNG, GIF, PDF, BMP, WEBP, HEIC\.$/,
      ],
      // Text with a picture's name.
      [
        { name: 'e.png', data: Buffer.from('<html>not a picture</html>') },
        /^Invalid file type\(s\): e\.png\./,
      ],
      // A type outside the seven.
      [{ name: 'e.exe', data: Buffer.from('MZ......') }, /^Invalid file type\(s\): e\.exe\./],
      // Over 10 MB.
      [
        { name: 'e.pdf', data: Buffer.concat([SAMPLES.pdf, Buffer.alloc(10 * 1024 * 1024)]) },
        /^File\(s\) too large: e\.pdf\./,
      ],
    ];
    for (const [bad, message] of cases) {
      const res = await sendWith(buyer, [...good, bad]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(storedFiles()).toBe(before);
    expect((await list(dealer)).count).toBe(countBefore);
  });

  it('refuses more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: SAMPLES.png }));
    const res = await sendWith(buyer, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Too many files: at most 10 can be sent at once.');
  });

  it('validates the text fields of the form like the JSON call', async () => {
    const res = await sendWith(buyer, [{ name: 'a.png', data: SAMPLES.png }], { subject: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Subject and body are required.');
  });

  it('removes the stored files when the message cannot be written', async () => {
    const before = storedFiles();
    const res = await sendWith(buyer, [{ name: 'a.png', data: SAMPLES.png }], {
      recipientCompanyId: String(buyer.companyId),
    });
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toBe(before);
  });

  it('replies carry their own attachments', async () => {
    const m = await sendAboutPart(buyer, 'Reply with a file');
    const form = multipart({ body: 'Spec sheet attached', partNumber: '1R0750' }, [
      { name: 'sheet.pdf', data: SAMPLES.pdf },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${m.id}/reply-with-attachments`,
      headers: { ...dealer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json().data.reply;
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]).toMatchObject({ filename: 'sheet.pdf', messageReplyId: reply.id });
    const thread = (await inject('GET', `/api/messages/${m.id}`, buyer)).json().data.message as MessageDetail;
    expect(thread.attachments).toHaveLength(0);
    expect(thread.Replies[0]!.attachments[0]!.filename).toBe('sheet.pdf');
  });
});

describe('email notifications', () => {
  it("follow each recipient's message_emails and the type's sub-setting, name the company and subject, link the message", async () => {
    const from = await createTestUser(t, { company: { name: 'Mail Sender Co' } });
    const to = await createTestUser(t, { company: { name: 'Mail Receiver Co' } });
    const noMessages = await addColleague(t, to, { messageEmails: false });
    const noParts = await addColleague(t, to, { partEmails: false });
    const noForSale = await addColleague(t, to, { forsaleEmails: false });
    const part = await listPart(t, to.companyId!, '3K1111');
    await t.app.ctx.jobs.drain();
    const lastId = () => Math.max(0, ...t.mailbox.list().map((m) => m.id));
    const since = (id: number) => t.mailbox.list().filter((m) => m.id > id);
    const before = lastId();
    const res = await send(from, {
      recipientCompanyId: to.companyId,
      subject: 'Need 3K1111',
      body: `Need 3K1111 today. ${'x'.repeat(1000)}TAIL-NOT-SENT`,
      messageType: 'part',
      relatedPartId: part,
    });
    const id = res.json().data.id as number;
    await t.app.ctx.jobs.drain();
    const mails = since(before);
    expect(mails.map((m) => m.to).sort()).toEqual([to.email, noForSale.email].sort());
    const mail = mails[0]!;
    expect(mail.subject).toBe('New message from Mail Sender Co: Need 3K1111');
    expect(mail.text).toContain(`http://localhost:3000/viewmessage/${id}`);
    // Issue 24: the email carries the first 1,000 characters of the body, and no more.
    expect(mail.text).toContain(`Need 3K1111 today. ${'x'.repeat(1000 - 19)}`);
    expect(mail.text).not.toContain('x'.repeat(1000 - 18));
    expect(mail.text).not.toContain('TAIL-NOT-SENT');
    expect(mails.some((m) => [noMessages.email, noParts.email, from.email].includes(m.to))).toBe(false);

    const forSale = await send(from, {
      recipientCompanyId: to.companyId,
      subject: 'Your loader',
      body: 'b',
      messageType: 'attachment',
      relatedAttachmentId: await listItemForSale(t, to.companyId!),
    });
    expect(forSale.statusCode).toBe(201);
    const afterFirst = lastId();
    await t.app.ctx.jobs.drain();
    const second = since(afterFirst);
    expect(second.map((m) => m.to).sort()).toEqual([to.email, noParts.email].sort());

    // A reply notifies the other side under the same rules.
    await inject('POST', `/api/messages/${id}/reply`, to, { body: 'Here you go' });
    await t.app.ctx.jobs.drain();
    const replyMail = t.mailbox.list().find((m) => m.to === from.email)!;
    expect(replyMail.subject).toBe('Mail Receiver Co replied: Need 3K1111');
  });
});

describe('users who join a company later', () => {
  it("find the company's conversations, as read history", async () => {
    const m = await sendAboutPart(buyer, 'Before you joined');
    const newcomer = await addColleague(t, dealer);
    // Backdate the first message so it predates the membership.
    await t.db.execute(
      sql`update messages set created_at = now() - interval '1 day', updated_at = now() - interval '1 day' where id = ${m.id}`,
    );
    const inbox = await list(newcomer, '?pageSize=100');
    expect(inbox.messages.find((x) => x.id === m.id)).toMatchObject({ isRead: true, folder: 'Inbox' });
    const later = await sendAboutPart(buyer, 'After you joined');
    expect((await list(newcomer, '?pageSize=100')).messages.find((x) => x.id === later.id)!.isRead).toBe(
      false,
    );
    const [copies] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from user_messages where user_id = ${newcomer.userId} and message_id = ${m.id}`,
    );
    expect(copies!.n).toBe(1);
  });
});
