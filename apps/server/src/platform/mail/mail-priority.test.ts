import { describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { MailMessage, Mailer } from './mailer';

/**
 * Issue 21 item 27: mail that unlocks an account (verification, password reset) and order and payment
 * mail go before notifications. 30 general requests (a burst that fans out to every dealer) used to
 * hold a password reset back until the whole backlog was sent.
 */
describe('mail priority', async () => {
  const sent: MailMessage[] = [];
  const recording: Mailer = {
    kind: 'smtp',
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
  const t = await createTestApp({ mailer: recording });

  it('sends a password reset asked for after 30 general requests before their notifications', async () => {
    const buyer = await createTestUser(t);
    const dealers: TestUser[] = [];
    for (let i = 0; i < 4; i++) dealers.push(await createTestUser(t, { memid: `NC-PRIO-${i}` }));
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generalRequest',
        headers: buyer.headers,
        payload: { comments: `Need a hydraulic pump ${i}` },
      });
      answers.push(res.statusCode);
    }
    // The company limit lets a busy counter's pace through and stops the rest of the burst.
    expect(answers.filter((s) => s === 201).length).toBeGreaterThanOrEqual(10);
    expect(answers.every((s) => s === 201 || s === 429)).toBe(true);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: buyer.email },
    });
    expect(forgot.statusCode).toBe(200);

    await t.app.ctx.jobs.drain();
    const notifications = sent.filter((m) => m.subject.startsWith('General request from'));
    expect(notifications.length).toBeGreaterThanOrEqual(10 * dealers.length);
    expect(sent[0]!.to).toBe(buyer.email);
    expect(sent[0]!.subject).toBe('Reset your IronMatch password');
  });
});
