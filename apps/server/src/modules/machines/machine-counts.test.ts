import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_COUNT_CAP } from '@ironmatch/contracts/machine-rules';
import type { Machine, MachineList } from '@ironmatch/contracts/machines';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

/**
 * The lists' totalCount comes from maintained counts (ADR 0023): after every kind of write it must
 * still be the number of rows the list pages through, and the counts must equal a fresh recount.
 */
describe('machine list counts', async () => {
  const t = await createTestApp();
  const { call } = machineCalls(t);
  let dealer: TestUser;
  let other: TestUser;
  let buyer: TestUser;
  let makes: Record<string, number>;

  const list = async (query: string, guest = false) => {
    const res = await call(
      'GET',
      `/api/${guest ? 'guestmachines' : 'machines'}?${query}`,
      guest ? undefined : buyer,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { message: string; data: MachineList };
  };
  const QUERIES = [
    '',
    'manufacturer=CAT',
    'manufacturer=KOMATSU&state=TX',
    'state=OK',
    'model=320',
    'manufacturer=CAT&model=330C',
    'model=PC&state=TX',
    'yearFrom=2000&yearTo=2010',
    'serial=SN00',
  ];
  async function expectCountsRight() {
    for (const q of QUERIES) {
      // At most 50 rows match, so one page holds them all.
      const { data } = await list(`${q}&limit=50`);
      expect(data.nextCursor, q).toBeNull();
      expect(data.totalCountCapped, q).toBe(false);
      expect(data.totalCount, q).toBe(data.machines.length);
    }
    const stored = await queryRows<{ k: string; n: number }>(
      t.db,
      sql`select manufacturer_id || '/' || state || '/' || model_norm as k, n from machine_counts where n <> 0 order by k`,
    );
    const fresh = await queryRows<{ k: string; n: number }>(
      t.db,
      sql`select manufacturer_id || '/' || state || '/' || model_norm as k, count(*)::int as n from machines
          where visible_until is null and hidden_at is null group by 1 order by k`,
    );
    expect(stored).toEqual(fresh);
  }

  beforeAll(async () => {
    makes = await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'M1', company: { name: 'Count Salvage' } });
    other = await createTestUser(t, { memid: 'M2', company: { name: 'Gone Salvage' } });
    buyer = await createTestUser(t, { company: { name: 'Count Buyer', shipState: 'OK' } });
    const rows = Array.from({ length: 42 }, (_, i) => {
      const model = ['320D L', '330C', 'PC200-8'][i % 3]!;
      const make = model.startsWith('PC') ? makes.KOMATSU : makes.CAT;
      const status = ['dismantling', 'arriving', 'parted_out'][i % 4 === 3 ? 2 : i % 2]!;
      return sql`(${i % 5 === 0 ? other.companyId : dealer.companyId}, ${make}, ${model},
        ${model.replace(/[^A-Z0-9]/g, '')}, ${`SN${String(i).padStart(4, '0')}`}, ${`SN${String(i).padStart(4, '0')}`},
        ${1995 + (i % 25)}, ${['TX', 'OK', ''][i % 3]!}, ${status},
        ${status === 'parted_out' ? sql`now() + interval '30 days' - make_interval(days => ${i})` : sql`null`})`;
    });
    await t.db.execute(
      sql`insert into machines (company_id, manufacturer_id, model, model_norm, serial_number, serial_norm, year,
            state, status, visible_until) values ${sql.join(rows, sql`, `)}`,
    );
  });

  it('counts every match exactly after inserts, edits, status changes, deletes and a company leaving', async () => {
    await expectCountsRight();
    const made = (
      await call('POST', '/api/machines', dealer, machineBody({ model: '320-D', state: 'TX' }))
    ).json().data.machine as Machine;
    await expectCountsRight();
    // Another make, state and model at once.
    await call(
      'PUT',
      `/api/machines/${made.id}`,
      dealer,
      machineBody({ manufacturer: 'KOMATSU', model: 'PC210', state: 'OK' }),
    );
    await expectCountsRight();
    await call('PATCH', `/api/machines/${made.id}/status`, dealer, { status: 'parted_out' });
    await expectCountsRight();
    await call('PATCH', `/api/machines/${made.id}/status`, dealer, { status: 'arriving' });
    await expectCountsRight();
    // Issue 30: a hidden machine leaves the counts, and comes back when shown again.
    await t.db.execute(sql`update machines set hidden_at = now() where id = ${made.id}`);
    await expectCountsRight();
    await t.db.execute(sql`update machines set hidden_at = null where id = ${made.id}`);
    await expectCountsRight();
    await call('DELETE', `/api/machines/${made.id}`, dealer);
    await expectCountsRight();
    // A parted-out machine past its 30 days leaves the count without any write to the counts.
    await t.db.execute(
      sql`update machines set visible_until = now() - interval '1 minute'
          where id = (select min(id) from machines where status = 'parted_out' and visible_until > now())`,
    );
    await expectCountsRight();
    // A company's machines leave with it (the database's cascade, no service call).
    await t.db.execute(sql`delete from companies where id = ${other.companyId}`);
    await expectCountsRight();
  }, 120_000);

  it(`stops a serial or years count at ${MACHINE_COUNT_CAP} and says so; the maintained counts never stop`, async () => {
    const many = Array.from(
      { length: MACHINE_COUNT_CAP + 5 },
      (_, i) =>
        sql`(${dealer.companyId}, ${makes.CAT}, 'D6T', 'D6T', ${`BULK${i}`}, ${`BULK${i}`}, 1977, 'NY', 'arriving')`,
    );
    await t.db.execute(
      sql`insert into machines (company_id, manufacturer_id, model, model_norm, serial_number, serial_norm, year,
            state, status) values ${sql.join(many, sql`, `)}`,
    );
    const capped = await list('yearFrom=1977&yearTo=1977');
    expect(capped.data).toMatchObject({ totalCount: MACHINE_COUNT_CAP, totalCountCapped: true });
    expect(capped.message).toBe('1,000+ machines found.');
    expect((await list('serial=BULK', true)).data.totalCountCapped).toBe(true);
    const exact = await list('model=D6T&state=NY');
    expect(exact.data).toMatchObject({ totalCount: MACHINE_COUNT_CAP + 5, totalCountCapped: false });
    expect(exact.message).toBe('1,005 machines found.');
    expect((await list('serial=BULK100')).data).toMatchObject({ totalCount: 6, totalCountCapped: false });
  });
});
