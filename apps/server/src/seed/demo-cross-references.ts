import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../db/database';
import type { CrossReferenceKind } from '@ironmatch/contracts/cross-reference-rules';
import { insertOperatorCrossReferences } from '../modules/part-matcher/cross-references.service';

/** Chains and interchanges the seed generates among the demo parts (issue 29). */
export const DEMO_SUPERSESSION_CHAINS = 200;
export const DEMO_INTERCHANGES = 300;

/**
 * The demo's named references: an old CAT oil filter number (1R-0739, then 1R-0716) leads to the
 * stocked 1R-1808, which Donaldson sells as P551808; JD's AT123456 pump has an aftermarket number.
 */
const FEATURED: Array<[string, string | null, string, string | null, CrossReferenceKind, string | null]> = [
  ['1R-0739', 'CAT', '1R-0716', 'CAT', 'supersedes', null],
  ['1R-0716', 'CAT', '1R-1808', 'CAT', 'supersedes', 'S/N 2XJ1-UP'],
  ['1R-1808', 'CAT', 'P551808', null, 'aftermarket', null],
  ['6I-2503', 'CAT', '6I2503AM', null, 'aftermarket', null],
  ['AT123456', 'JD', 'AT123456R', 'JD', 'interchangeable', 'Rebuilt exchange'],
];

/**
 * The operators' demo cross-references: the named ones, then 200 supersession chains (two references
 * each: old -> middle -> new) and 300 interchanges, each among stocked demo numbers used once, so a
 * search for an old number finds the new one on first start. Idempotent.
 */
export async function seedDemoCrossReferences(db: Db, log: (line: string) => void = () => undefined) {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as "n" from cross_references where company_id is null`,
  )) as [{ n: number }];
  if (n > 0) return;
  const makes = new Map(
    (await queryRows<{ id: number; abbrname: string }>(db, sql`select id, abbrname from manufacturers`)).map(
      (m) => [m.abbrname, m.id],
    ),
  );
  const featured = FEATURED.map(([from, fromMake, to, toMake, kind, note]) => ({
    fromPartNumber: normalizePartNumber(from),
    fromManufacturerId: fromMake ? makes.get(fromMake)! : null,
    toPartNumber: normalizePartNumber(to),
    toManufacturerId: toMake ? makes.get(toMake)! : null,
    kind,
    serialNote: note,
  }));
  const taken = featured.flatMap((f) => [f.fromPartNumber, f.toPartNumber]);
  const needed = DEMO_SUPERSESSION_CHAINS * 3 + DEMO_INTERCHANGES * 2;
  // Numbers of one make each, spread over the stock in a fixed shuffled order, never a featured one.
  const stock = await queryRows<{ num: string; make: number }>(
    db,
    sql`select partnum_norm as "num", min(manufacturer_id) as "make"
      from inventory_parts where length(partnum_norm) >= 6 and partnum_norm <> all(${sql.param(taken)}::text[])
      group by partnum_norm having count(distinct manufacturer_id) = 1
      order by md5(partnum_norm) limit ${needed}`,
  );
  if (stock.length < needed) {
    await insertOperatorCrossReferences(db, featured);
    log(`seeded ${featured.length} demo cross-references (too little stock for the generated ones)`);
    return;
  }
  const rows = [...featured];
  for (let i = 0; i < DEMO_SUPERSESSION_CHAINS; i++) {
    const [a, b, c] = [stock[i * 3]!, stock[i * 3 + 1]!, stock[i * 3 + 2]!];
    const ref = (x: typeof a, y: typeof a) => ({
      fromPartNumber: x.num,
      fromManufacturerId: x.make,
      toPartNumber: y.num,
      toManufacturerId: y.make,
      kind: 'supersedes' as const,
      serialNote: i % 5 === 0 ? `S/N ${String.fromCharCode(65 + (i % 26))}${(i % 9) + 1}X1-UP` : null,
    });
    rows.push(ref(a, b), ref(b, c));
  }
  const base = DEMO_SUPERSESSION_CHAINS * 3;
  for (let i = 0; i < DEMO_INTERCHANGES; i++) {
    const [a, b] = [stock[base + i * 2]!, stock[base + i * 2 + 1]!];
    rows.push({
      fromPartNumber: a.num,
      fromManufacturerId: a.make,
      toPartNumber: b.num,
      toManufacturerId: b.make,
      kind: 'interchangeable',
      serialNote: null,
    });
  }
  await insertOperatorCrossReferences(db, rows);
  log(
    `seeded ${rows.length} demo cross-references (${DEMO_SUPERSESSION_CHAINS} supersession chains, ${DEMO_INTERCHANGES} interchanges)`,
  );
}
