import { beforeAll, describe, expect, it } from 'vitest';
import type { CrossReference } from '@ironmatch/contracts/cross-references';
import { supersessionCycleMessage } from '@ironmatch/contracts/cross-reference-rules';
import { CROSS_REFERENCE_COLUMN_MESSAGES as X } from '@ironmatch/contracts/inventory-cross-reference-column';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { loadOperatorCrossReferences } from '../part-matcher/cross-reference-load.service';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { inventoryClient } from './inventory.fixtures';

describe('inventory import: the cross-reference column (issue 29)', async () => {
  const t = await createTestApp();
  const { upload, importOf, get, runImport } = inventoryClient(t);
  let dealer: TestUser;
  let buyer: TestUser;

  const references = async (who: TestUser) => {
    const res = await get(who, '/api/inventory/cross-references?limit=100');
    expect(res.statusCode).toBe(200);
    return (res.json().data.crossReferences as CrossReference[])
      .map(
        (r) =>
          `${r.fromPartNumber} ${r.fromManufacturer ?? '*'} ${r.kind} ${r.toPartNumber} ${r.toManufacturer ?? '*'}`,
      )
      .sort();
  };

  const FILE = [
    'Part Number,Manufacturer,Condition,XRef',
    'XR-100,CAT,NEW,replaces:XR-050; Interchangeable:JD-100 ;AFTERMARKET:af 100;', // 2: good, three entries
    'XR-200,CAT,NEW,replaced-by:XR-300', // 3: good
    'XR-300,CAT,NEW,Replaced-By:XR-200', // 4: cycle with line 3
    'XR-400,CAT,NEW,supersedes:XR-1;replaces', // 5: two unreadable entries
    'XR-500,CAT,NEW,replaces:xr 500', // 6: self-reference
    'OP-200,CAT,NEW,replaced-by:OP-100', // 7: cycle with the operators' OP-100 -> OP-200
    'ST-2,CAT,NEW,replaced-by:ST-1', // 8: cycle with the company's stored ST-1 -> ST-2
    'XR-600,CAT,USED,replaces:XR-100;interchangeable:JD-100', // 9: good
    'XR-700,CAT,NEW,replaces:XR-710;replaced-by:XR-710', // 10: cycle within the row
  ].join('\n');
  const ERRORS = [
    { row: 4, message: supersessionCycleMessage('XR300', 'XR200') },
    { row: 5, message: `${X.unreadable('supersedes:XR-1')} ${X.unreadable('replaces')}` },
    { row: 6, message: X.selfReference('replaces:xr 500') },
    { row: 7, message: supersessionCycleMessage('OP200', 'OP100') },
    { row: 8, message: supersessionCycleMessage('ST2', 'ST1') },
    { row: 10, message: supersessionCycleMessage('XR700', 'XR710') },
  ];
  const ADDED = [
    'ST1 CAT supersedes ST2 CAT',
    'XR050 CAT supersedes XR100 CAT',
    'XR100 CAT aftermarket AF100 *',
    'XR100 CAT interchangeable JD100 CAT',
    'XR100 CAT supersedes XR600 CAT',
    'XR200 CAT supersedes XR300 CAT',
    'XR600 CAT interchangeable JD100 CAT',
  ];

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'XC-100' });
    buyer = await createTestUser(t, { company: { name: 'Buyer Co' } });
    const loaded = await loadOperatorCrossReferences(
      t.db,
      'from_part_number,from_manufacturer,to_part_number,to_manufacturer,kind,serial_note\nOP-100,CAT,OP-200,CAT,supersedes,\n',
      { dryRun: false },
    );
    expect(loaded).toMatchObject({ added: 1 });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/cross-references',
      headers: dealer.headers,
      payload: {
        fromPartNumber: 'ST-1',
        fromManufacturer: 'CAT',
        toPartNumber: 'ST-2',
        toManufacturer: 'CAT',
        kind: 'supersedes',
      },
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it("rejects unreadable entries, self-references and cycles (stored, operators', earlier rows) whole, in the dry run and the import alike", async () => {
    const dry = await upload(dealer, FILE, { dryRun: 'true' });
    expect(dry.statusCode, dry.body).toBe(201);
    const report = importOf(dry);
    expect(report).toMatchObject({ status: 'validated', added: 3, rejected: 6 });
    expect(report.mapping.crossReferences).toBe('XRef');
    expect(report.errors).toEqual(ERRORS);
    expect(await references(dealer)).toEqual(['ST1 CAT supersedes ST2 CAT']);

    const done = await runImport(dealer, FILE);
    expect(done).toMatchObject({ status: 'done', added: 3, rejected: 6, errors: ERRORS });
    expect(await references(dealer)).toEqual(ADDED);
    // The errors file carries the row's cross-reference cell, so it can be fixed and sent again.
    const errorsCsv = await get(dealer, `/api/inventory/imports/${done.id}/errors.csv`);
    expect(errorsCsv.body).toContain('Cross References');
    expect(errorsCsv.body).toContain('replaced-by:XR200');
  });

  it("adds a good row's references to the stored ones, never twice; the export writes the column back and imports unchanged", async () => {
    const again = await runImport(dealer, FILE);
    expect(again).toMatchObject({ status: 'done', added: 0, unchanged: 3, rejected: 6 });
    expect(await references(dealer)).toEqual(ADDED);

    const csv = await get(dealer, '/api/inventory/export.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]!.endsWith(',Cross References')).toBe(true);
    expect(lines.find((l) => l.startsWith('XR-100,'))).toMatch(
      /,aftermarket:AF100; interchangeable:JD100; replaced-by:XR600; replaces:XR050$/,
    );
    expect(lines.find((l) => l.startsWith('XR-200,'))).toMatch(/,replaced-by:XR300$/);
    const back = await runImport(dealer, csv.body);
    expect(back).toMatchObject({ status: 'done', added: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(await references(dealer)).toEqual(ADDED);
  });

  it("lets a buyer's search of the old number find the dealer's part through an imported reference", async () => {
    const res = await get(buyer, '/api/parts/XR-050');
    expect(res.statusCode).toBe(200);
    const parts = res.json().data.parts as Array<{
      partNumber: string;
      matchKind: string;
      matchLabel: string;
    }>;
    expect(parts.map((p) => `${p.partNumber} ${p.matchKind} ${p.matchLabel}`)).toContain(
      'XR-100 superseded Replaces XR050',
    );
  });
});
