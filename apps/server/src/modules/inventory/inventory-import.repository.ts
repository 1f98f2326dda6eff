import { sql, type SQL } from 'drizzle-orm';
import {
  IMPORT_ERRORS_SHOWN,
  INVENTORY_MESSAGES as M,
  type ImportError,
  type ImportMapping,
  type ImportMode,
  type ImportStatus,
} from '@ironmatch/contracts/inventory';
import { queryRows, type Db } from '../../db/database';
import type { StagedColumns } from './import-parse-thread';

export interface ImportRecord {
  id: number;
  companyId: number;
  status: ImportStatus;
  mode: ImportMode;
  dryRun: boolean;
  fileName: string;
  fileKey: string | null;
  mapping: ImportMapping;
  total: number;
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  withWholesalePrice: number;
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface RejectedRow {
  row: number;
  message: string;
  cells: string[];
}

const IMPORT_COLUMNS = sql.raw(`id as "id", company_id as "companyId", status as "status", mode as "mode",
  dry_run as "dryRun", file_name as "fileName", file_key as "fileKey", mapping as "mapping", total as "total",
  processed as "processed", added as "added", updated as "updated", unchanged as "unchanged", removed as "removed",
  rejected as "rejected", with_wholesale_price as "withWholesalePrice", failure as "failure", created_at as "createdAt", finished_at as "finishedAt"`);

export async function insertImport(
  db: Db,
  row: {
    companyId: number;
    userId: number;
    status: ImportStatus;
    mode: ImportMode;
    dryRun: boolean;
    fileName: string;
    fileKey: string;
    mapping: ImportMapping;
    total: number;
  },
): Promise<number> {
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`insert into inventory_imports (company_id, user_id, status, mode, dry_run, file_name, file_key, mapping, total)
        values (${row.companyId}, ${row.userId}, ${row.status}, ${row.mode}, ${row.dryRun}, ${row.fileName},
          ${row.fileKey}, ${JSON.stringify(row.mapping)}::jsonb, ${row.total})
        returning id as "id"`,
  );
  return Number(created!.id);
}

export async function findImport(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ImportRecord | null> {
  const [row] = await queryRows<ImportRecord>(
    db,
    sql`select ${IMPORT_COLUMNS} from inventory_imports where id = ${id} ${options.lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** The company's latest real import (dry runs are only reports). */
export async function latestImport(db: Db, companyId: number): Promise<ImportRecord | null> {
  const [row] = await queryRows<ImportRecord>(
    db,
    sql`select ${IMPORT_COLUMNS} from inventory_imports where company_id = ${companyId} and not dry_run
        order by id desc limit 1`,
  );
  return row ?? null;
}

export async function firstErrors(db: Db, importId: number): Promise<ImportError[]> {
  return queryRows<ImportError>(
    db,
    sql`select row as "row", message as "message" from inventory_import_errors where import_id = ${importId}
        order by row limit ${IMPORT_ERRORS_SHOWN}`,
  );
}

export async function errorsAfter(
  db: Db,
  importId: number,
  afterRow: number,
  limit: number,
): Promise<RejectedRow[]> {
  return queryRows<RejectedRow>(
    db,
    sql`select row as "row", message as "message", cells as "cells" from inventory_import_errors
        where import_id = ${importId} and row > ${afterRow} order by row limit ${limit}`,
  );
}

/** Clears what an earlier, interrupted run of the import wrote, so it starts over from its file. */
export async function resetImport(db: Db, importId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from inventory_import_rows where import_id = ${importId}`);
    await tx.execute(sql`delete from inventory_import_errors where import_id = ${importId}`);
    await tx.execute(
      sql`update inventory_imports set status = 'running', processed = 0, rejected = 0, failure = null
          where id = ${importId}`,
    );
  });
}

/** One batch of checked rows and rejected rows, with the progress, in one commit. */
export async function stageBatch(
  db: Db,
  importId: number,
  rows: StagedColumns | null,
  rejected: RejectedRow[],
  progress: { processed: number; rejected: number; total: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (rows && rows.count > 0) {
      await tx.execute(sql`
        insert into inventory_import_rows (import_id, row, partnum, partnum_norm, manufacturer_id, condition,
          description, quantity, price_cents, wholesale_price_cents, pictures)
        select ${importId}, r, p, n, m, c, d, q, pr, wpr,
          case when pics is null then null when pics = '' then '{}'::text[] else string_to_array(pics, E'\n') end
        from unnest(
          ${rows.row}::int[],
          ${rows.partnum}::text[],
          ${rows.partnumNorm}::text[],
          ${rows.manufacturerId}::int[],
          ${rows.condition}::text[],
          ${rows.description}::text[],
          ${rows.quantity}::int[],
          ${rows.priceCents}::int[],
          ${rows.wholesalePriceCents}::int[],
          ${rows.pictures}::text[]
        ) as x(r, p, n, m, c, d, q, pr, wpr, pics)`);
    }
    if (rejected.length > 0) {
      await tx.execute(sql`
        insert into inventory_import_errors (import_id, row, message, cells)
        select ${importId}, r, m, case when c = '' then '{}'::text[] else string_to_array(c, E'\u001f') end
        from unnest(
          ${sql.param(rejected.map((r) => r.row))}::int[],
          ${sql.param(rejected.map((r) => r.message))}::text[],
          ${sql.param(rejected.map((r) => r.cells.join('\u001f')))}::text[]
        ) as x(r, m, c)`);
    }
    await tx.execute(sql`
      update inventory_imports set processed = ${progress.processed}, rejected = ${progress.rejected},
        total = ${progress.total} where id = ${importId}`);
  });
}

