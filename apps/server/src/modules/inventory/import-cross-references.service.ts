import { sql, type SQL } from 'drizzle-orm';
import { supersessionCycleMessage } from '@ironmatch/contracts/cross-reference-rules';
import {
  formatCrossReferenceCell,
  referenceEntry,
} from '@ironmatch/contracts/inventory-cross-reference-column';
import type { CrossReferenceKind } from '@ironmatch/contracts/cross-reference-rules';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import type { StagedCrossReferences } from './import-parse-thread';

/**
 * The import's cross-reference column (issue 29), apart from the rows' own staging: the good rows' entries
 * are staged beside them, rows closing a supersession cycle are rejected once the whole file is staged
 * (one batched check, never a query per row), and the rest become the company's own references when the
 * import is applied, in its transaction (so a dry run adds none).
 */

/**
 * What the import needs of the part matcher, which owns `cross_references` (part-matcher -> inventory,
 * so it is handed over on the app context, like the orders' cancel refunds).
 */
export interface ImportCrossReferences {
  /**
   * For each number of `origins`, the numbers of `targets` it leads to through the stored `supersedes`
   * references that apply to `companyId`'s stock (its own and the operators'), at any depth.
   */
  supersededReach(
    db: Db,
    companyId: number,
    origins: string[],
    targets: string[],
  ): Promise<Array<{ origin: string; reached: string }>>;
  /**
   * Adds the references `source` selects (`from_part_number`, `from_manufacturer_id`, `to_part_number`,
   * `to_manufacturer_id`, `kind`) as `companyId`'s own, in `tx`: those stored already stay, none doubled.
   * Answers how many were added.
   */
  addAll(tx: Db, companyId: number, source: SQL): Promise<number>;
}

export async function stageCrossReferences(
  db: Db,
  importId: number,
  refs: StagedCrossReferences | null,
): Promise<void> {
  if (!refs || refs.count === 0) return;
  await db.execute(sql`
    insert into inventory_import_cross_references (import_id, row, from_part_number, to_part_number, kind, to_any_make)
    select ${importId}, r, f, t, k, a
    from unnest(${refs.row}::int[], ${refs.from}::text[], ${refs.to}::text[], ${refs.kind}::text[],
      ${refs.toAnyMake}::boolean[]) as x(r, f, t, k, a)`);
}

export async function clearStagedCrossReferences(db: Db, importId: number): Promise<void> {
  await db.execute(sql`delete from inventory_import_cross_references where import_id = ${importId}`);
}

/** The staged entries of rows still staged (a rejected duplicate's entries never count). */
const liveEntries = (importId: number) => sql`inventory_import_cross_references s
  join inventory_import_rows r on r.import_id = s.import_id and r.row = s.row
  where s.import_id = ${importId}`;

/** The staged references as `ImportCrossReferences.addAll` reads them: the row's make on its side. */
export function stagedCrossReferencesSource(importId: number): SQL {
  return sql`select s.from_part_number, r.manufacturer_id as from_manufacturer_id, s.to_part_number,
      case when s.to_any_make then null else r.manufacturer_id end as to_manufacturer_id, s.kind
    from ${liveEntries(importId)}`;
}

/**
 * Rejects the staged rows whose `supersedes` entries close a cycle with the stored references that apply
 * to the company's stock or with the file's earlier good rows (a row's own entries count together).
 * One query reads the stored paths between the file's numbers; the rows are then checked in file order in
 * memory. Answers how many rows were rejected.
 */
export async function rejectCrossReferenceCycles(
  db: Db,
  importId: number,
  companyId: number,
  store: ImportCrossReferences,
): Promise<number> {
  const edges = await queryRows<{ row: number; from: string; to: string }>(
    db,
    sql`select s.row as "row", s.from_part_number as "from", s.to_part_number as "to" from ${liveEntries(importId)}
      and s.kind = 'supersedes' order by s.row`,
  );
  if (edges.length === 0) return 0;
  const next = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    let out = next.get(a);
    if (!out) next.set(a, (out = new Set()));
    out.add(b);
  };
  const origins = [...new Set(edges.map((e) => e.to))];
  const targets = [...new Set(edges.map((e) => e.from))];
  for (const { origin, reached } of await store.supersededReach(db, companyId, origins, targets))
    link(origin, reached);
  const leadsTo = (start: string, goal: string, extra: Array<{ from: string; to: string }>) => {
    const seen = new Set([start]);
    const stack = [start];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (n === goal) return true;
      const outs = [...(next.get(n) ?? []), ...extra.filter((e) => e.from === n).map((e) => e.to)];
      for (const m of outs) {
        if (seen.has(m)) continue;
        seen.add(m);
        stack.push(m);
      }
    }
    return false;
  };
  const rejected: Array<{ row: number; message: string }> = [];
  for (let i = 0; i < edges.length;) {
    const row = edges[i]!.row;
    const own: Array<{ from: string; to: string }> = [];
    let message: string | null = null;
    for (; i < edges.length && edges[i]!.row === row; i++) {
      const e = edges[i]!;
      if (message === null && leadsTo(e.to, e.from, own)) message = supersessionCycleMessage(e.from, e.to);
      own.push(e);
    }
    if (message !== null) rejected.push({ row, message });
    else for (const e of own) link(e.from, e.to);
  }
  if (rejected.length > 0) await rejectRows(db, importId, rejected);
  return rejected.length;
}

