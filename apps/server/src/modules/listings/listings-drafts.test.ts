import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnListing } from '@ironmatch/contracts/listings';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { body } from './listings.fixtures';

const MEMBER_MESSAGE = 'You must be a NetCom user to have access to this page.';

/** Issue 30: only members publish; a company without a memid saves drafts that wait for it. */
describe('listing drafts and the member rule', async () => {
  const t = await createTestApp();
  let newcomer: TestUser;
  let member: TestUser;
  let buyer: TestUser;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const mine = async (who: TestUser) =>
    (await call('GET', '/api/listings/mine', who)).json().data.listings as OwnListing[];
  /** Every list and detail but the owner's, as raw JSON text. */
  const elsewhere = async (id: number) =>
    [
      (await call('GET', '/api/guestlistattachment/?category=100')).body,
      (await call('GET', '/api/listAttachment/?category=100', buyer)).body,
      (await call('GET', '/api/listAttachment/?category=100&modelNum=DRAFT9', buyer)).body,
      (await call('GET', '/api/filterList/?category=100', buyer)).body,
      (await call('GET', `/api/attachments/${id}`, buyer)).body,
      (await call('GET', `/api/guestattachments/${id}`)).body,
    ].join('\n');

  beforeAll(async () => {
    newcomer = await createTestUser(t, { company: { name: 'Newcomer Salvage' } });
    member = await createTestUser(t, { memid: 'NCDRAFT2', company: { name: 'Old Hand Iron' } });
    buyer = await createTestUser(t, { company: { name: 'Draft Buyer' } });
  });

  it('refuses a non-member a published listing with 403 and stores nothing', async () => {
    for (const payload of [body(), body({ draft: false })]) {
      const res = await call('POST', '/api/listings', newcomer, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: MEMBER_MESSAGE });
    }
    expect(await mine(newcomer)).toEqual([]);
    const bad = await call('POST', '/api/listings', newcomer, { ...body(), draft: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('saves a draft that only GET /api/listings/mine shows, then publishes it once a member', async () => {
    const res = await call('POST', '/api/listings', newcomer, body({ modelnum: 'DRAFT-9', draft: true }));
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data.listing as OwnListing;
    expect(draft).toMatchObject({ draft: true, hidden: false, hiddenReason: null });
    expect((await mine(newcomer)).map((l) => [l.id, l.draft])).toEqual([[draft.id, true]]);
    const json = await elsewhere(draft.id);
    expect(json).not.toContain(`"id":${draft.id},`);
    expect(json).not.toContain('Newcomer Salvage');

    // Still a draft when edited as one; publishing is refused without a memid.
    const edited = await call(
      'PUT',
      `/api/listings/${draft.id}`,
      newcomer,
      body({ title: 'Edited', draft: true }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.listing.draft).toBe(true);
    const publish = await call('PUT', `/api/listings/${draft.id}`, newcomer, body({ modelnum: 'DRAFT-9' }));
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(MEMBER_MESSAGE);
    // Another company's listing is 404 before the member rule.
    const foreign = await call('PUT', `/api/listings/${draft.id}`, member, body({ draft: false }));
    expect(foreign.statusCode).toBe(404);

    // Approved: the memid reaches the token at its next refresh (a new token here).
    await t.db.execute(sql`update companies set memid = 'NCDRAFT1' where id = ${newcomer.companyId}`);
    const token = await t.app.ctx.tokens.sign({
      loginId: randomUUID(),
      userId: newcomer.userId,
      companyId: newcomer.companyId,
      memid: 'NCDRAFT1',
      emailVerified: true,
    });
    const approved = { ...newcomer, memid: 'NCDRAFT1', headers: { authorization: `Bearer ${token}` } };
    const published = await call(
      'PUT',
      `/api/listings/${draft.id}`,
      approved,
      body({ modelnum: 'DRAFT-9', draft: false }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.listing.draft).toBe(false);
    expect(await elsewhere(draft.id)).toContain(`"id":${draft.id},`);
    expect((await call('GET', `/api/attachments/${draft.id}`, buyer)).statusCode).toBe(200);
  });

  it('lets a member save a draft too, and publishes by default', async () => {
    const saved = await call('POST', '/api/listings', member, body({ modelnum: 'MEMBER-D', draft: true }));
    expect(saved.json().data.listing.draft).toBe(true);
    expect((await call('GET', `/api/attachments/${saved.json().data.listing.id}`, buyer)).statusCode).toBe(
      404,
    );
    const live = await call('POST', '/api/listings', member, body({ modelnum: 'MEMBER-L' }));
    expect(live.statusCode).toBe(201);
    expect(live.json().data.listing.draft).toBe(false);
  });
});
