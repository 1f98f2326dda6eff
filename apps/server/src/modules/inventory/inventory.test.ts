import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_MESSAGES as M,
  type InventoryImport,
  type InventoryPart,
} from '@ironmatch/contracts/inventory';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { SAMPLES } from '../../test/sample-files';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';

/** A multipart/form-data body: text fields, then files under their field names. */
function form(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; data: Buffer | string }>,
) {
  const boundary = `----inventory-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('inventory manager', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  let other: TestUser;
  let nonMember: TestUser;

  const upload = (
    who: TestUser,
    csv: string | Buffer,
    fields: Record<string, string> = {},
    url = '/api/inventory/imports',
  ) => {
    const body = form(fields, [{ field: 'file', name: 'stock.csv', data: csv }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const importOf = (res: { json(): unknown }) =>
    (res.json() as { data: { import: InventoryImport } }).data.import;
  const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const partsOf = async (who: TestUser, query = '') => {
    const res = await get(who, `/api/inventory/parts?limit=100${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { parts: InventoryPart[]; count: number };
  };
  /** Uploads, runs the queued job, answers the finished import. */
  const runImport = async (who: TestUser, csv: string, fields: Record<string, string> = {}) => {
    const res = await upload(who, csv, fields);
    expect(res.statusCode, res.body).toBe(201);
    const queued = importOf(res);
    expect(queued.status).toBe('queued');
    await t.app.ctx.jobs.drain();
    return importOf(await get(who, `/api/inventory/imports/${queued.id}`));
  };
  const browseCount = async (who: TestUser) =>
    ((await get(who, '/api/browseparts/')).json().data as { count: number }).count;

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

  it('detects the column mapping from common headers, and remembers a chosen one', async () => {
    const res = await upload(dealer, 'Part No\tMake\tCond\tQty\tPrice\n1R-0750\tCAT\tNEW\t2\t$10\n', {
      dryRun: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(importOf(res).mapping).toEqual({
      partNumber: 'Part No',
      manufacturer: 'Make',
      condition: 'Cond',
      quantity: 'Qty',
      price: 'Price',
    });
    // Unrecognised headers: the mapping must be given...
    const odd = 'Ref,Brand name,State\nAB-1,CAT,NEW\n';
    const refused = await upload(dealer, odd, { dryRun: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose the column that holds the part number.');
    const mapping = { partNumber: 'Ref', manufacturer: 'Brand name', condition: 'State' };
    const given = await upload(dealer, odd, { dryRun: 'true', mapping: JSON.stringify(mapping) });
    expect(importOf(given)).toMatchObject({ status: 'validated', mapping, added: 1 });
    // ...and is offered again for the next upload of such a file.
    expect(importOf(await upload(dealer, odd, { dryRun: 'true' })).mapping).toEqual(mapping);
    expect((await get(dealer, '/api/inventory/imports/latest')).json().data.mapping).toEqual(mapping);
    const wrong = await upload(dealer, odd, { mapping: '{"partNumber":"Nope"}' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContain(M.unknownColumn('Nope'));
  });

  it('answers a dry run with every kind of bad row, and changes nothing', async () => {
    const csv = [
      'Part Number,Manufacturer,Condition,Description,Quantity,Price',
      '1R-0750,CAT,NEW,FILTER,3,"$1,234.50"',
      ',CAT,NEW,NO NUMBER,1,1',
      '6I-2503,ACME,NEW,BAD MAKE,1,1',
      '6I-2504,CAT,SHINY,BAD CONDITION,1,1',
      '6I-2505,CAT,USED,NEGATIVE QTY,-2,1',
      '6I-2506,CAT,USED,WORDY QTY,ten,1',
      '6I-2507,CAT,USED,NEGATIVE PRICE,1,-5',
      '6I-2508,CAT,USED,WORDY PRICE,1,cheap',
      '',
      '9X-0001,JD,REBUILT,GOOD,1,',
      '9X-0001,JD,REBUILT,GOOD LATER,2,',
    ].join('\n');
    const res = await upload(dealer, csv, { dryRun: 'true' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.dryRunDone);
    const report = importOf(res);
    expect(report).toMatchObject({
      status: 'validated',
      total: 10,
      processed: 10,
      added: 2,
      updated: 0,
      rejected: 8,
    });
    expect(report.errors).toEqual([
      { row: 3, message: M.missingPartNumber },
      { row: 4, message: M.unknownManufacturer('ACME') },
      { row: 5, message: M.unknownCondition('SHINY') },
      { row: 6, message: M.badQuantity('-2') },
      { row: 7, message: M.badQuantity('ten') },
      { row: 8, message: M.badPrice('-5') },
      { row: 9, message: M.badPrice('cheap') },
      { row: 11, message: M.duplicateRow(12) },
    ]);
    expect((await partsOf(dealer)).count).toBe(0);
    const csvErrors = await get(dealer, `/api/inventory/imports/${report.id}/errors.csv`);
    expect(csvErrors.statusCode).toBe(200);
    expect(csvErrors.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csvErrors.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Row,Problem,Part Number,Manufacturer,Condition,Description,Quantity,Price,Pictures,wholesale_price',
    );
    expect(lines).toHaveLength(9);
    expect(lines[4]).toBe(
      `6,${M.badQuantity('-2')
        .replace(/"/g, '""')
        .replace(/^(.*)$/, '"$1"')},6I-2505,CAT,USED,NEGATIVE QTY,'-2,1,,`,
    );
  });

  it('refuses files that are too large or not text, with a sentence', async () => {
    const png = await upload(dealer, SAMPLES.png ?? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe(M.notText);
    const zip = await upload(dealer, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]));
    expect(zip.json().message).toBe(M.notText);
    const empty = await upload(dealer, '');
    expect(empty.statusCode).toBe(400);
    const fieldsOnly = form({ dryRun: 'true' }, []);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/imports',
      headers: { ...dealer.headers, ...fieldsOnly.headers },
      payload: fieldsOnly.payload,
    });
    expect(noFile.json().message, noFile.body).toBe(M.noFile);
  });

  it('upserts by part number, make and condition, then replaces the stock on request; browse counts follow', async () => {
    expect(await browseCount(dealer)).toBe(0);
    const first = await runImport(
      dealer,
      'PN,Make,Condition,Description,Qty,Price\n1R-0750,CAT,NEW,FILTER,3,$24.50\n1R-0750,CAT,USED,FILTER,1,9\nAT-123456,JD,NEW,PUMP,1,"1,250"\n',
    );
    expect(first).toMatchObject({
      status: 'done',
      total: 3,
      processed: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
      removed: 0,
      rejected: 0,
    });
    expect(await browseCount(dealer)).toBe(2);
    const search = await get(nonMember, '/api/parts/1r0750');
    expect(search.json().data.count).toBe(2);

    // Same key in another spelling: an update; identical row: unchanged; new key: added.
    const second = await runImport(
      dealer,
      'PN,Make,Condition,Description,Qty,Price\n1r0750,cat,new,FILTER,5,24.50\n1R-0750,CAT,USED,FILTER,1,9.00\n6I-2503,CAT,CORE,SEAL,1,\n',
    );
    expect(second).toMatchObject({ status: 'done', added: 1, updated: 1, unchanged: 1, removed: 0 });
    const stock = await partsOf(dealer);
    expect(stock.count).toBe(4);
    expect(stock.parts.find((p) => p.condition === 'NEW' && p.manufacturer === 'CAT')).toMatchObject({
      partNumber: '1r0750',
      quantity: 5,
      price: 2450,
    });
    expect(await browseCount(dealer)).toBe(3);

    // A dry run of a replace says what it would remove, and removes nothing.
    const replaceCsv = 'PN,Make,Condition,Description,Qty,Price\n6I-2503,CAT,CORE,SEAL,1,\n';
    const preview = importOf(await upload(dealer, replaceCsv, { dryRun: 'true', mode: 'replace' }));
    expect(preview).toMatchObject({ status: 'validated', unchanged: 1, removed: 3 });
    expect((await partsOf(dealer)).count).toBe(4);

    const replaced = await runImport(dealer, replaceCsv, { mode: 'replace' });
    expect(replaced).toMatchObject({ status: 'done', unchanged: 1, removed: 3 });
    expect((await partsOf(dealer)).parts.map((p) => p.partNumber)).toEqual(['6I-2503']);
    expect(await browseCount(dealer)).toBe(1);
    const browse = (await get(dealer, '/api/browseparts/')).json().data.parts;
    expect(browse.map((r: { partnum: string }) => r.partnum)).toEqual(['6I-2503']);
    expect((await get(nonMember, '/api/parts/1r0750')).json().data.count).toBe(0);
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
      'Part Number,Manufacturer,Condition,Description,Quantity,Price,Pictures,wholesale_price',
    );
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")",CAT,NEW,'=1+1,1,1000.00,,`);
    expect(lines).toContain(`'@SUM-1,JD,USED,"'-rebuilt, ""like new""",2,,,`);
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[=+\-@]|,[=+\-@]/);

    const before = (await partsOf(exporter)).parts;
    const back = await runImport(exporter, csv.body);
    expect(back).toMatchObject({ status: 'done', added: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect((await partsOf(exporter)).parts).toEqual(before);
  });

  it('stores awkward cells exactly across many staging batches, and refuses a file csv-parse cannot read', async () => {
    const bulk = await createTestUser(t, { memid: 'NC-350' });
    const awkward = [
      'back\\slash "quoted" {braces}, commas',
      'NULL',
      'accents: àéîõü, ½ inch',
      'line one\nline two',
      '',
    ];
    // 11,000 rows: three staging batches (5,000 rows each) written while the parse thread reads ahead.
    const rows = Array.from({ length: 11_000 }, (_, i) => {
      const description = awkward[i % awkward.length]!;
      return `BK-${String(i).padStart(5, '0')},CAT,NEW,"${description.replaceAll('"', '""')}",${i % 7},${i % 2 ? '' : '12.50'}`;
    });
    const done = await runImport(bulk, `PN,Make,Condition,Description,Qty,Price\n${rows.join('\n')}\n`);
    expect(done).toMatchObject({
      status: 'done',
      total: 11_000,
      processed: 11_000,
      added: 11_000,
      rejected: 0,
    });
    const stored = await queryRows<{
      partnum: string;
      description: string;
      quantity: number;
      price: number | null;
    }>(
      t.db,
      sql`select partnum as "partnum", description as "description", quantity as "quantity", price_cents as "price"
          from inventory_parts where company_id = ${bulk.companyId} and partnum in ('BK-00000', 'BK-00001', 'BK-00002', 'BK-05003', 'BK-10999')
          order by partnum`,
    );
    expect(stored).toEqual([
      { partnum: 'BK-00000', description: awkward[0], quantity: 0, price: 1250 },
      { partnum: 'BK-00001', description: 'NULL', quantity: 1, price: null },
      { partnum: 'BK-00002', description: awkward[2], quantity: 2, price: 1250 },
      // A line break inside a cell is kept as a space (the row check's rule).
      { partnum: 'BK-05003', description: 'line one line two', quantity: 5003 % 7, price: null },
      { partnum: 'BK-10999', description: '', quantity: 10999 % 7, price: null },
    ]);

    const broken =
      'PN,Make,Condition,Description,Qty,Price\nOK-1,CAT,NEW,fine,1,1\n"OPEN-2,CAT,NEW,never closed,1,1\n';
    const dry = await upload(bulk, broken, { dryRun: 'true' });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().message).toMatch(/^The file could not be read as CSV: /);
    const job = await runImport(bulk, broken);
    expect(job.status).toBe('failed');
    expect(job.failure).toMatch(/^The file could not be read as CSV: /);
    expect((await partsOf(bulk, '&q=OK')).count).toBe(0);
    expect((await partsOf(bulk)).count).toBe(11_000);
  });

  it('resumes an import whose server died mid-run, and fails cleanly after a second death', async () => {
    const resumer = await createTestUser(t, { memid: 'NC-400' });
    await addParts(t, resumer.companyId!, [{ partnum: 'OLD-0001', condition: 'NEW' }]);
    const rows = Array.from({ length: 30 }, (_, i) => `RS-${String(i).padStart(4, '0')},CAT,NEW,ROW,1,1`);
    const csv = `PN,Make,Condition,Description,Qty,Price\n${rows.join('\n')}\n`;

    /** Queues an import and leaves it as a server that died mid-staging would: claimed, half staged. */
    const dieMidImport = async (mode: string) => {
      const queued = importOf(await upload(resumer, csv, { mode }));
      await t.db.execute(sql`
        update jobs set status = 'running', attempts = attempts + 1, locked_by = 'dead-server', run_at = now() - interval '1 second'
        where kind = 'inventory-import' and (payload->>'importId')::int = ${queued.id}`);
      await t.db.execute(
        sql`update inventory_imports set status = 'running', processed = 12 where id = ${queued.id}`,
      );
      await t.db.execute(sql`
        insert into inventory_import_rows (import_id, row, partnum, partnum_norm, manufacturer_id, condition, description, quantity)
        select ${queued.id}, g, 'HALF-' || g, 'HALF' || g, (select id from manufacturers where abbrname = 'CAT'), 'NEW', 'HALF', 1
        from generate_series(2, 13) g`);
      return queued.id;
    };

    const id = await dieMidImport('replace');
    expect((await partsOf(resumer)).count).toBe(1);
    await t.app.ctx.jobs.drain();
    const resumed = importOf(await get(resumer, `/api/inventory/imports/${id}`));
    expect(resumed).toMatchObject({ status: 'done', processed: 30, added: 30, removed: 1 });
    const stock = await partsOf(resumer);
    expect(stock.count).toBe(30);
    expect(stock.parts.every((p) => p.partNumber.startsWith('RS-'))).toBe(true);

    // Dies again on its second run too: the third start gives up, stock unchanged.
    const id2 = await dieMidImport('replace');
    await t.db.execute(sql`update jobs set attempts = 2 where (payload->>'importId')::int = ${id2}`);
    await t.app.ctx.jobs.drain();
    const failed = importOf(await get(resumer, `/api/inventory/imports/${id2}`));
    expect(failed).toMatchObject({ status: 'failed', failure: M.interrupted });
    expect((await partsOf(resumer)).count).toBe(30);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from inventory_import_rows where import_id = ${id2}`,
    );
    expect(left!.n).toBe(0);
    // The page shows the latest import after a reload.
    expect((await get(resumer, '/api/inventory/imports/latest')).json().data.import).toMatchObject({
      id: id2,
      status: 'failed',
    });
  });

  it('reads makes as spreadsheets spell them, call and POA as no price, and refuses numbers search cannot find (issue 21, items 19 and 20)', async () => {
    const spelling = await createTestUser(t, { memid: 'NC-301' });
    const csv = [
      'Part Number,Manufacturer,Condition,Quantity,Price',
      'KM-0001,Komatsu Ltd,NEW,1,10',
      'CT-0001,Caterpillar Inc,NEW,1,call',
      'CT-0002,"caterpillar, inc.",USED,1,POA',
      'JD-0001,john-deere,NEW,1,',
      'LB-0001,LINK BELT,NEW,1,Call',
      'AC-0001,ACME TRACTORS,NEW,1,1',
      'AB,CAT,NEW,1,1',
      'A-1,CAT,NEW,1,1',
    ].join('\n');
    for (const dryRun of ['true', 'false']) {
      const res = await upload(spelling, csv, { dryRun });
      expect(res.statusCode, res.body).toBe(201);
      if (dryRun === 'false') await t.app.ctx.jobs.drain();
      const report = importOf(
        dryRun === 'true' ? res : await get(spelling, `/api/inventory/imports/${importOf(res).id}`),
      );
      expect(report).toMatchObject({ added: 5, rejected: 3 });
      expect(report.errors).toEqual([
        { row: 7, message: M.unknownManufacturer('ACME TRACTORS') },
        { row: 8, message: M.partNumberTooShort },
        { row: 9, message: M.partNumberTooShort },
      ]);
    }
    expect(M.partNumberTooShort).toBe(
      'Part number has fewer than 3 letters and digits, so no search could find it.',
    );
    const { parts } = await partsOf(spelling);
    expect(
      parts
        .map((p) => [p.partNumber, p.manufacturer, p.price])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['CT-0001', 'CAT', null],
      ['CT-0002', 'CAT', null],
      ['JD-0001', 'JD', null],
      ['KM-0001', 'KOMATSU', 1000],
      ['LB-0001', 'LINKBELT', null],
    ]);
  });
});
