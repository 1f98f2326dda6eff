import { sql } from 'drizzle-orm';
import { BROWSE_MIN_PART_NUMBER_LENGTH, normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import type { NewStockPart } from './stock-part';

/**
 * Dealers' stock (`inventory_parts`) in bulk, and the browse summary (`browse_summary`,
 * `browse_counts`) kept in step with it. Everything that adds, changes or removes stock goes through
 * here or `stock.service.ts`, so the summary (its dense page positions and counts) is never stale.
 */

interface SummaryKey {
  manufacturerId: number;
  partnumNorm: string;
}

const INSERT_CHUNK = 2000;
// Serialises summary maintenance: positions are renumbered as a whole.
const SUMMARY_LOCK = sql`select pg_advisory_xact_lock(482613)`;

/** Inserts parts (multi-row, chunked) and refreshes the browse summary for what they touch. */
export async function addInventoryParts(db: Db, parts: NewStockPart[]): Promise<number[]> {
  if (parts.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < parts.length; i += INSERT_CHUNK) {
      ids.push(...(await insertPartsChunk(tx, parts.slice(i, i + INSERT_CHUNK))));
    }
    await refreshBrowseSummary(
      tx,
      parts.map((p) => ({ manufacturerId: p.manufacturerId, partnumNorm: normalizePartNumber(p.partnum) })),
    );
    return ids;
  });
}

/**
 * Removes a company's parts by id and refreshes the summary (saved search results keep their copy of
 * the part). Answers how many were removed.
 */
export async function removeInventoryParts(db: Db, companyId: number, partIds: number[]): Promise<number> {
  if (partIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ id: number; manufacturerId: number; partnumNorm: string }>(
      tx,
      sql`delete from inventory_parts where company_id = ${companyId} and id = any(${sql.param(partIds)}::int[])
          returning id as "id", manufacturer_id as "manufacturerId", partnum_norm as "partnumNorm"`,
    );
    await refreshBrowseSummary(tx, removed);
    return removed.length;
  });
}

/**
 * Bulk insert through unnest arrays: one statement and 8 parameters per chunk, whatever its size
 * (a VALUES list would need 8 per row). Pictures travel as one newline-joined string per row.
 */
