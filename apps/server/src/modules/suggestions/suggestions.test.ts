import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUGGESTION_MAX_LENGTH, type Suggestion } from '@ironmatch/contracts/suggestions';
import { users } from '../../db/schema/accounts';
import { suggestions } from '../../db/schema/suggestions';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';

describe('suggestions board', async () => {
  const t = await createTestApp();
  const alice = await createTestUser(t, { firstName: 'Alice', lastName: 'Archer' });
  const bob = await createTestUser(t, { firstName: 'Bob', lastName: 'Baker' });
  const carol = await createTestUser(t, { firstName: 'Carol', lastName: 'Cole' });

  async function post(user: TestUser, text: string): Promise<Suggestion> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: user.headers,
      payload: { suggestion: text },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.suggestion as Suggestion;
  }
  const vote = (user: TestUser | null, id: number | string, value: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/suggestions/${id}/vote`,
      headers: user?.headers ?? {},
      payload: { value },
    });
  const unvote = (user: TestUser | null, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/suggestions/${id}/vote`, headers: user?.headers ?? {} });
  async function list(query = '', user: TestUser | null = null): Promise<Suggestion[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/suggestions${query}`,
      headers: user?.headers ?? {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.suggestions as Suggestion[];
  }
  async function setCreatedAt(id: number, iso: string) {
    await t.db.update(suggestions).set({ createdAt: iso }).where(eq(suggestions.id, id));
  }

  describe('posting', () => {
    it('stores the text trimmed and answers the full suggestion with its author', async () => {
      const s = await post(alice, '   Add a dark mode for night shifts  \n');
      expect(s).toMatchObject({
        suggestion: 'Add a dark mode for night shifts',
        upvoteCount: 0,
        userVote: 0,
        commentCount: 0,
        User: { firstName: 'Alice', lastName: 'Archer', email: null },
      });
      expect(new Date(s.createdAt).toISOString()).toBe(s.createdAt);
    });

    it("rejects blank text with 'Please enter a suggestion.'", async () => {
      for (const payload of [{ suggestion: '   \n ' }, {}, { suggestion: 42 }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/suggestions',
          headers: alice.headers,
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, message: 'Please enter a suggestion.' });
      }
    });

    it('enforces the length limit with a clear message (after trimming)', async () => {
      const atLimit = await post(alice, `  ${'a'.repeat(SUGGESTION_MAX_LENGTH)}  `);
      expect(atLimit.suggestion).toHaveLength(SUGGESTION_MAX_LENGTH);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: alice.headers,
        payload: { suggestion: 'a'.repeat(SUGGESTION_MAX_LENGTH + 1) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `Your suggestion must be at most ${SUGGESTION_MAX_LENGTH} characters long.`,
      );
    });

    it('keeps HTML as plain text', async () => {
      const html = '<img src=x onerror="alert(1)"><b>bold</b> & more';
      const s = await post(bob, html);
      expect(s.suggestion).toBe(html);
      const found = (await list(`?q=${encodeURIComponent('onerror')}`)).find((x) => x.id === s.id);
      expect(found?.suggestion).toBe(html);
    });

    it("answers 401 'auth' without a token, even with a bad body", async () => {
      for (const payload of [{ suggestion: 'hello' }, {}]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/suggestions', payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 401, message: 'auth' });
      }
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: { authorization: 'Bearer not-a-token' },
        payload: { suggestion: 'hello' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe('auth');
    });

    it('answers 403 with the guard message for a user without a company', async () => {
      const loner = await createTestUser(t, { company: false });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: loner.headers,
        payload: { suggestion: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(GUARD_MESSAGES.companyRequired);
    });
  });

  describe('sorting and search', async () => {
    const old = await post(carol, 'SORTTEST oldest, two up');
    const mid = await post(carol, 'SORTTEST middle, one down');
    const recent = await post(carol, 'SORTTEST newest, no votes');
    await setCreatedAt(old.id, '2024-01-01T00:00:00.000Z');
    await setCreatedAt(mid.id, '2024-06-01T00:00:00.000Z');
    await setCreatedAt(recent.id, '2025-01-01T00:00:00.000Z');
    await vote(alice, old.id, 1);
    await vote(bob, old.id, 1);
    await vote(alice, mid.id, -1);
    const ids = (rows: Suggestion[]) =>
      rows.filter((r) => r.suggestion.startsWith('SORTTEST')).map((r) => r.id);

    it('sorts by score, highest first by default', async () => {
      expect(ids(await list('?q=SORTTEST'))).toEqual([old.id, recent.id, mid.id]);
      expect(ids(await list('?sortBy=upvoteCount&sortOrder=DESC&q=SORTTEST'))).toEqual([
        old.id,
        recent.id,
        mid.id,
      ]);
      // The spec's own call with empty parameters means the defaults.
      expect(ids(await list('?sortBy=&sortOrder=&q=')).length).toBe(3);
    });

    it('sorts by score ascending', async () => {
      expect(ids(await list('?sortBy=upvoteCount&sortOrder=ASC&q=SORTTEST'))).toEqual([
        mid.id,
        recent.id,
        old.id,
      ]);
    });

    it('sorts by creation date both ways', async () => {
      expect(ids(await list('?sortBy=createdAt&sortOrder=DESC&q=SORTTEST'))).toEqual([
        recent.id,
        mid.id,
        old.id,
      ]);
      expect(ids(await list('?sortBy=createdAt&sortOrder=ASC&q=SORTTEST'))).toEqual([
        old.id,
        mid.id,
        recent.id,
      ]);
    });

    it('rejects unknown sort fields and orders with a clear 400', async () => {
      const bad = await t.app.inject({ method: 'GET', url: '/api/suggestions?sortBy=id' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Sort by must be upvoteCount or createdAt.');
      const badOrder = await t.app.inject({ method: 'GET', url: '/api/suggestions?sortOrder=sideways' });
      expect(badOrder.statusCode).toBe(400);
      expect(badOrder.json().message).toBe('Sort order must be DESC or ASC.');
      const injection = await t.app.inject({
        method: 'GET',
        url: `/api/suggestions?sortBy=${encodeURIComponent('id; drop table suggestions')}`,
      });
      expect(injection.statusCode).toBe(400);
    });

    it('searches the text case-insensitively', async () => {
      expect(ids(await list('?q=sorttest%20MIDDLE'))).toEqual([mid.id]);
      expect(ids(await list('?q=nothing-like-this'))).toEqual([]);
    });

    it('treats LIKE wildcards in the search literally', async () => {
      const pct = await post(carol, 'SORTTEST 100% uptime');
      const underscore = await post(carol, 'SORTTEST snake_case names');
      expect(ids(await list(`?q=${encodeURIComponent('%')}`))).toEqual([pct.id]);
      expect(ids(await list(`?q=${encodeURIComponent('e_c')}`))).toEqual([underscore.id]);
      expect(ids(await list(`?q=${encodeURIComponent('\\')}`))).toEqual([]);
    });

    it('fills userVote for the caller only and counts comments', async () => {
      await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${mid.id}/comments`,
        headers: bob.headers,
        payload: { body: 'Agreed' },
      });
      const asAlice = (await list('?q=SORTTEST', alice)).find((s) => s.id === mid.id)!;
      const asBob = (await list('?q=SORTTEST', bob)).find((s) => s.id === mid.id)!;
      const asGuest = (await list('?q=SORTTEST')).find((s) => s.id === mid.id)!;
      expect([asAlice.userVote, asBob.userVote, asGuest.userVote]).toEqual([-1, 0, 0]);
      expect(asAlice.commentCount).toBe(1);
      expect(asAlice.User).toEqual({ firstName: 'Carol', lastName: 'Cole', email: null });
    });
  });

  describe('voting', () => {
    it('casts, switches and removes a vote, answering the score each time', async () => {
      const s = await post(alice, 'Vote toggling');
      let res = await vote(bob, s.id, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ score: 1, userVote: 1 });
      res = await vote(carol, s.id, 1);
      expect(res.json().data).toEqual({ score: 2, userVote: 1 });
      // Same vote again changes nothing.
      res = await vote(bob, s.id, 1);
      expect(res.json().data).toEqual({ score: 2, userVote: 1 });
      // Switching from up to down moves the score by two.
      res = await vote(bob, s.id, -1);
      expect(res.json().data).toEqual({ score: 0, userVote: -1 });
      res = await unvote(bob, s.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ score: 1, userVote: 0 });
      // Removing a vote that is not there is harmless.
      res = await unvote(bob, s.id);
      expect(res.json().data).toEqual({ score: 1, userVote: 0 });
      const listed = (await list('?q=Vote%20toggling', carol))[0]!;
      expect(listed).toMatchObject({ upvoteCount: 1, userVote: 1 });
    });

    it('counts concurrent double clicks by one user once', async () => {
      const s = await post(alice, 'Concurrent clicks');
      const answers = await Promise.all(Array.from({ length: 6 }, () => vote(bob, s.id, 1)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      expect((await list('?q=Concurrent%20clicks'))[0]!.upvoteCount).toBe(1);
      const votes = await t.db.execute(
        sql`select count(*)::int as n from suggestion_votes where suggestion_id = ${s.id}`,
      );
      expect((votes as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    });

    it('keeps the score equal to the sum of votes under concurrent mixed votes', async () => {
      const s = await post(alice, 'Concurrent mixed');
      const voters = await Promise.all(Array.from({ length: 5 }, () => createTestUser(t)));
      const calls = voters.flatMap((v, i) => [
        vote(v, s.id, i % 2 === 0 ? 1 : -1),
        vote(v, s.id, 1),
        unvote(v, s.id),
        vote(v, s.id, 1),
      ]);
      const answers = await Promise.all(calls);
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      const rows = (await t.db.execute(
        sql`select coalesce(sum(value), 0)::int as total from suggestion_votes where suggestion_id = ${s.id}`,
      )) as unknown as { rows: Array<{ total: number }> };
      expect((await list('?q=Concurrent%20mixed'))[0]!.upvoteCount).toBe(rows.rows[0]!.total);
    });

    it('rejects vote values other than 1 and -1', async () => {
      const s = await post(alice, 'Bad values');
      for (const value of [0, 2, '1', null, 'up']) {
        const res = await vote(bob, s.id, value);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Vote value must be 1 or -1.');
      }
    });

    it("answers 401 'auth' and 403 for the wrong callers", async () => {
      const s = await post(alice, 'Guarded votes');
      for (const res of [
        await vote(null, s.id, 1),
        await unvote(null, s.id),
        await vote(null, s.id, 'junk'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('auth');
      }
      const loner = await createTestUser(t, { company: false });
      const res = await vote(loner, s.id, 1);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(GUARD_MESSAGES.companyRequired);
    });

    it("answers 404 'not-found' for unknown ids and never 500 for malformed ones", async () => {
      for (const res of [
        await vote(bob, 999999, 1),
        await unvote(bob, 999999),
        await vote(bob, '99999999999999999999', 1),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('not-found');
      }
      for (const id of ['abc', '-1', '1.5', '1e3', '%20']) {
        const res = await vote(bob, id, 1);
        expect([400, 404]).toContain(res.statusCode);
      }
      expect((await vote(bob, '0', 1)).statusCode).toBe(404);
    });

    it("answers 401 'auth' when the token outlived the account", async () => {
      const s = await post(alice, 'Ghost voter');
      const ghost = await createTestUser(t);
      await t.db.delete(users).where(eq(users.id, ghost.userId));
      const res = await vote(ghost, s.id, 1);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('auth');
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${s.id}/comments`,
        headers: ghost.headers,
        payload: { body: 'boo' },
      });
      expect(comment.statusCode).toBe(401);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/suggestions',
        headers: ghost.headers,
        payload: { suggestion: 'boo' },
      });
      expect(created.statusCode).toBe(401);
    });
  });
});
