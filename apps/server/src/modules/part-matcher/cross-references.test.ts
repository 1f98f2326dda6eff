import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import type { GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import { runAdminCommand } from '../../admin-cli';
import { queryRows } from '../../db/database';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { loadOperatorCrossReferences, describeLoad } from './cross-reference-load.service';
import { addParts, seedMakes } from './part-matcher.fixtures';

const HEADER = 'from_part_number,from_manufacturer,to_part_number,to_manufacturer,kind,serial_note';

describe('part matcher: cross-references (issue 29)', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let dealerA: TestUser;
  let dealerB: TestUser;
  let other: TestUser;

  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const post = (url: string, who: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });
  const rows = async (number: string, who: TestUser = buyer): Promise<PartRow[]> => {
    const res = await get(`/api/parts/${number}`, who);
    expect(res.statusCode).toBe(200);
    return res.json().data.parts;
  };
  const view = (p: { partNumber: string; matchKind: string; matchLabel: string | null }) =>
    `${p.partNumber} ${p.matchKind} ${p.matchLabel ?? '-'}`;

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Buyer Grading' } });
    dealerA = await createTestUser(t, { company: { name: 'Alpha Iron', memid: 'XR1' }, memid: 'XR1' });
    dealerB = await createTestUser(t, { company: { name: 'Bravo Iron', memid: 'XR2' }, memid: 'XR2' });
    other = await createTestUser(t, { company: { name: 'Other Iron', memid: 'XR3' }, memid: 'XR3' });
    // A chain of 7 numbers, 6 references long: CH0001 -> CH0002 -> ... -> CH0007, each stocked by A.
    await addParts(
      t,
      dealerA.companyId!,
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({ partnum: `CH-000${n}`, description: `CHAIN PART ${n}` })),
    );
    await addParts(t, dealerA.companyId!, [
      { partnum: '1R-1807', description: 'FUEL FILTER (NEW NUMBER)' },
      { partnum: 'AT123456', make: 'JD', description: 'JD FILTER' },
      { partnum: 'AF-9000', description: 'AFTERMARKET FILTER' },
      { partnum: 'OWN-2000', description: 'A STOCKED UNDER ITS OWN NUMBER' },
    ]);
    await addParts(t, dealerB.companyId!, [
      { partnum: '1R-0716', description: 'FUEL FILTER (OLD NUMBER)' },
      { partnum: '1R-07161', description: 'LONGER NUMBER' },
      { partnum: 'OWN-2000', description: 'B STOCKED UNDER THE SAME NUMBER' },
    ]);
    const csv = [
      HEADER,
      ...[1, 2, 3, 4, 5, 6].map((n) => `CH-000${n},CAT,CH-000${n + 1},CAT,supersedes,`),
      '1R-0716,CAT,1R-1807,CAT,supersedes,S/N 2XJ1-UP',
      '1r0716,CAT,AT123456,JD,interchangeable,',
      '1R0716,CAT,AF-9000,,aftermarket,',
    ].join('\n');
    const loaded = await loadOperatorCrossReferences(t.db, csv, { dryRun: false });
    expect(loaded).toMatchObject({ rows: 9, added: 9, refused: [] });
  });

  describe('operators load a CSV from the command line', () => {
    it("refuses self-references, cycles (also with the file's earlier rows), bad kinds and makes, one sentence per row; a dry run changes nothing", async () => {
      const [{ count: before }] = (await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from cross_references`,
      )) as [{ count: number }];
      const csv = [
        HEADER,
        'LD-1,,ld 1,,supersedes,', // line 2: self-reference once normalised
        'CH0007,CAT,CH0001,CAT,supersedes,', // line 3: closes the stored chain's cycle
        'LD-2,,LD-3,,supersedes,', // line 4: fine
        'LD-3,,LD-2,,supersedes,', // line 5: closes a cycle with line 4
        'LD-4,,LD-5,,replaces,', // line 6: unknown kind
        'LD-4,XYZ,LD-5,,interchangeable,', // line 7: unknown make
        '1R0716,CAT,1R1807,CAT,supersedes,', // line 8: a double
        '',
        'LD-6,KOMATSU,LD-7,KOMATSU,interchangeable,S/N A1-UP', // line 10: fine
      ].join('\n');
      const dry = await loadOperatorCrossReferences(t.db, csv, { dryRun: true });
      expect(dry.refused).toEqual([
        'Line 2: A part number cannot be a cross-reference of itself.',
        'Line 3: CH0007 cannot be replaced by CH0001: CH0001 is already replaced by CH0007 through other references, so a number would replace itself.',
        'Line 5: LD3 cannot be replaced by LD2: LD2 is already replaced by LD3 through other references, so a number would replace itself.',
        "Line 6: The kind must be 'supersedes', 'interchangeable' or 'aftermarket'.",
        'Line 7: The manufacturer "XYZ" is not in the list.',
        'Line 8: This cross-reference already exists.',
      ]);
      expect(dry.added).toBe(2);
      expect(describeLoad(dry)).toMatch(
        /Dry run: 2 of 8 row\(s\) would be added, 6 refused\. Nothing was changed\.$/,
      );
      const [{ count: after }] = (await queryRows<{ count: number }>(
        t.db,
        sql`select count(*)::int as count from cross_references`,
      )) as [{ count: number }];
      expect(after).toBe(before);
    });

    it('runs as npm run admin -- load-cross-references <file> [--dry-run]', async () => {
      const { writeFile, mkdtemp } = await import('node:fs/promises');
      const { join } = await import('node:path');
      const { tmpdir } = await import('node:os');
      const dir = await mkdtemp(join(tmpdir(), 'xref-'));
      const file = join(dir, 'refs.csv');
      await writeFile(file, `${HEADER}\nCLI-1,,CLI-2,,supersedes,\nCLI-3,,CLI-3,,supersedes,\n`);
      expect(await runAdminCommand(t.db, ['load-cross-references', file, '--dry-run'])).toBe(
        'Line 3: A part number cannot be a cross-reference of itself.\nDry run: 1 of 2 row(s) would be added, 1 refused. Nothing was changed.',
      );
      expect(await runAdminCommand(t.db, ['load-cross-references', file])).toBe(
        'Line 3: A part number cannot be a cross-reference of itself.\n1 of 2 row(s) added, 1 refused.',
      );
      const list = await get('/api/cross-references?partNumber=cli-2', buyer);
      expect(list.json().data).toMatchObject({
        count: 1,
        crossReferences: [
          {
            fromPartNumber: 'CLI1',
            toPartNumber: 'CLI2',
            kind: 'supersedes',
            source: 'operator',
            companyId: null,
          },
        ],
      });
      await writeFile(file, 'part,other\nA,B\n');
      await expect(runAdminCommand(t.db, ['load-cross-references', file])).rejects.toThrow(
        "The file's first line must name the columns",
      );
    });
  });

  describe('search expansion', () => {
    it('follows supersession chains forward, transitively, at most 5 hops', async () => {
      const found = await rows('CH0001');
      expect(found.map(view)).toEqual([
        'CH-0001 exact -',
        'CH-0002 superseded Replaces CH0001',
        'CH-0003 superseded Replaces CH0001',
        'CH-0004 superseded Replaces CH0001',
        'CH-0005 superseded Replaces CH0001',
        'CH-0006 superseded Replaces CH0001',
      ]);
    });

    it('and backward: the numbers the searched one replaces', async () => {
      const found = await rows('CH-0007');
      expect(found.map(view)).toEqual([
        'CH-0007 exact -',
        'CH-0006 superseded Replaced by CH0007',
        'CH-0005 superseded Replaced by CH0007',
        'CH-0004 superseded Replaced by CH0007',
        'CH-0003 superseded Replaced by CH0007',
        'CH-0002 superseded Replaced by CH0007',
      ]);
      // From the middle, both ways at once.
      expect((await rows('CH0004')).map((p) => p.partNumber).sort()).toEqual(
        ['CH-0001', 'CH-0002', 'CH-0003', 'CH-0004', 'CH-0005', 'CH-0006', 'CH-0007'].sort(),
      );
    });

    it('orders exact, prefix, superseded, interchange; carries the serial note; interchanges work both ways', async () => {
      const found = await rows('1R-0716');
      expect(found.map(view)).toEqual([
        '1R-0716 exact -',
        '1R-07161 prefix -',
        '1R-1807 superseded Replaces 1R0716',
        'AF-9000 interchange Interchangeable with 1R0716',
        'AT123456 interchange Interchangeable with 1R0716',
      ]);
      expect(found.find((p) => p.partNumber === '1R-1807')!.crossReferenceNote).toBe('S/N 2XJ1-UP');
      expect(found[0]!.crossReferenceNote).toBeNull();
      expect((await rows('AT123456')).map(view)).toEqual([
        'AT123456 exact -',
        '1R-0716 interchange Interchangeable with AT123456',
      ]);
      expect((await rows('1R1807')).map(view)).toEqual([
        '1R-1807 exact -',
        '1R-0716 superseded Replaced by 1R1807',
      ]);
      // The multi search answers the same per group; saved rows (My Results) keep their kinds.
      const multi = await get('/api/parts?partNumbers=1R1807%0AAT123456', buyer);
      const groups = multi.json().data.groups as Array<{ partNumber: string; parts: PartRow[] }>;
      expect(groups.map((g) => g.parts.map(view))).toEqual([
        ['1R-1807 exact -', '1R-0716 superseded Replaced by 1R1807'],
        ['AT123456 exact -', '1R-0716 interchange Interchangeable with AT123456'],
      ]);
      const results = await get('/api/partResults?partNumber=1R1807', buyer);
      const saved = results.json().data.parts[0].PartSearchResults as PartRow[];
      expect(saved.map(view)).toEqual(['1R-1807 exact -', '1R-0716 superseded Replaced by 1R1807']);
    });

    it('masks the new rows for guests', async () => {
      const res = await get('/api/guestparts/1R1807');
      const parts = res.json().data.parts as GuestPartRow[];
      expect(parts.map(view)).toEqual(['1R-1807 exact -', '1R-0716 superseded Replaced by 1R1807']);
      for (const p of parts) {
        expect(p.price).toBeNull();
        expect(p.pictures).toEqual([]);
        expect(p.companyName).not.toBe('Bravo Iron');
      }
      expect(res.body).not.toContain('Bravo Iron');
    });

    it('emails a dealer found through a cross-reference, once per part, searching company and day', async () => {
      await t.app.ctx.jobs.drain();
      await t.db.delete(jobs);
      await t.db.execute(sql`delete from part_search_notices`);
      await get('/api/parts/CH0001', buyer);
      const mails = (await t.db.select().from(jobs)).map((j) => j.payload as QueuedMail);
      expect(mails.map((m) => m.to)).toEqual([dealerA.email]);
      await t.db.delete(jobs);
      await get('/api/parts/CH0001', buyer);
      expect(await t.db.select().from(jobs)).toEqual([]);
    });
  });

  describe("a dealer's own cross-references", () => {
    it('apply to searches of its own stock only, and stop at once when removed', async () => {
      // Both dealers stock OWN-2000; A says OWN-1000 is replaced by it.
      const res = await post('/api/inventory/cross-references', dealerA, {
        fromPartNumber: 'own-1000',
        fromManufacturer: 'CAT',
        toPartNumber: 'OWN 2000',
        toManufacturer: 'CAT',
        kind: 'Supersedes',
        serialNote: 'S/N 5KW1-UP',
      });
      expect(res.statusCode).toBe(201);
      const ref = res.json().data.crossReference;
      expect(ref).toMatchObject({
        fromPartNumber: 'OWN1000',
        fromManufacturer: 'CAT',
        toPartNumber: 'OWN2000',
        toManufacturer: 'CAT',
        kind: 'supersedes',
        serialNote: 'S/N 5KW1-UP',
        source: 'company',
        companyId: dealerA.companyId,
      });
      const found = await rows('OWN1000');
      expect(found.map((p) => [p.companyName, p.matchLabel])).toEqual([['Alpha Iron', 'Replaces OWN1000']]);

      // Listed for A, not for B, nor among the operators'.
      const mine = await get('/api/inventory/cross-references?partNumber=OWN2000', dealerA);
      expect(mine.json().data).toMatchObject({ count: 1, page: 1, limit: 25 });
      expect((await get('/api/inventory/cross-references', dealerB)).json().data.count).toBe(0);
      expect((await get('/api/cross-references?partNumber=OWN2000', buyer)).json().data.count).toBe(0);

      // Another company's: 404; a buyer without membership: 403.
      const foreign = await t.app.inject({
        method: 'DELETE',
        url: `/api/inventory/cross-references/${ref.id}`,
        headers: dealerB.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await get('/api/inventory/cross-references', buyer)).json().message).toBe(
        'You must be a NetCom user to have access to this page.',
      );
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/inventory/cross-references/${ref.id}`,
        headers: dealerA.headers,
      });
      expect(removed.json()).toMatchObject({ status: 200, data: { id: ref.id } });
      expect(await rows('OWN1000')).toEqual([]);
    });

    it("refuse self-references, cycles with the operators' references, bad kinds and makes (400) and doubles (409)", async () => {
      const add = (body: object) => post('/api/inventory/cross-references', other, body);
      const self = await add({ fromPartNumber: '9X-1', toPartNumber: '9x1', kind: 'interchangeable' });
      expect(self.statusCode).toBe(400);
      expect(self.json().errors).toEqual(['A part number cannot be a cross-reference of itself.']);
      const cycle = await add({ fromPartNumber: 'CH0006', toPartNumber: 'CH0002', kind: 'supersedes' });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toBe(
        'CH0006 cannot be replaced by CH0002: CH0002 is already replaced by CH0006 through other references, so a number would replace itself.',
      );
      const bad = await add({ fromPartNumber: '', toPartNumber: 'X1', kind: 'nope', toManufacturer: 'ZZZ' });
      expect(bad.statusCode).toBe(400);
      const first = await add({ fromPartNumber: 'DUP-1', toPartNumber: 'DUP-2', kind: 'interchangeable' });
      expect(first.statusCode).toBe(201);
      const again = await add({ fromPartNumber: 'dup2', toPartNumber: 'dup1', kind: 'interchangeable' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This cross-reference already exists.');
      // Another company may hold the same one: it is its own.
      expect(
        (
          await post('/api/inventory/cross-references', dealerB, {
            fromPartNumber: 'DUP-1',
            toPartNumber: 'DUP-2',
            kind: 'interchangeable',
          })
        ).statusCode,
      ).toBe(201);
      // A company's own chain can close a cycle of its own only: refused for it.
      expect(
        (await add({ fromPartNumber: 'OC-1', toPartNumber: 'OC-2', kind: 'supersedes' })).statusCode,
      ).toBe(201);
      expect(
        (await add({ fromPartNumber: 'OC-2', toPartNumber: 'OC-1', kind: 'supersedes' })).statusCode,
      ).toBe(400);
      expect(
        (
          await post('/api/inventory/cross-references', dealerB, {
            fromPartNumber: 'OC-2',
            toPartNumber: 'OC-1',
            kind: 'supersedes',
          })
        ).statusCode,
      ).toBe(201);
    });
  });
});
