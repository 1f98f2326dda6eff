import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Machine } from '@ironmatch/contracts/machines';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

describe('dealers list dismantled machines', async () => {
  const t = await createTestApp();
  const { call, upload } = machineCalls(t);
  let dealer: TestUser;
  let rival: TestUser;
  let buyer: TestUser;
  let ownPart: number;
  let rivalPart: number;

  const create = async (who: TestUser, over = {}) => {
    const res = await call('POST', '/api/machines', who, machineBody(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.machine as Machine;
  };

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'M100', company: { name: 'Lone Star Salvage' } });
    rival = await createTestUser(t, { memid: 'M200', company: { name: 'Rival Iron' } });
    buyer = await createTestUser(t, { company: { name: 'Buyer Paving' } });
    ownPart = (
      await addParts(t, dealer.companyId!, [
        { partnum: '1R-0750', description: 'Fuel filter', priceCents: 2500, quantity: 4 },
      ])
    )[0]!;
    rivalPart = (await addParts(t, rival.companyId!, [{ partnum: '6I-2503' }]))[0]!;
  });

  it('creates a machine with part lines and linked inventory parts, as the API says', async () => {
    const m = await create(dealer, { inventoryPartIds: [ownPart] });
    expect(m).toMatchObject({
      companyId: dealer.companyId,
      companyName: 'Lone Star Salvage',
      manufacturer: 'CAT',
      manufacturerName: 'Caterpillar',
      model: '320D L',
      year: 2012,
      hours: 11800,
      arrivalDate: '2026-03-02',
      city: 'Dallas',
      state: 'TX',
      status: 'dismantling',
      engineModel: 'C6.4',
      transmissionModel: '',
      pictures: [],
    });
    expect(m.parts).toMatchObject([
      { component: 'Boom cylinder', condition: 'USED', price: 185000 },
      { component: 'Final drive', condition: 'USED', price: null },
    ]);
    expect(m.inventoryParts).toEqual([
      {
        id: ownPart,
        partNumber: '1R-0750',
        manufacturer: 'CAT',
        condition: 'NEW',
        description: 'Fuel filter',
        quantity: 4,
        price: 2500,
      },
    ]);
    expect(m.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The make by long name or id works the same; blank fields are '' or null.
    const byName = await create(dealer, {
      manufacturer: 'caterpillar',
      serialNumber: undefined,
      year: '',
      hours: null,
      arrivalDate: '',
      status: undefined,
      parts: undefined,
    });
    expect(byName).toMatchObject({ manufacturer: 'CAT', serialNumber: '', year: null, hours: null });
    expect(byName).toMatchObject({ arrivalDate: null, status: 'arriving', parts: [] });
  });

  it('answers every bad input with its sentence and stores nothing', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const bad: Array<[object, string]> = [
      [{ model: '  ' }, 'Model is required.'],
      [{ model: undefined }, 'Model is required.'],
      [{ year: 1949 }, 'Year must be between 1950 and next year.'],
      [{ year: nextYear + 1 }, 'Year must be between 1950 and next year.'],
      [{ year: 2001.5 }, 'Year must be between 1950 and next year.'],
      [{ year: 'old' }, 'Year must be between 1950 and next year.'],
      [{ hours: -1 }, 'Hours must be a whole number.'],
      [{ hours: 12.5 }, 'Hours must be a whole number.'],
      [{ hours: 'lots' }, 'Hours must be a whole number.'],
      [{ state: 'Texas' }, 'State must be a two-letter US state.'],
      [{ status: 'sold' }, 'Status must be arriving, dismantling or parted_out.'],
      [{ arrivalDate: '2026-02-30' }, 'Arrival date must be a date (YYYY-MM-DD).'],
      [{ manufacturer: 'NOPE' }, 'That manufacturer is not on the list.'],
      [{ manufacturer: '' }, 'Choose the manufacturer.'],
      [{ parts: [{ component: '', condition: 'USED', price: null }] }, 'Each part line needs a component.'],
      [
        { parts: [{ component: 'Cab', condition: 'WORN', price: null }] },
        'Condition must be AFTERMARKET, CORE, NEW, REBUILT or USED.',
      ],
      [
        { parts: [{ component: 'Cab', condition: 'NEW', price: -5 }] },
        'Price must be a whole number of cents, or empty for Contact for price.',
      ],
      [{ inventoryPartIds: [rivalPart] }, 'Only your own inventory parts can be linked to a machine.'],
      [{ inventoryPartIds: [999999] }, 'Only your own inventory parts can be linked to a machine.'],
    ];
    const before = (await call('GET', '/api/machines/mine', dealer)).json().data.totalCount;
    for (const [over, sentence] of bad) {
      const res = await call('POST', '/api/machines', dealer, machineBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors ?? [res.json().message], JSON.stringify(over)).toContain(sentence);
    }
    expect(await create(dealer, { year: nextYear, hours: 0 })).toMatchObject({ year: nextYear, hours: 0 });
    expect((await call('GET', '/api/machines/mine', dealer)).json().data.totalCount).toBe(before + 1);
  });

  it('keeps the access levels: guest 401, no company 403, not a member 403', async () => {
    expect((await call('GET', '/api/machines/mine')).statusCode).toBe(401);
    const loner = await createTestUser(t, { company: false });
    const noCompany = await call('POST', '/api/machines', loner, machineBody());
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().message).toBe(
      'You must add company information in order to have access to this feature.',
    );
    const notMember = await call('POST', '/api/machines', buyer, machineBody());
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().message).toBe('You must be a NetCom user to have access to this page.');
  });

  it("answers 404 'Machine not found.' to another company's every change, and changes nothing", async () => {
    const m = await create(dealer);
    const tries = [
      call('PUT', `/api/machines/${m.id}`, rival, machineBody({ model: 'HACKED' })),
      call('PATCH', `/api/machines/${m.id}/status`, rival, { status: 'parted_out' }),
      call('DELETE', `/api/machines/${m.id}`, rival),
      call('DELETE', `/api/machines/${m.id}/pictures/1`, rival),
      upload(rival, m.id, [{ name: 'a.jpg', data: SAMPLES.jpeg }]),
      call('PUT', '/api/machines/999999', dealer, machineBody()),
      call('DELETE', '/api/machines/abc', dealer),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Machine not found.');
    }
    const after = (await call('GET', `/api/machines/${m.id}`, buyer)).json().data.machine as Machine;
    expect(after).toMatchObject({ model: '320D L', status: 'dismantling', pictures: [] });
  });

  it('replaces the whole record on PUT (pictures stay), changes status, lists the own machines', async () => {
    const m = await create(dealer, { model: 'D6T', inventoryPartIds: [ownPart] });
    expect((await upload(dealer, m.id, [{ name: 'a.jpg', data: SAMPLES.jpeg }])).statusCode).toBe(201);
    const put = await call(
      'PUT',
      `/api/machines/${m.id}`,
      dealer,
      machineBody({
        model: 'D6T XL',
        status: 'dismantling',
        parts: [{ component: 'Blade', condition: 'core', price: 5 }],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json().data.machine as Machine;
    expect(saved).toMatchObject({ model: 'D6T XL', inventoryParts: [] });
    expect(saved.parts).toMatchObject([{ component: 'Blade', condition: 'CORE', price: 5 }]);
    expect(saved.pictures).toHaveLength(1);
    expect(saved.statusChangedAt).toBe(m.statusChangedAt);

    const status = await call('PATCH', `/api/machines/${m.id}/status`, dealer, { status: 'PARTED_OUT' });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.machine.status).toBe('parted_out');
    expect(status.json().data.machine.statusChangedAt > m.statusChangedAt).toBe(true);
    const badStatus = await call('PATCH', `/api/machines/${m.id}/status`, dealer, { status: 'gone' });
    expect(badStatus.statusCode).toBe(400);

    const mine = await call('GET', '/api/machines/mine?q=d6-t&limit=5', dealer);
    expect(mine.json().data.machines.map((x: Machine) => x.id)).toEqual([m.id]);
    const bySerial = await call('GET', '/api/machines/mine?q=cat0320&status=parted_out', dealer);
    expect(bySerial.json().data.machines.map((x: Machine) => x.id)).toEqual([m.id]);
    const all = (await call('GET', '/api/machines/mine?limit=2&page=1', dealer)).json().data;
    expect(all.machines).toHaveLength(2);
    expect(all.machines[0].id).toBe(m.id);
    expect(all.totalCount).toBeGreaterThan(2);
    expect((await call('GET', '/api/machines/mine', rival)).json().data.totalCount).toBe(0);
  });

  it('takes pictures by the listing rules: served publicly, 12 at most, bad types refused, removed from storage', async () => {
    const m = await create(dealer);
    const res = await upload(dealer, m.id, [
      { name: 'front.jpg', data: SAMPLES.jpeg },
      { name: 'side.png', data: SAMPLES.png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const pics = (res.json().data.machine as Machine).pictures;
    expect(pics.map((p) => p.picnum)).toEqual([1, 2]);
    const file = await call('GET', pics[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', pics[1]!.thumbUrl)).headers['content-type']).toBe('image/webp');

    const disguised = await upload(dealer, m.id, [
      { name: 'ok.jpg', data: SAMPLES.jpeg },
      { name: 'photo.jpg', data: SAMPLES.pdf },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toContain('Invalid file type(s): photo.jpg. Allowed types:');
    const many = await upload(
      dealer,
      m.id,
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data: SAMPLES.jpeg })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('A machine has at most 12 pictures.');
    const now = (await call('GET', `/api/machines/${m.id}`, buyer)).json().data.machine as Machine;
    expect(now.pictures).toHaveLength(2);

    const removed = await call('DELETE', `/api/machines/${m.id}/pictures/1`, dealer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.machine.pictures).toEqual([{ ...pics[1], picnum: 1 }]);
    expect((await call('GET', pics[0]!.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/machines/${m.id}/pictures/7`, dealer)).statusCode).toBe(404);

    const key = pics[1]!.url.replace('/files/', '');
    expect(existsSync(path.join(t.filesDir, key))).toBe(true);
    const gone = await call('DELETE', `/api/machines/${m.id}`, dealer);
    expect(gone.json().data).toEqual({ id: m.id });
    expect(existsSync(path.join(t.filesDir, key))).toBe(false);
    expect((await call('GET', `/api/machines/${m.id}`, buyer)).statusCode).toBe(404);
    expect((await call('GET', pics[1]!.url)).statusCode).toBe(404);
  });
});