/**
 * A file that names one part (part number, make, condition) twice: the later row is used, the earlier
 * ones are rejected with the reason. Answers how many were rejected.
 */
export async function rejectDuplicates(db: Db, importId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    with ranked as (
      select row, max(row) over (partition by manufacturer_id, partnum_norm, condition) as last_row
      from inventory_import_rows where import_id = ${importId}
    ),
    gone as (
      delete from inventory_import_rows s using ranked
      where s.import_id = ${importId} and s.row = ranked.row and ranked.row < ranked.last_row
      returning s.*, ranked.last_row
    ),
    logged as (
      insert into inventory_import_errors (import_id, row, message, cells)
      select ${importId}, g.row, replace(${M.duplicateRow(0)}, 'Row 0', 'Row ' || g.last_row),
        array[g.partnum, coalesce(mk.abbrname, ''), g.condition, g.description, g.quantity::text,
          coalesce((g.price_cents / 100)::text || '.' || lpad((g.price_cents % 100)::text, 2, '0'), ''),
          coalesce(array_to_string(g.pictures, '; '), ''),
          coalesce((g.wholesale_price_cents / 100)::text || '.' || lpad((g.wholesale_price_cents % 100)::text, 2, '0'), '')]
      from gone g left join manufacturers mk on mk.id = g.manufacturer_id
      returning 1
    )
    select count(*)::int as "n" from logged`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The staged rows as the stock's `upsertFrom` reads them (one statement for the whole file).
 * `hasWholesale`: the file maps a wholesale price column (else each part keeps its own).
 */
export function stagedRowsSource(importId: number, hasWholesale: boolean): SQL {
  return sql`select partnum, partnum_norm as norm, manufacturer_id as make, condition as cond, description as descr,
      quantity as qty, price_cents as price, wholesale_price_cents as wholesale, ${hasWholesale}::boolean as has_wholesale,
      pictures as pic_list, row as idx
    from inventory_import_rows where import_id = ${importId}`;
}

/** Issue 25: counts the staged rows that carry a wholesale price, for the import's report. */
export async function countWholesaleRows(db: Db, importId: number): Promise<void> {
  await db.execute(sql`
    update inventory_imports set with_wholesale_price = (select count(*)::int from inventory_import_rows
      where import_id = ${importId} and wholesale_price_cents is not null)
    where id = ${importId}`);
}

export async function finishImport(
  db: Db,
  importId: number,
  outcome: {
    status: ImportStatus;
    counts?: { added: number; updated: number; unchanged: number; removed: number };
    failure?: string;
  },
): Promise<void> {
  const c = outcome.counts;
  await db.execute(sql`
    update inventory_imports set status = ${outcome.status}, failure = ${outcome.failure ?? null},
      ${c ? sql`added = ${c.added}, updated = ${c.updated}, unchanged = ${c.unchanged}, removed = ${c.removed},` : sql``}
      ${outcome.status === 'done' || outcome.status === 'validated' ? sql`processed = total,` : sql``}
      file_key = null, finished_at = clock_timestamp()
    where id = ${importId}`);
}

/**
 * Drops an ended import's staged rows. Called after the apply's commit rather than inside it, so the
 * one transaction that changes the stock (and holds the summary lock) is shorter by a 500,000-row delete.
 */
export async function clearStagedRows(db: Db, importId: number): Promise<void> {
  await db.execute(sql`delete from inventory_import_rows where import_id = ${importId}`);
}

export async function rememberedMapping(db: Db, companyId: number): Promise<ImportMapping | null> {
  const [row] = await queryRows<{ mapping: ImportMapping }>(
    db,
    sql`select mapping as "mapping" from inventory_import_mappings where company_id = ${companyId}`,
  );
  return row?.mapping ?? null;
}

export async function rememberMapping(db: Db, companyId: number, mapping: ImportMapping): Promise<void> {
  await db.execute(sql`
    insert into inventory_import_mappings (company_id, mapping) values (${companyId}, ${JSON.stringify(mapping)}::jsonb)
    on conflict (company_id) do update set mapping = excluded.mapping, updated_at = now()`);
}
