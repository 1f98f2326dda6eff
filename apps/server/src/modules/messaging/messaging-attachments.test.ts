import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageDetail } from '@ironmatch/contracts/messaging';
import { queryRows } from '../../db/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { addColleague, listItemForSale, listPart, multipart, createMessagingBed } from './messaging.fixtures';

describe('messaging: attachments, emails and later users', async () => {
  const { t, buyer, dealer, partId, inject, send, sendAboutPart, list, storedFiles } =
    await createMessagingBed();

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
      const seen = (await inject('GET', `/api/messages/${m.id}`, dealer)).json().data
        .message as MessageDetail;
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
      const thread = (await inject('GET', `/api/messages/${m.id}`, buyer)).json().data
        .message as MessageDetail;
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
});
