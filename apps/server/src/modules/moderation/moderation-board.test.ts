import { beforeAll, describe, expect, it } from 'vitest';
import type { Machine } from '@ironmatch/contracts/machines';
import type { Suggestion, SuggestionComment } from '@ironmatch/contracts/suggestions';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { machineBody } from '../machines/machines.fixtures';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { moderationCalls } from './moderation.fixtures';

/** Hiding a machine, a suggestion and a comment (issue 30), checked on the raw JSON of every place. */
describe('hiding machines, suggestions and comments', async () => {
  const t = await createTestApp();
  const { call, auditOf } = moderationCalls(t);
  let operator: TestUser;
  let dealer: TestUser;
  let buyer: TestUser;
  let author: TestUser;

  const hide = (targetType: string, targetId: number, reason = 'Off topic') =>
    call('POST', '/api/admin/moderation/hide', operator, { targetType, targetId, reason });
  const unhide = (targetType: string, targetId: number) =>
    call('POST', '/api/admin/moderation/unhide', operator, {
      targetType,
      targetId,
      reason: 'Fine after all',
    });

  beforeAll(async () => {
    await seedMakes(t);
    operator = await createTestUser(t, { operator: true, company: false });
    dealer = await createTestUser(t, { memid: 'NCMOD1', company: { name: 'Hidden Salvage' } });
    buyer = await createTestUser(t, { company: { name: 'Watching Buyer' } });
    author = await createTestUser(t, { firstName: 'Ada', lastName: 'Author' });
  });

  it('takes a machine out of every list, count, detail and the part search; the owner sees it marked', async () => {
    const made = await call('POST', '/api/machines', dealer, machineBody({ model: 'ZX470', state: 'TX' }));
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json().data.machine as Machine).id;
    const places = async () => ({
      member: (await call('GET', '/api/machines?model=ZX470', buyer)).body,
      guest: (await call('GET', '/api/guestmachines?model=ZX470')).body,
      memberAll: (await call('GET', '/api/machines', buyer)).body,
      detail: (await call('GET', `/api/machines/${id}`, buyer)).body,
      guestDetail: (await call('GET', `/api/guestmachines/${id}`)).body,
      partSearch: (await call('GET', '/api/parts/9Z-0000?manufacturer=CAT', buyer)).body,
    });
    const before = await places();
    for (const [name, json] of Object.entries(before)) expect(json, name).toContain(`"id":${id},`);
    expect(JSON.parse(before.member).data.totalCount).toBe(1);

    expect((await hide('machine', id, 'Stolen equipment')).statusCode).toBe(200);
    const after = await places();
    for (const [name, json] of Object.entries(after)) expect(json, name).not.toContain(`"id":${id},`);
    expect(JSON.parse(after.member).data.totalCount).toBe(0);
    expect(JSON.parse(after.guest).data.totalCount).toBe(0);
    expect(JSON.parse(after.detail).status).toBe(404);
    const mine = (await call('GET', '/api/machines/mine', dealer)).json().data.machines as Machine[];
    expect(mine.find((m) => m.id === id)).toMatchObject({ hidden: true, hiddenReason: 'Stolen equipment' });
    // The owner's own changes still reach it.
    const status = await call('PATCH', `/api/machines/${id}/status`, dealer, { status: 'arriving' });
    expect(status.json().data.machine).toMatchObject({ hidden: true });

    expect((await unhide('machine', id)).statusCode).toBe(200);
    expect(JSON.parse((await places()).member).data.totalCount).toBe(1);
    expect((await auditOf('machine', id)).map((r) => r.action)).toEqual([
      'moderation.hide',
      'moderation.unhide',
    ]);
  });

  it('takes a suggestion off the board and its comments away; its author sees it marked', async () => {
    const post = await call('POST', '/api/suggestions', author, { suggestion: 'Buy my watches HIDEME' });
    expect(post.statusCode, post.body).toBe(201);
    const id = (post.json().data.suggestion as Suggestion).id;
    await call('POST', `/api/suggestions/${id}/comments`, buyer, { body: 'Agreed' });

    expect((await hide('suggestion', id, 'Spam')).statusCode).toBe(200);
    for (const who of [undefined, buyer]) {
      expect((await call('GET', '/api/suggestions', who)).body).not.toContain('HIDEME');
      expect((await call('GET', '/api/suggestions?q=HIDEME', who)).body).not.toContain(`"id":${id},`);
      expect((await call('GET', `/api/suggestions/${id}/comments`, who)).statusCode).toBe(404);
    }
    expect((await call('POST', `/api/suggestions/${id}/vote`, buyer, { value: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/suggestions/${id}/comments`, buyer, { body: 'More' })).statusCode).toBe(
      404,
    );
    const own = (await call('GET', '/api/suggestions?q=HIDEME', author)).json().data
      .suggestions as Suggestion[];
    expect(own).toEqual([expect.objectContaining({ id, hidden: true, hiddenReason: 'Spam' })]);

    expect((await unhide('suggestion', id)).statusCode).toBe(200);
    const back = (await call('GET', '/api/suggestions?q=HIDEME', buyer)).json().data
      .suggestions as Suggestion[];
    expect(back).toEqual([
      expect.objectContaining({ id, hidden: false, hiddenReason: null, commentCount: 1 }),
    ]);
  });

  it('takes a comment away and out of the count; its author sees it marked', async () => {
    const s = (await call('POST', '/api/suggestions', buyer, { suggestion: 'Dark mode COMMENTED' })).json()
      .data.suggestion as Suggestion;
    const c = (
      await call('POST', `/api/suggestions/${s.id}/comments`, author, { body: 'Rude words here' })
    ).json().data.comment as SuggestionComment;
    await call('POST', `/api/suggestions/${s.id}/comments`, buyer, { body: 'Kind words' });

    expect((await hide('comment', c.id, 'Offensive')).statusCode).toBe(200);
    for (const who of [undefined, buyer]) {
      expect((await call('GET', `/api/suggestions/${s.id}/comments`, who)).body).not.toContain('Rude words');
      const board = (await call('GET', '/api/suggestions?q=COMMENTED', who)).json().data.suggestions;
      expect(board[0].commentCount).toBe(1);
    }
    const own = (await call('GET', `/api/suggestions/${s.id}/comments`, author)).json().data
      .comments as SuggestionComment[];
    expect(own.find((x) => x.id === c.id)).toMatchObject({ hidden: true, hiddenReason: 'Offensive' });
    expect(own.find((x) => x.body === 'Kind words')).toMatchObject({ hidden: false, hiddenReason: null });

    expect((await hide('comment', c.id)).statusCode).toBe(409);
    expect((await unhide('comment', c.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/suggestions/${s.id}/comments`, buyer)).body).toContain('Rude words');
    expect((await auditOf('comment', c.id)).map((r) => r.action)).toEqual([
      'moderation.hide',
      'moderation.unhide',
    ]);
    const unknown = await hide('comment', 99999999);
    expect(unknown.json()).toEqual({ status: 404, message: 'Comment not found.' });
  });
});
