import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryImport, InventoryPart } from '@ironmatch/contracts/inventory';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';

/** A multipart/form-data body with one CSV file (and text fields). */
function form(fields: Record<string, string>, csv: string) {
  const boundary = `----wholesale-test-${Math.random().toString(36).slice(2)}`;
  const chunks = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  chunks.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    `--${boundary}--\r\n`,
  );
  return {
    payload: Buffer.from(chunks.join('')),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('inventory wholesale prices: form, CSV import and export (issue 25)', async () => {
  const t = await createTestApp();
  let dealer: TestUser;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: dealer.headers });
  const parts = async () =>
    ((await get('/api/inventory/parts?limit=100')).json().data as { parts: InventoryPart[] }).parts;
  async function runImport(csv: string, fields: Record<string, string> = {}): Promise<InventoryImport> {
    const body = form(fields, csv);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/imports',
      headers: { ...dealer.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json().data as { import: InventoryImport }).import.id;
    await t.app.ctx.jobs.drain();
    return (await get(`/api/inventory/imports/${id}`)).json().data.import as InventoryImport;
  }

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'WH-100' });
  });

  it('takes wholesalePrice on the single-part form and answers it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/parts',
      headers: dealer.headers,
      payload: {
        partNumber: 'WHF-100',
        manufacturer: 'CAT',
        condition: 'new',
        quantity: 1,
        price: 10_000,
        wholesalePrice: 8_050,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.part).toMatchObject({ price: 10_000, wholesalePrice: 8_050 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/parts',
      headers: dealer.headers,
      payload: {
        partNumber: 'WHF-101',
        manufacturer: 'CAT',
        condition: 'new',
        quantity: 1,
        wholesalePrice: -1,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('Wholesale price must be a whole number of cents, 0 or more.');
  });

  it('reads a wholesale_price column, counts the rows with one in the dry run and the import, and exports it', async () => {
    const csv = [
      'Part Number,Manufacturer,Condition,Quantity,Price,wholesale_price',
      'WHI-1,CAT,NEW,1,100.00,80.50',
      'WHI-2,CAT,NEW,1,"$1,200.00",',
      'WHI-3,CAT,USED,2,50,40',
      'WHI-4,CAT,USED,2,50,lots',
    ].join('\n');
    const dry = await runImport(csv, { dryRun: 'true' });
    expect(dry).toMatchObject({ status: 'validated', added: 3, rejected: 1, withWholesalePrice: 2 });
    expect(dry.mapping.wholesalePrice).toBe('wholesale_price');
    expect(dry.errors[0]!.message).toBe(
      'Wholesale price "lots" is not an amount of 0 or more, such as 1,234.50.',
    );
    expect((await parts()).some((p) => p.partNumber.startsWith('WHI'))).toBe(false);

    const done = await runImport(csv);
    expect(done).toMatchObject({ status: 'done', added: 3, withWholesalePrice: 2 });
    const byNumber = new Map((await parts()).map((p) => [p.partNumber, p]));
    expect(byNumber.get('WHI-1')).toMatchObject({ price: 10_000, wholesalePrice: 8_050 });
    expect(byNumber.get('WHI-2')).toMatchObject({ price: 120_000, wholesalePrice: null });
    expect(byNumber.get('WHI-3')).toMatchObject({ wholesalePrice: 4_000 });

    const exported = (await get('/api/inventory/export.csv')).body.trim().split('\r\n');
    expect(exported[0]).toBe(
      'Part Number,Manufacturer,Condition,Description,Quantity,Price,Pictures,wholesale_price',
    );
    expect(exported).toContain('WHI-1,CAT,NEW,,1,100.00,,80.50');
    expect(exported).toContain('WHI-2,CAT,NEW,,1,1200.00,,');
  });

  it('a file without the column keeps the stored wholesale prices; one with it changes them', async () => {
    const kept = await runImport(['PN,Make,Condition,Qty,Price', 'WHI-1,CAT,NEW,5,100.00'].join('\n'));
    expect(kept).toMatchObject({ status: 'done', updated: 1, withWholesalePrice: 0 });
    let part = (await parts()).find((p) => p.partNumber === 'WHI-1')!;
    expect(part).toMatchObject({ quantity: 5, wholesalePrice: 8_050 });

    const changed = await runImport(
      ['PN,Make,Condition,Qty,Price,Wholesale Price', 'WHI-1,CAT,NEW,5,100.00,75'].join('\n'),
    );
    expect(changed).toMatchObject({ status: 'done', updated: 1, unchanged: 0, withWholesalePrice: 1 });
    part = (await parts()).find((p) => p.partNumber === 'WHI-1')!;
    expect(part.wholesalePrice).toBe(7_500);
  });
});
