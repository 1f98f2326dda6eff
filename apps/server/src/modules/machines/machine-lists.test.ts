import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { statesByDistance } from '@ironmatch/contracts/machine-rules';
import type { Machine, MachineList, MachineRow } from '@ironmatch/contracts/machines';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

describe('buyers and guests find donor machines', async () => {
  const t = await createTestApp();
  const { call, upload } = machineCalls(t);
  let dealer: TestUser;
  let buyer: TestUser;
  let makes: Record<string, number>;
  let shown: Machine;
  const STATES = ['TX', 'OK', 'CA', 'NY', 'FL', ''];
  const TOTAL = 120;

  const list = async (query: string, who: TestUser | 'guest' = buyer) => {
    const guest = who === 'guest';
    const res = await call(
      'GET',
      `/api/${guest ? 'guestmachines' : 'machines'}?${query}`,
      guest ? undefined : who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MachineList;
  };
  /** Every page of a query, following nextCursor. */
  const all = async (query: string, who: TestUser | 'guest' = buyer) => {
    const rows: MachineRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: MachineList = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`, who);
      rows.push(...page.machines);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    return { rows, pages };
  };

  beforeAll(async () => {
    makes = await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'M1', company: { name: 'Lone Star Salvage' } });
    buyer = await createTestUser(t, { company: { name: 'Buyer Paving', shipState: 'OK' } });
    // 120 machines: CAT and KOMATSU, models 320D/330C/PC200, years 1990-2019, over six states
    // (one without), created a minute apart (some at the very same time, to test the id tie-break).
    const rows = Array.from({ length: TOTAL }, (_, i) => {
      const model = ['320D L', '330C', 'PC200-8'][i % 3]!;
      const make = model.startsWith('PC') ? makes.KOMATSU : makes.CAT;
      return sql`(${dealer.companyId}, ${make}, ${model}, ${model.replace(/[^A-Z0-9]/g, '')},
        ${`SN${String(i).padStart(4, '0')}`}, ${`SN${String(i).padStart(4, '0')}`}, ${1990 + (i % 30)},
        'Tulsa', ${STATES[i % STATES.length]}, 'dismantling',
        now() - make_interval(mins => ${Math.floor(i / 2)}))`;
    });
    await t.db.execute(
      sql`insert into machines (company_id, manufacturer_id, model, model_norm, serial_number, serial_norm, year,
            city, state, status, created_at) values ${sql.join(rows, sql`, `)}`,
    );
    const res = await call(
      'POST',
      '/api/machines',
      dealer,
      machineBody({ model: '320D-L2', serialNumber: 'ZZ1', city: 'Dallas', state: 'TX' }),
    );
    shown = res.json().data.machine;
    await upload(dealer, shown.id, [{ name: 'front.jpg', data: SAMPLES.jpeg }]);
  });

  it('pages newest first by cursor, each row once, nextCursor null on the last page', async () => {
    const first = await list('limit=50');
    expect(first.totalCount).toBe(TOTAL + 1);
    expect(first.machines[0]!.id).toBe(shown.id);
    expect(first.nextCursor).not.toBeNull();
    const { rows, pages } = await all('limit=50');
    expect(pages).toBe(3);
    expect(rows).toHaveLength(TOTAL + 1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(TOTAL + 1);
    const order = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(rows.map((r) => r.id)).toEqual(order.map((r) => r.id));
    expect((await list('model=320DL2')).nextCursor).toBeNull();
    expect((await call('GET', '/api/machines?limit=51', buyer)).statusCode).toBe(400);
    const bad = await call('GET', '/api/machines?cursor=not-a-cursor', buyer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('That page link has expired; start from the first page.');
  });

  it('filters by make, model and serial prefix (normalised), year range and state', async () => {
    const byModel = await all('model=320-D');
    expect(byModel.rows.length).toBe(41);
    expect(byModel.rows.every((r) => r.model.startsWith('320D'))).toBe(true);
    expect((await list('model=320-D')).totalCount).toBe(41);
    const komatsu = await all('manufacturer=komatsu&limit=7');
    expect(komatsu.rows).toHaveLength(40);
    expect(komatsu.rows.every((r) => r.manufacturer === 'KOMATSU')).toBe(true);
    expect((await list(`manufacturer=${makes.KOMATSU}`)).totalCount).toBe(40);
    expect((await list('manufacturer=NOBODY')).totalCount).toBe(0);
    const serial = await list('serial=sn-001');
    expect(serial.machines.map((r) => r.serialNumber).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `SN001${i}`),
    );
    const years = await all('yearFrom=2000&yearTo=2004&state=tx');
    expect(years.rows.length).toBeGreaterThan(0);
    expect(years.rows.every((r) => r.year! >= 2000 && r.year! <= 2004 && r.state === 'TX')).toBe(true);
    expect((await call('GET', '/api/machines?yearFrom=2010&yearTo=2000', buyer)).statusCode).toBe(400);
    expect((await call('GET', '/api/machines?state=Texas', buyer)).statusCode).toBe(400);
  });

  it("sorts by distance from the buyer company's state, newest first within a state, no state last", async () => {
    const { rows, pages } = await all('sort=distance&limit=17');
    expect(pages).toBe(Math.ceil((TOTAL + 1) / 17));
    expect(rows).toHaveLength(TOTAL + 1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(TOTAL + 1);
    const rank = statesByDistance('OK');
    const place = (s: string) => (s === '' ? 999 : rank.indexOf(s));
    const expected = [...rows].sort(
      (a, b) => place(a.state) - place(b.state) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows[0]!.state).toBe('OK');
    expect(rows[20]!.state).toBe('TX');
    expect(rows.at(-1)!.state).toBe('');
  });

  it('masks guests on the server: no dealer, city, prices or pictures in the raw JSON', async () => {
    const logged = (await list('model=320DL2')).machines[0]!;
    expect(logged).toMatchObject({ companyName: 'Lone Star Salvage', city: 'Dallas' });
    expect(logged.coverThumbUrl).toMatch(/^\/files\/thumb\/public\/machines\//);
    expect(logged.partsCount).toBe(2);

    const raw = await call('GET', '/api/guestmachines?model=320DL2');
    expect(raw.statusCode).toBe(200);
    const text = raw.body;
    for (const secret of [
      'Lone Star Salvage',
      'Dallas',
      '/files/',
      String(dealer.companyId) + ',"companyName"',
    ])
      expect(text).not.toContain(secret);
    const row = raw.json().data.machines[0];
    expect(row).toMatchObject({
      id: shown.id,
      companyId: null,
      companyName: null,
      city: null,
      state: 'TX',
      coverThumbUrl: null,
      model: '320D-L2',
      serialNumber: 'ZZ1',
      partsCount: 2,
    });

    const detail = await call('GET', `/api/guestmachines/${shown.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('Lone Star Salvage');
    expect(detail.body).not.toContain('Dallas');
    expect(detail.body).not.toContain('185000');
    expect(detail.body).not.toContain('/files/');
    expect(detail.json().data.machine).toMatchObject({
      companyId: null,
      companyName: null,
      city: null,
      pictures: [],
      parts: [
        { component: 'Boom cylinder', condition: 'USED', price: null },
        { component: 'Final drive', condition: 'USED', price: null },
      ],
      notes: 'Rolled over; boom and stick straight.',
      engineModel: 'C6.4',
    });
    const full = await call('GET', `/api/machines/${shown.id}`, buyer);
    expect(full.json().data.machine.parts[0].price).toBe(185000);
    expect(full.json().data.machine.pictures).toHaveLength(1);
    expect((await call('GET', '/api/guestmachines/999999')).statusCode).toBe(404);
    expect((await call('GET', `/api/machines/${shown.id}`)).statusCode).toBe(401);
    // The guest list is always newest first, whatever sort it is sent.
    const guestRows = (await list('sort=distance&limit=5', 'guest')).machines;
    expect(guestRows[0]!.id).toBe(shown.id);
  });

  it('keeps a parted-out machine for 30 days after its status changed, then drops it from both lists', async () => {
    const m = (
      await call('POST', '/api/machines', dealer, machineBody({ model: 'ZX350', status: 'parted_out' }))
    ).json().data.machine as Machine;
    expect((await list('model=ZX350')).totalCount).toBe(1);
    expect((await list('model=ZX350', 'guest')).totalCount).toBe(1);
    const [rule] = await queryRows<{ ok: boolean }>(
      t.db,
      sql`select visible_until = status_changed_at + interval '30 days' as ok from machines where id = ${m.id}`,
    );
    expect(rule!.ok).toBe(true);
    await t.db.execute(
      sql`update machines set status_changed_at = now() - interval '31 days',
            visible_until = now() - interval '1 day' where id = ${m.id}`,
    );
    expect((await list('model=ZX350')).totalCount).toBe(0);
    expect((await list('model=ZX350', 'guest')).machines).toEqual([]);
    // Back to dismantling: listed again; its page stays open meanwhile.
    expect((await call('GET', `/api/machines/${m.id}`, buyer)).statusCode).toBe(200);
    await call('PATCH', `/api/machines/${m.id}/status`, dealer, { status: 'dismantling' });
    expect((await list('model=ZX350')).totalCount).toBe(1);
    // 29 days after parting out it is still there.
    await call('PATCH', `/api/machines/${m.id}/status`, dealer, { status: 'parted_out' });
    await t.db.execute(
      sql`update machines set status_changed_at = now() - interval '29 days',
            visible_until = now() + interval '1 day' where id = ${m.id}`,
    );
    expect((await list('model=ZX350')).totalCount).toBe(1);
  });
});
