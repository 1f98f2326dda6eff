import type { TestApp } from './test-app';

/**
 * The mail a test's steps sent: `mailMark` before them, `mailSince(mark)` after. Both send the queued
 * mail jobs first; the test mailbox keeps the last 200 messages, newest first, so ids are compared.
 */
export function mailMarks(t: TestApp) {
  const mailMark = async () => {
    await t.app.ctx.jobs.drain();
    return t.mailbox.list()[0]?.id ?? 0;
  };
  const mailSince = async (mark: number) => {
    await t.app.ctx.jobs.drain();
    return t.mailbox.list().filter((m) => m.id > mark);
  };
  return { mailMark, mailSince };
}