/** Moves rows from the staging to the import's errors, with their cells as the file had them. */
async function rejectRows(
  db: Db,
  importId: number,
  rejected: Array<{ row: number; message: string }>,
): Promise<void> {
  const rows = rejected.map((r) => r.row);
  const entries = await queryRows<{
    row: number;
    number: string;
    from: string;
    to: string;
    kind: CrossReferenceKind;
  }>(
    db,
    sql`select s.row as "row", r.partnum_norm as "number", s.from_part_number as "from", s.to_part_number as "to",
        s.kind as "kind"
      from ${liveEntries(importId)} and s.row = any(${sql.param(rows)}::int[])`,
  );
  const cells = new Map<number, string[]>();
  for (const e of entries) {
    const entry = referenceEntry(e.number, e);
    if (entry) cells.set(e.row, [...(cells.get(e.row) ?? []), entry]);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into inventory_import_errors (import_id, row, message, cells)
      select ${importId}, g.row, x.m,
        array[g.partnum, coalesce(mk.abbrname, ''), g.condition, g.description, g.quantity::text,
          coalesce((g.price_cents / 100)::text || '.' || lpad((g.price_cents % 100)::text, 2, '0'), ''),
          coalesce(array_to_string(g.pictures, '; '), ''), x.c]
      from unnest(${sql.param(rows)}::int[], ${sql.param(rejected.map((r) => r.message))}::text[],
        ${sql.param(rows.map((r) => formatCrossReferenceCell(cells.get(r) ?? [])))}::text[]) as x(r, m, c)
      join inventory_import_rows g on g.import_id = ${importId} and g.row = x.r
      left join manufacturers mk on mk.id = g.manufacturer_id`);
    await tx.execute(sql`delete from inventory_import_rows where import_id = ${importId}
      and row = any(${sql.param(rows)}::int[])`);
    await tx.execute(sql`delete from inventory_import_cross_references where import_id = ${importId}
      and row = any(${sql.param(rows)}::int[])`);
  });
}

/**
 * The export's cross-reference cells: for each part, the company's own references on its number (and
 * make, or any make) written as the import reads them. A display read of the part matcher's table.
 */
export async function crossReferenceCells(
  db: Db,
  companyId: number,
  parts: ReadonlyArray<{ id: number; partnum: string; manufacturerId: number }>,
): Promise<Map<number, string>> {
  const cells = new Map<number, string>();
  if (parts.length === 0) return cells;
  const side = (column: 'from' | 'to') => sql`
    select p.id as "id", p.norm as "number", x.from_part_number as "from", x.to_part_number as "to", x.kind as "kind"
    from unnest(${sql.param(parts.map((p) => p.id))}::int[], ${sql.param(parts.map((p) => normalizePartNumber(p.partnum)))}::text[],
      ${sql.param(parts.map((p) => p.manufacturerId))}::int[]) as p(id, norm, make)
    join cross_references x on x.${sql.raw(`${column}_part_number`)} = p.norm collate "C"
      and x.company_id = ${companyId}
      and (x.${sql.raw(`${column}_manufacturer_id`)} is null or x.${sql.raw(`${column}_manufacturer_id`)} = p.make)`;
  const rows = await queryRows<{
    id: number;
    number: string;
    from: string;
    to: string;
    kind: CrossReferenceKind;
  }>(db, sql`${side('from')} union ${side('to')}`);
  const entries = new Map<number, string[]>();
  for (const r of rows) {
    const entry = referenceEntry(r.number, r);
    if (entry) entries.set(r.id, [...(entries.get(r.id) ?? []), entry]);
  }
  for (const [id, list] of entries) cells.set(id, formatCrossReferenceCell(list));
  return cells;
}
