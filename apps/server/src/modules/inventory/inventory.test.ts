import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryPart } from '@ironmatch/contracts/inventory';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { form, inventoryClient } from './inventory.fixtures';

describe('inventory manager: access, single parts, export', async () => {
  const t = await createTestApp();
  const { upload, get, partsOf, runImport } = inventoryClient(t);
  let dealer: TestUser;
  let other: TestUser;
  let nonMember: TestUser;

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'NC-100' });
    other = await createTestUser(t, { memid: 'NC-200' });
    nonMember = await createTestUser(t);
  });

  it('is for member companies: others hear the NetCom sentence', async () => {
    const res = await get(nonMember, '/api/inventory/parts');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(GUARD_MESSAGES.memberRequired);
    expect((await upload(nonMember, 'PN,Make,Cond\n1,CAT,NEW\n')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/inventory/export.csv' })).statusCode).toBe(401);
  });

  it('keeps imports, parts and exports to their company (404 for another company)', async () => {
    const mine = await runImport(dealer, 'PN,Make,Condition\nOWN-001,CAT,NEW\n');
    expect((await get(other, `/api/inventory/imports/${mine.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/inventory/imports/${mine.id}/errors.csv`)).statusCode).toBe(404);
    expect((await get(other, '/api/inventory/imports/99999999')).statusCode).toBe(404);
    const part = (await partsOf(dealer, '&q=OWN')).parts[0]!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/parts/${part.id}`,
      headers: other.headers,
      payload: {
        partNumber: 'X1',
        manufacturer: 'CAT',
        condition: 'NEW',
        description: '',
        quantity: 1,
        price: null,
      },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/inventory/parts/${part.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    expect((await partsOf(other)).count).toBe(0);
    expect((await get(other, '/api/inventory/export.csv')).body.trim().split('\r\n')).toHaveLength(1);
  });

  it('adds, edits, pictures and deletes single parts, keeping the browse summary right', async () => {
    const body = {
      partNumber: '3T-9999',
      manufacturer: 'KOMATSU',
      condition: 'used',
      description: 'TRACK',
      quantity: 2,
      price: 150000,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/parts',
      headers: other.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const part = created.json().data.part as InventoryPart;
    expect(part).toMatchObject({
      partNumber: '3T-9999',
      manufacturer: 'KOMATSU',
      condition: 'USED',
      price: 150000,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/parts',
      headers: other.headers,
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/parts',
      headers: other.headers,
      payload: { ...body, quantity: -1, manufacturer: 'ACME' },
    });
    expect(bad.statusCode).toBe(400);

    const browseRow = async () =>
      (
        (await get(other, '/api/browseparts/?manufacturer=KOMATSU')).json().data.parts as Array<{
          partnum: string;
          minprice: number;
          pics: number;
        }>
      ).find((r) => r.partnum === '3T-9999' || r.partnum === '3T-9998');
    expect(await browseRow()).toMatchObject({ minprice: 150000, pics: 0 });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/parts/${part.id}`,
      headers: other.headers,
      payload: { ...body, price: 99900 },
    });
    expect(edited.statusCode).toBe(200);
    expect(await browseRow()).toMatchObject({ minprice: 99900 });

    const pics = form({}, [{ field: 'pictures', name: 'track.png', data: SAMPLES.png! }]);
    const withPics = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/parts/${part.id}/pictures`,
      headers: { ...other.headers, ...pics.headers },
      payload: pics.payload,
    });
    expect(withPics.statusCode, withPics.body).toBe(201);
    expect(withPics.json().data.part.pictures).toHaveLength(1);
    expect(await browseRow()).toMatchObject({ pics: 1 });
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/inventory/parts/${part.id}/pictures`,
      headers: { ...dealer.headers, ...pics.headers },
      payload: pics.payload,
    });
    expect(notMine.statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/inventory/parts/${part.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await browseRow()).toBeUndefined();
  });

  it('exports the stock as CSV with formula-looking cells escaped, and the export imports back unchanged', async () => {
    const exporter = await createTestUser(t, { memid: 'NC-300' });
    await runImport(
      exporter,
      [
        'PN,Make,Condition,Description,Qty,Price',
        '=HYPERLINK("http://x"),CAT,NEW,"=1+1",1,"$1,000.00"',
        '@SUM-1,JD,USED,"-rebuilt, ""like new""",2,',
        '+7701,CAT,CORE,plain,0,0.5',
      ].join('\n'),
    );
    const csv = await get(exporter, '/api/inventory/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Part Number,Manufacturer,Condition,Description,Quantity,Price,Pictures,wholesale_price,Cross References',
    );
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")",CAT,NEW,'=1+1,1,1000.00,,,`);
    expect(lines).toContain(`'@SUM-1,JD,USED,"'-rebuilt, ""like new""",2,,,,`);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[=+\-@]|,[=+\-@]/);

    const before = (await partsOf(exporter)).parts;
    const back = await runImport(exporter, csv.body);
    expect(back).toMatchObject({ status: 'done', added: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect((await partsOf(exporter)).parts).toEqual(before);
  });
});
