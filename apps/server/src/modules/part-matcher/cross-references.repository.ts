import { sql, type SQL } from 'drizzle-orm';
import type { CrossReference } from '@ironmatch/contracts/cross-references';
import type { CrossReferenceKind } from '@ironmatch/contracts/cross-reference-rules';
import { queryRows, type Db } from '../../db/database';
import { iso } from './part-search.repository';

/** A reference ready to store: normalised numbers, makes as ids (null = any make). */
export interface CrossReferenceInsert {
  fromPartNumber: string;
  fromManufacturerId: number | null;
  toPartNumber: string;
  toManufacturerId: number | null;
  kind: CrossReferenceKind;
  serialNote: string | null;
  /** Null: an operator's. */
  companyId: number | null;
}

const recordColumns = sql`x.id as "id", x.from_part_number as "fromPartNumber", fm.abbrname as "fromManufacturer",
  x.to_part_number as "toPartNumber", tm.abbrname as "toManufacturer", x.kind as "kind", x.serial_note as "serialNote",
  case when x.company_id is null then 'operator' else 'company' end as "source", x.company_id as "companyId",
  ${iso(sql`x.created_at`)} as "createdAt"`;
// The makes' abbreviations: display fields of the part matcher's own manufacturers table.
const recordJoins = sql`left join manufacturers fm on fm.id = x.from_manufacturer_id
  left join manufacturers tm on tm.id = x.to_manufacturer_id`;

export async function insertCrossReference(db: Db, r: CrossReferenceInsert): Promise<CrossReference | null> {
  const rows = await queryRows<CrossReference>(
    db,
    sql`with x as (
      insert into cross_references (from_part_number, from_manufacturer_id, to_part_number, to_manufacturer_id, kind,
        serial_note, company_id)
      values (${r.fromPartNumber}, ${r.fromManufacturerId}, ${r.toPartNumber}, ${r.toManufacturerId}, ${r.kind},
        ${r.serialNote}, ${r.companyId})
      on conflict on constraint cross_references_key do nothing
      returning *
    )
    select ${recordColumns} from x ${recordJoins}`,
  );
  return rows[0] ?? null;
}

/**
 * Whether the same reference is stored already for this source. An interchange is the same either way
 * round (A with B is B with A); the unique key catches the same orientation even under a race.
 */
export async function crossReferenceExists(db: Db, r: CrossReferenceInsert): Promise<boolean> {
  const same = (a: SQL, am: number | null, b: SQL, bm: number | null) =>
    sql`(x.from_part_number = ${a} and x.to_part_number = ${b}
      and x.from_manufacturer_id is not distinct from ${am} and x.to_manufacturer_id is not distinct from ${bm})`;
  const from = sql`${r.fromPartNumber}`;
  const to = sql`${r.toPartNumber}`;
  const reversed =
    r.kind === 'interchangeable'
      ? sql` or ${same(to, r.toManufacturerId, from, r.fromManufacturerId)}`
      : sql``;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as "one" from cross_references x
      where x.kind = ${r.kind} and x.company_id is not distinct from ${r.companyId}
        and (${same(from, r.fromManufacturerId, to, r.toManufacturerId)}${reversed})
      limit 1`,
  );
  return rows.length > 0;
}

/**
 * Whether `from` superseded by `to` would close a cycle: `from` is already reached from `to` through
 * `supersedes` references that apply to one company's stock together (the operators' alone, or the
 * operators' with one company's own). `companyId` null (an operator's new reference) checks every
 * company's, since it applies to all. Unlimited depth: UNION keeps each (number, company) once.
 */
export async function closesSupersessionCycle(
  db: Db,
  from: string,
  to: string,
  companyId: number | null,
): Promise<boolean> {
  const applies =
    companyId === null
      ? sql`(r.co is null or x.company_id is null or x.company_id = r.co)`
      : sql`(x.company_id is null or x.company_id = ${companyId})`;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`with recursive r(num, co) as (
        select ${to}::text collate "C", ${companyId}::int
        union
        select x.to_part_number, coalesce(r.co, x.company_id)
        from r join cross_references x on x.from_part_number = r.num and x.kind = 'supersedes' and ${applies}
      )
      select 1 as "one" from r where r.num = ${from} collate "C" limit 1`,
  );
  return rows.length > 0;
}

export interface CrossReferenceFilter {
  /** Null: the operators'; else one company's own. */
  companyId: number | null;
  partNumber?: string;
  kind?: CrossReferenceKind;
  page: number;
  limit: number;
}

export async function listCrossReferences(
  db: Db,
  f: CrossReferenceFilter,
): Promise<{ rows: CrossReference[]; count: number }> {
  const where = [sql`x.company_id is not distinct from ${f.companyId}`];
  if (f.partNumber)
    where.push(
      sql`(x.from_part_number = ${f.partNumber} collate "C" or x.to_part_number = ${f.partNumber} collate "C")`,
    );
  if (f.kind) where.push(sql`x.kind = ${f.kind}`);
  const cond = sql.join(where, sql` and `);
  const [rows, counted] = [
    await queryRows<CrossReference>(
      db,
      sql`select ${recordColumns} from cross_references x ${recordJoins} where ${cond}
        order by x.from_part_number, x.to_part_number, x.id
        limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
    ),
    await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as "count" from cross_references x where ${cond}`,
    ),
  ];
  return { rows, count: counted[0]?.count ?? 0 };
}

/** The company of a reference (null: an operator's), or undefined when there is none with that id. */
export async function crossReferenceOwner(db: Db, id: number): Promise<number | null | undefined> {
  const rows = await queryRows<{ companyId: number | null }>(
    db,
    sql`select company_id as "companyId" from cross_references where id = ${id}`,
  );
  return rows[0]?.companyId;
}

export async function deleteCrossReference(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from cross_references where id = ${id}`);
}

const LOCK_CLASS = 29_001;

/**
 * One writer of a source's references at a time, so two writers never each pass the cycle check with
 * the other's half of a cycle: an operator's load holds the operators' key (0) alone; a company's write
 * shares it and holds its own, since the operators' references apply to every company.
 */
export async function lockCrossReferenceWriters(tx: Db, companyId: number | null): Promise<void> {
  if (companyId === null) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, 0)`);
    return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_CLASS}, 0)`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${companyId})`);
}
