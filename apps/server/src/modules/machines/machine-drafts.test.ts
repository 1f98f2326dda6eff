import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Machine } from '@ironmatch/contracts/machines';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

const MEMBER_MESSAGE = 'You must be a NetCom user to have access to this page.';

/** Issue 30: dismantled machines follow the listings' rule: only members list; others save drafts. */
describe('machine drafts and the member rule', async () => {
  const t = await createTestApp();
  const { call } = machineCalls(t);
  let newcomer: TestUser;
  let member: TestUser;
  let buyer: TestUser;

  const mine = async (who: TestUser) =>
    (await call('GET', '/api/machines/mine', who)).json().data.machines as Machine[];
  /** Every buyers' list and detail, as raw JSON text. */
  const elsewhere = async (id: number) =>
    [
      (await call('GET', '/api/machines?model=DRAFT', buyer)).body,
      (await call('GET', '/api/guestmachines?model=DRAFT')).body,
      (await call('GET', `/api/machines/${id}`, buyer)).body,
      (await call('GET', `/api/guestmachines/${id}`)).body,
    ].join('\n');
  const counted = async () =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select coalesce(sum(n), 0)::int as n from machine_counts where model_norm like 'DRAFT%'`,
      )
    )[0]!.n;
  const asMember = async (who: TestUser, memid: string): Promise<TestUser> => {
    await t.db.execute(sql`update companies set memid = ${memid} where id = ${who.companyId}`);
    const token = await t.app.ctx.tokens.sign({
      loginId: randomUUID(),
      userId: who.userId,
      companyId: who.companyId,
      memid,
      emailVerified: true,
    });
    return { ...who, memid, headers: { authorization: `Bearer ${token}` } };
  };

  beforeAll(async () => {
    await seedMakes(t);
    newcomer = await createTestUser(t, { company: { name: 'Newcomer Dismantlers' } });
    member = await createTestUser(t, { memid: 'NCMDRAFT2', company: { name: 'Old Hand Yard' } });
    buyer = await createTestUser(t, { company: { name: 'Donor Hunter' } });
  });

  it('refuses a non-member a listed machine with 403 and stores nothing', async () => {
    for (const payload of [
      machineBody({ model: 'DRAFT 1' }),
      machineBody({ model: 'DRAFT 1', draft: false }),
    ]) {
      const res = await call('POST', '/api/machines', newcomer, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: MEMBER_MESSAGE });
    }
    expect(await mine(newcomer)).toEqual([]);
    const bad = await call('POST', '/api/machines', newcomer, { ...machineBody(), draft: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a draft out of every list, detail and count, and lists it once the company is a member', async () => {
    const res = await call(
      'POST',
      '/api/machines',
      newcomer,
      machineBody({ model: 'DRAFT 320', draft: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data.machine as Machine;
    expect(draft).toMatchObject({ draft: true, hidden: false });
    expect((await mine(newcomer)).map((m) => [m.id, m.draft])).toEqual([[draft.id, true]]);
    const json = await elsewhere(draft.id);
    expect(json).not.toContain(`"id":${draft.id},`);
    expect(json).not.toContain('Newcomer Dismantlers');
    expect(await counted()).toBe(0);

    // Edited as a draft it stays one; listing it is refused without a memid.
    const edited = await call(
      'PUT',
      `/api/machines/${draft.id}`,
      newcomer,
      machineBody({ model: 'DRAFT 320', notes: 'Edited', draft: true }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.machine.draft).toBe(true);
    const refused = await call(
      'PUT',
      `/api/machines/${draft.id}`,
      newcomer,
      machineBody({ model: 'DRAFT 320' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBER_MESSAGE);
    // Another company's machine is 404 before the member rule.
    const foreign = await call('PUT', `/api/machines/${draft.id}`, member, machineBody({ draft: false }));
    expect(foreign.statusCode).toBe(404);

    const approved = await asMember(newcomer, 'NCMDRAFT1');
    const listed = await call(
      'PUT',
      `/api/machines/${draft.id}`,
      approved,
      machineBody({ model: 'DRAFT 320' }),
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.machine.draft).toBe(false);
    expect(await elsewhere(draft.id)).toContain(`"id":${draft.id},`);
    expect((await call('GET', `/api/machines/${draft.id}`, buyer)).statusCode).toBe(200);
    expect(await counted()).toBe(1);
  });

  it('lets a member save a draft too, and lists by default', async () => {
    const saved = await call(
      'POST',
      '/api/machines',
      member,
      machineBody({ model: 'DRAFT M1', draft: true }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await call('GET', `/api/machines/${saved.json().data.machine.id}`, buyer)).statusCode).toBe(404);
    const live = await call('POST', '/api/machines', member, machineBody({ model: 'DRAFT M2' }));
    expect(live.statusCode).toBe(201);
    expect(live.json().data.machine.draft).toBe(false);
    expect(await counted()).toBe(2);
  });
});
