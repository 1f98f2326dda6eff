import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp } from '../../test/test-app';
import { createOutboxWorker, enqueueMail } from './mail-outbox';
import { createDevMailbox, type Mailer } from './mailer';

const silentLog = { warn: () => undefined, error: () => undefined };

describe('mail outbox', async () => {
  const t = await createTestApp();

  it('delivers queued mail once and marks it sent', async () => {
    const mailbox = createDevMailbox(() => undefined);
    const worker = createOutboxWorker({ db: t.db, mailer: mailbox, log: silentLog });
    await enqueueMail(t.db, [
      { to: 'a@example.test', subject: 'One', html: '<p>1</p>', text: '1', kind: 'test' },
      { to: 'b@example.test', subject: 'Two', html: '<p>2</p>', text: '2', kind: 'test' },
    ]);
    expect(await worker.drain()).toBe(2);
    expect(await worker.drain()).toBe(0);
    expect(mailbox.list().map((m) => m.subject)).toEqual(['Two', 'One']);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test'));
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
  });

  it('keeps failed mail for a later retry instead of losing it', async () => {
    let calls = 0;
    const failing: Mailer = {
      kind: 'smtp',
      async send() {
        calls++;
        throw new Error('connection refused');
      },
      async close() {},
    };
    const worker = createOutboxWorker({ db: t.db, mailer: failing, log: silentLog });
    await enqueueMail(t.db, {
      to: 'c@example.test',
      subject: 'Retry me',
      html: '<p>r</p>',
      text: 'r',
      kind: 'retry',
    });
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(1);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'retry'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(new Date(row!.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a second run does not hammer the mail server.
    await worker.drain();
    expect(calls).toBe(1);
  });
});
