import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { queryRows } from '../db/database';
import { createDevMailbox } from '../platform/mail/mailer';
import { createDatabaseLimitCounter } from '../platform/limits/limit-counter';
import { createTestUser, type TestUser } from '../test/fixtures';
import { createTestApp, testConfig } from '../test/test-app';
import { listPart, addColleague } from '../modules/messaging/messaging.fixtures';
import { COMPANY_LIMITS, tooManySentence } from './company-limits';

const tooMany = (noun: string) =>
  new RegExp(`^You have sent too many ${noun}\\. Please try again in ([1-9]\\d?) seconds?\\.$`);

/**
 * Issue 21 item 27: per-company limits on the writes that mail other companies, counted in the
 * database (several servers share them), answered 429 with a sentence saying when to try again.
 */
describe('per-company limits', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  let partId: number;

  beforeAll(async () => {
    dealer = await createTestUser(t, { memid: 'NC-LIMIT', company: { name: 'Limit Dealer' } });
    partId = await listPart(t, dealer.companyId!);
  });

  const post = (who: TestUser, url: string, payload?: object, app = t.app) =>
    app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const max = (name: keyof typeof COMPANY_LIMITS) => COMPANY_LIMITS[name].windows[0].max;

  /** Sends `count` requests, expecting `status` from each. */
  async function repeat(
    count: number,
    send: (i: number) => Promise<{ statusCode: number; body: string }>,
    status: number,
  ) {
    for (let i = 0; i < count; i++) {
      const res = await send(i);
      expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(status);
    }
  }

  function expectRefused(
    res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
    noun: string,
  ) {
    expect(res.statusCode).toBe(429);
    const body = res.json() as { status: number; message: string; errors: string[] };
    expect(body.status).toBe(429);
    expect(body.message).toMatch(tooMany(noun));
    expect(body.errors).toEqual([body.message]);
    const seconds = Number(tooMany(noun).exec(body.message)![1]);
    expect(Number(res.headers['retry-after'])).toBe(seconds);
    expect(seconds).toBeLessThanOrEqual(60);
  }

  it('holds general requests per company: a colleague shares the count, another company does not', async () => {
    const buyer = await createTestUser(t);
    await repeat(
      max('generalRequests'),
      (i) => post(buyer, '/api/generalRequest', { comments: `Need pump ${i}` }),
      201,
    );
    expectRefused(
      await post(buyer, '/api/generalRequest', { comments: 'One more pump' }),
      'general requests',
    );
    expectRefused(await post(buyer, '/api/generalRequest/One%20more%20pump'), 'general requests');
    const colleague = await addColleague(t, buyer);
    expectRefused(
      await post(colleague, '/api/generalRequest', { comments: 'From my desk' }),
      'general requests',
    );
    const other = await createTestUser(t);
    expect((await post(other, '/api/generalRequest', { comments: 'Need a pump too' })).statusCode).toBe(201);
    // What was refused was not saved.
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from general_requests where company_id = ${buyer.companyId}`,
    );
    expect(row!.n).toBe(max('generalRequests'));
  });

  it('holds messages, new ones and replies together', async () => {
    const buyer = await createTestUser(t);
    const message = (i: number) => ({
      recipientCompanyId: dealer.companyId,
      subject: `Filter ${i}`,
      body: 'Two in stock?',
      messageType: 'part',
      relatedPartId: partId,
    });
    const first = await post(buyer, '/api/message', message(0));
    expect(first.statusCode).toBe(201);
    const id = first.json().data.id as number;
    await repeat(max('messages') - 2, (i) => post(buyer, '/api/message', message(i + 1)), 201);
    expect((await post(buyer, `/api/messages/${id}/reply`, { body: 'And a third?' })).statusCode).toBe(201);
    expectRefused(await post(buyer, '/api/message', message(99)), 'messages');
    expectRefused(await post(buyer, `/api/messages/${id}/reply`, { body: 'Hello?' }), 'messages');
    // The dealer's own answers are its company's count, not the buyer's.
    expect((await post(dealer, `/api/messages/${id}/reply`, { body: 'Yes, two.' })).statusCode).toBe(201);
  });

  it('holds quote requests and suggestions; every attempt counts', async () => {
    const buyer = await createTestUser(t);
    await repeat(max('quoteRequests'), () => post(buyer, '/api/orders/999999/submit-quote'), 404);
    expectRefused(await post(buyer, '/api/orders/999999/submit-quote'), 'quote requests');

    await repeat(
      max('suggestions'),
      (i) => post(buyer, '/api/suggestions', { suggestion: `Idea ${i}` }),
      201,
    );
    expectRefused(await post(buyer, '/api/suggestions', { suggestion: 'One more idea' }), 'suggestions');
    const suggestionId = (await post(dealer, '/api/suggestions', { suggestion: 'A dealer idea' })).json().data
      .suggestion.id as number;
    await repeat(
      max('suggestionComments'),
      (i) => post(buyer, `/api/suggestions/${suggestionId}/comments`, { body: `Agreed ${i}` }),
      201,
    );
    expectRefused(
      await post(buyer, `/api/suggestions/${suggestionId}/comments`, { body: 'Agreed!' }),
      'comments',
    );
  });

  it('holds across servers sharing the database', async () => {
    const other = await buildApp({
      config: testConfig(),
      database: t.database,
      mailer: createDevMailbox(() => undefined),
    });
    await other.ready();
    try {
      const buyer = await createTestUser(t);
      await repeat(
        max('suggestions'),
        (i) =>
          post(buyer, '/api/suggestions', { suggestion: `Shared idea ${i}` }, i % 2 === 0 ? t.app : other),
        201,
      );
      expectRefused(await post(buyer, '/api/suggestions', { suggestion: 'Here' }, t.app), 'suggestions');
      expectRefused(await post(buyer, '/api/suggestions', { suggestion: 'There' }, other), 'suggestions');
    } finally {
      await other.close();
    }
  });

  it('counts every window, lets a refused hit use up nothing, and opens again with the next window', async () => {
    const counter = createDatabaseLimitCounter(t.db);
    const key = `test:${Math.random()}`;
    const windows = [
      { seconds: 60, max: 2 },
      { seconds: 3600, max: 3 },
    ];
    expect(await counter.hit(key, windows)).toEqual({ allowed: true });
    expect(await counter.hit(key, windows)).toEqual({ allowed: true });
    const refused = await counter.hit(key, windows);
    expect(refused.allowed).toBe(false);
    const counts = async () =>
      queryRows<{ seconds: number; count: number }>(
        t.db,
        sql`select window_seconds as "seconds", count as "count" from limit_counts where key = ${key} order by window_seconds`,
      );
    expect(await counts()).toEqual([
      { seconds: 60, count: 2 },
      { seconds: 3600, count: 2 },
    ]);
    // The next minute: the minute window is fresh, the hour has room for one more.
    await t.db.execute(
      sql`update limit_counts set window_start = window_start - interval '1 minute' where key = ${key} and window_seconds = 60`,
    );
    expect(await counter.hit(key, windows)).toEqual({ allowed: true });
    await t.db.execute(
      sql`update limit_counts set window_start = window_start - interval '2 minutes' where key = ${key} and window_seconds = 60`,
    );
    const hourFull = await counter.hit(key, windows);
    expect(hourFull.allowed).toBe(false);
    // Told to wait for the end of the hour window, not of the minute.
    if (!hourFull.allowed) expect(hourFull.retryAfterSeconds).toBeGreaterThan(0);
    if (!hourFull.allowed) expect(hourFull.retryAfterSeconds).toBeLessThanOrEqual(3600);
    await t.db.execute(
      sql`update limit_counts set window_start = window_start - interval '2 hours' where key = ${key}`,
    );
    expect(await counter.hit(key, windows)).toEqual({ allowed: true });
  });

  it('says when to try again in seconds, or minutes from 90 seconds on', () => {
    expect(tooManySentence('messages', 40)).toBe(
      'You have sent too many messages. Please try again in 40 seconds.',
    );
    expect(tooManySentence('messages', 1)).toBe(
      'You have sent too many messages. Please try again in 1 second.',
    );
    expect(tooManySentence('quote requests', 89)).toBe(
      'You have sent too many quote requests. Please try again in 89 seconds.',
    );
    expect(tooManySentence('general requests', 90)).toBe(
      'You have sent too many general requests. Please try again in 2 minutes.',
    );
    expect(tooManySentence('suggestions', 3000)).toBe(
      'You have sent too many suggestions. Please try again in 50 minutes.',
    );
  });
});