export async function insertPartsChunk(db: Db, parts: NewStockPart[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into inventory_parts (company_id, partnum, partnum_norm, manufacturer_id, condition, description, quantity, price_cents, pictures)
      select c, p, n, m, cond, d, q, pr, case when pics = '' then '{}'::text[] else string_to_array(pics, E'\n') end
      from unnest(
        ${sql.param(parts.map((p) => p.companyId))}::int[],
        ${sql.param(parts.map((p) => p.partnum))}::text[],
        ${sql.param(parts.map((p) => normalizePartNumber(p.partnum)))}::text[],
        ${sql.param(parts.map((p) => p.manufacturerId))}::int[],
        ${sql.param(parts.map((p) => p.condition))}::text[],
        ${sql.param(parts.map((p) => p.description))}::text[],
        ${sql.param(parts.map((p) => p.quantity))}::int[],
        ${sql.param(parts.map((p) => p.priceCents))}::int[],
        ${sql.param(parts.map((p) => p.pictures.join('\n')))}::text[]
      ) as x(c, p, n, m, cond, d, q, pr, pics)
      returning id`,
  );
  return rows.map((r) => Number(r.id));
}

const AGGREGATE_COLUMNS = sql.raw(`
  ip.manufacturer_id, ip.partnum_norm, min(ip.partnum),
  string_agg(distinct ip.condition, ', ' order by ip.condition),
  min(ip.price_cents) filter (where ip.price_cents > 0),
  max(ip.price_cents) filter (where ip.price_cents > 0),
  bool_or(ip.price_cents is null or ip.price_cents <= 0),
  coalesce(sum(cardinality(ip.pictures)), 0)::int,
  count(*)::int`);

const SUMMARY_COLUMNS =
  sql.raw(`(manufacturer_id, partnum_norm, partnum, conditions, min_price_cents, max_price_cents,
  has_no_price, picture_count, part_count, position_all, position_in_make)`);

/** Recomputes the whole summary, its positions and counts: after bulk loads. */
export async function rebuildBrowseSummary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(SUMMARY_LOCK);
    await tx.execute(sql`delete from browse_summary`);
    // The grouping already sorts by (make, number), so the per-make numbering needs no sort of its own;
    // only the overall numbering sorts again (two sorts of the summary rather than three).
    await tx.execute(sql`
      insert into browse_summary (manufacturer_id, partnum_norm, partnum, conditions, min_price_cents,
        max_price_cents, has_no_price, picture_count, part_count, position_in_make, position_all)
      select g.*, row_number() over (order by g.partnum_norm, g.manufacturer_id)
      from (
        select ${AGGREGATE_COLUMNS},
          row_number() over (partition by ip.manufacturer_id order by ip.partnum_norm) as position_in_make
        from inventory_parts ip
        where length(ip.partnum_norm) >= ${BROWSE_MIN_PART_NUMBER_LENGTH}
        group by ip.manufacturer_id, ip.partnum_norm
      ) g`);
    await recount(tx);
  });
}

/**
 * Refreshes the summary rows of the given (make, part number) keys. Positions stay put when no key
 * appears or disappears (a price or quantity change); otherwise the listing is renumbered once.
 */
export async function refreshBrowseSummary(db: Db, keys: SummaryKey[]): Promise<void> {
  const unique = new Map<string, SummaryKey>();
  for (const k of keys) {
    if (k.partnumNorm.length >= BROWSE_MIN_PART_NUMBER_LENGTH)
      unique.set(`${k.manufacturerId}:${k.partnumNorm}`, k);
  }
  if (unique.size === 0) return;
  const list = [...unique.values()];
  const makes = sql.param(list.map((k) => k.manufacturerId));
  const numbers = sql.param(list.map((k) => k.partnumNorm));
  await db.transaction(async (tx) => {
    await tx.execute(SUMMARY_LOCK);
    const old = await queryRows<{
      manufacturerId: number;
      partnumNorm: string;
      positionAll: number;
      positionInMake: number;
    }>(
      tx,
      sql`delete from browse_summary b
          using unnest(${makes}::int[], ${numbers}::text[]) as k(m, p)
          where b.manufacturer_id = k.m and b.partnum_norm = k.p collate "C"
          returning b.manufacturer_id as "manufacturerId", b.partnum_norm as "partnumNorm",
            b.position_all as "positionAll", b.position_in_make as "positionInMake"`,
    );
    const added = await queryRows<{ manufacturerId: number; partnumNorm: string }>(
      tx,
      sql`insert into browse_summary ${SUMMARY_COLUMNS}
          select ${AGGREGATE_COLUMNS}, 0, 0
          from inventory_parts ip
          join unnest(${makes}::int[], ${numbers}::text[]) as k(m, p)
            on ip.manufacturer_id = k.m and ip.partnum_norm = k.p collate "C"
          group by ip.manufacturer_id, ip.partnum_norm
          returning manufacturer_id as "manufacturerId", partnum_norm as "partnumNorm"`,
    );
    const oldByKey = new Map(old.map((o) => [`${o.manufacturerId}:${o.partnumNorm}`, o]));
    const sameKeys =
      old.length === added.length && added.every((a) => oldByKey.has(`${a.manufacturerId}:${a.partnumNorm}`));
    if (sameKeys) {
      // Only the figures changed: put the old positions back.
      await tx.execute(sql`
        update browse_summary b set position_all = o.pa, position_in_make = o.pm
        from unnest(${sql.param(old.map((o) => o.manufacturerId))}::int[], ${sql.param(old.map((o) => o.partnumNorm))}::text[],
          ${sql.param(old.map((o) => o.positionAll))}::int[], ${sql.param(old.map((o) => o.positionInMake))}::int[]) as o(m, p, pa, pm)
        where b.manufacturer_id = o.m and b.partnum_norm = o.p collate "C"`);
      return;
    }
    await tx.execute(sql`
      update browse_summary b set position_all = r.pa, position_in_make = r.pm
      from (
        select manufacturer_id, partnum_norm,
          row_number() over (order by partnum_norm, manufacturer_id) as pa,
          row_number() over (partition by manufacturer_id order by partnum_norm) as pm
        from browse_summary
      ) r
      where b.manufacturer_id = r.manufacturer_id and b.partnum_norm = r.partnum_norm
        and (b.position_all <> r.pa or b.position_in_make <> r.pm)`);
    await recount(tx);
  });
}

async function recount(tx: Db): Promise<void> {
  await tx.execute(sql`delete from browse_counts`);
  await tx.execute(sql`
    insert into browse_counts (manufacturer_id, count)
    select manufacturer_id, count(*)::int from browse_summary group by manufacturer_id
    union all
    select 0, count(*)::int from browse_summary`);
}
