import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, type Suggestion } from '@ironmatch/contracts/suggestions';
import { users } from '../../db/schema/accounts';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';

describe('suggestions board: comments and authors', async () => {
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
  async function list(query = '', user: TestUser | null = null): Promise<Suggestion[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/suggestions${query}`,
      headers: user?.headers ?? {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.suggestions as Suggestion[];
  }

  describe('comments', () => {
    it('adds comments (trimmed) and lists them newest first with their author', async () => {
      const s = await post(alice, 'Comment thread');
      const first = await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${s.id}/comments`,
        headers: bob.headers,
        payload: { body: '  First!  ' },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json().data.comment).toMatchObject({
        body: 'First!',
        User: { firstName: 'Bob', lastName: 'Baker', email: null },
      });
      const second = await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${s.id}/comments`,
        headers: carol.headers,
        payload: { body: '<script>alert(1)</script>' },
      });
      expect(second.json().data.comment.body).toBe('<script>alert(1)</script>');
      const res = await t.app.inject({ method: 'GET', url: `/api/suggestions/${s.id}/comments` });
      expect(res.statusCode).toBe(200);
      const comments = res.json().data.comments as Array<{ id: number; body: string }>;
      expect(comments.map((c) => c.body)).toEqual(['<script>alert(1)</script>', 'First!']);
      expect((await list('?q=Comment%20thread'))[0]!.commentCount).toBe(2);
    });

    it('rejects empty and too long comments', async () => {
      const s = await post(alice, 'Comment limits');
      const url = `/api/suggestions/${s.id}/comments`;
      const empty = await t.app.inject({
        method: 'POST',
        url,
        headers: bob.headers,
        payload: { body: '   ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please enter a comment.');
      const long = await t.app.inject({
        method: 'POST',
        url,
        headers: bob.headers,
        payload: { body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(`Your comment must be at most ${COMMENT_MAX_LENGTH} characters long.`);
    });

    it("guards commenting and answers 'not-found' for unknown suggestions", async () => {
      const s = await post(alice, 'Comment guards');
      const guest = await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${s.id}/comments`,
        payload: { body: 'hi' },
      });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().message).toBe('auth');
      const loner = await createTestUser(t, { company: false });
      const noCompany = await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${s.id}/comments`,
        headers: loner.headers,
        payload: { body: 'hi' },
      });
      expect(noCompany.statusCode).toBe(403);
      for (const res of [
        await t.app.inject({ method: 'GET', url: '/api/suggestions/424242/comments' }),
        await t.app.inject({
          method: 'POST',
          url: '/api/suggestions/424242/comments',
          headers: bob.headers,
          payload: { body: 'hi' },
        }),
        await t.app.inject({ method: 'GET', url: '/api/suggestions/9999999999999/comments' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('not-found');
      }
      const malformed = await t.app.inject({ method: 'GET', url: '/api/suggestions/abc/comments' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Suggestion id must be a positive whole number.');
    });

    it("keeps a deleted author's suggestion and comments without an author", async () => {
      const leaver = await createTestUser(t);
      const s = await post(leaver, 'Orphaned idea');
      await t.app.inject({
        method: 'POST',
        url: `/api/suggestions/${s.id}/comments`,
        headers: leaver.headers,
        payload: { body: 'bye' },
      });
      await t.db.delete(users).where(eq(users.id, leaver.userId));
      expect((await list('?q=Orphaned%20idea'))[0]!.User).toBeNull();
      const res = await t.app.inject({ method: 'GET', url: `/api/suggestions/${s.id}/comments` });
      expect(res.json().data.comments[0].User).toBeNull();
    });
  });

  describe("authors' email addresses", () => {
    // The spec's display fallback: name, else email. So an email is shown only for a nameless author.
    it('never reach guests; logged-in users get one only for an author without a name', async () => {
      const nameless = await createTestUser(t);
      await t.db.update(users).set({ firstName: ' ', lastName: '' }).where(eq(users.id, nameless.userId));
      const named = await post(alice, 'EMAILTEST named author');
      const anonymous = await post(nameless, 'EMAILTEST nameless author');
      for (const [author, target] of [
        [bob, named],
        [nameless, anonymous],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/suggestions/${target.id}/comments`,
          headers: author.headers,
          payload: { body: `comment on ${target.id}` },
        });
        expect(res.statusCode).toBe(201);
      }
      expect(anonymous.User).toEqual({ firstName: ' ', lastName: '', email: nameless.email });

      const authorsSeenBy = async (viewer: TestUser | null) => {
        const headers = viewer?.headers ?? {};
        const listed = await list('?q=EMAILTEST', viewer);
        const comments = await Promise.all(
          [named, anonymous].map(async (s) => {
            const res = await t.app.inject({
              method: 'GET',
              url: `/api/suggestions/${s.id}/comments`,
              headers,
            });
            expect(res.statusCode).toBe(200);
            return (res.json().data.comments as Suggestion[])[0]!.User;
          }),
        );
        return { listed: listed.map((s) => s.User), comments, raw: JSON.stringify(listed) };
      };

      const guest = await authorsSeenBy(null);
      expect(guest.listed.map((u) => u?.email)).toEqual([null, null]);
      expect(guest.comments.map((u) => u?.email)).toEqual([null, null]);
      expect(guest.raw).not.toContain('@');

      const member = await authorsSeenBy(carol);
      const byName = (u: Suggestion['User']) =>
        u?.firstName === 'Alice' || u?.firstName === 'Bob' ? 'named' : 'nameless';
      for (const u of [...member.listed, ...member.comments])
        expect(u?.email).toBe(byName(u) === 'named' ? null : nameless.email);
    });
  });
});
