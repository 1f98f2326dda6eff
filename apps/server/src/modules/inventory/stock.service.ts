import { sql, type SQL } from 'drizzle-orm';
import { type Manufacturer } from '@ironmatch/contracts/part-matcher';
import {
  BROWSE_MIN_PART_NUMBER_LENGTH,
  normalizePartNumber,
  partNumberPrefixBounds,
  type Condition,
} from '@ironmatch/contracts/part-matcher-rules';
import { makeNameResolver } from '@ironmatch/contracts/inventory';
import { queryRows, type Db } from '../../db/database';
import { createManufacturerCatalog } from './manufacturer-catalog.service';
import { insertPartsChunk, rebuildBrowseSummary, refreshBrowseSummary } from './stock-bulk.service';
import { STOCK_PART_COLUMNS, type StockPart, type StockPartFields } from './stock-part';

/**
 * A dealer's own stock, as the inventory manager changes it (issue 16). Every write to
 * `inventory_parts` from outside the part matcher comes through here, so the browse summary, its
 * positions and counts change in the same transaction as the parts.
 */

export interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** Above this many touched (make, part number) keys, the summary is rebuilt whole rather than patched. */
const REBUILD_ABOVE_KEYS = 20_000;

/**
 * A bulk change of one company's stock inside the caller's transaction: upserts in chunks, optionally
 * removes what was not in the file, then `finish()` brings the browse summary up to date once.
 */
export function beginStockBatch(tx: Db, companyId: number, options: { removesAbsent?: boolean } = {}) {
  // Only "replace my stock" needs the ids the batch kept: a 500,000-id array is not fetched otherwise.
  const removesAbsent = options.removesAbsent ?? true;
  const keptIds: number[] = [];
  let keys: Map<string, { manufacturerId: number; partnumNorm: string }> | null = new Map();
  const touch = (manufacturerId: number, partnumNorm: string) => {
    if (!keys || partnumNorm.length < BROWSE_MIN_PART_NUMBER_LENGTH) return;
    keys.set(`${manufacturerId}:${partnumNorm}`, { manufacturerId, partnumNorm });
    // Past this size a rebuild is cheaper than patching: stop remembering keys.
    if (keys.size > REBUILD_ABOVE_KEYS) keys = null;
  };

  let sortsInMemory = false;
  // A large batch sorts its rows (and a rebuild every part): in memory rather than in temporary files.
  const bigSorts = async () => {
    if (sortsInMemory) return;
    sortsInMemory = true;
    await tx.execute(sql`set local work_mem = '256MB'`);
  };

  async function upsertFrom(source: SQL): Promise<UpsertCounts> {
    await bigSorts();
    const [r] = await queryRows<{
      updated: number;
      unchanged: number;
      added: number;
      ids: number[] | null;
      changedKeys: string[] | null;
    }>(
      tx,
      sql`
      with ip as materialized (${source}),
      m as materialized (
        select p.id, ip.*,
          (p.partnum is distinct from ip.partnum or p.description is distinct from ip.descr
            or p.quantity is distinct from ip.qty or p.price_cents is distinct from ip.price
            or (ip.pic_list is not null and p.pictures is distinct from ip.pic_list)
            or (ip.has_wholesale and p.wholesale_price_cents is distinct from ip.wholesale)) as changed
        from ip join inventory_parts p
          on p.partnum_norm = ip.norm collate "C" and p.company_id = ${companyId}
          and p.manufacturer_id = ip.make and p.condition = ip.cond
      ),
      u as (
        update inventory_parts p set partnum = m.partnum, description = m.descr, quantity = m.qty,
          price_cents = m.price, pictures = coalesce(m.pic_list, p.pictures),
          wholesale_price_cents = case when m.has_wholesale then m.wholesale else p.wholesale_price_cents end,
          updated_at = now()
        from m where p.id = m.id and m.changed
        returning p.id
      ),
      ins as materialized (
        insert into inventory_parts (company_id, partnum, partnum_norm, manufacturer_id, condition, description,
          quantity, price_cents, wholesale_price_cents, pictures)
        select ${companyId}, ip.partnum, ip.norm, ip.make, ip.cond, ip.descr, ip.qty, ip.price,
          case when ip.has_wholesale then ip.wholesale end, coalesce(ip.pic_list, '{}'::text[])
        from ip where not exists (select 1 from m where m.idx = ip.idx)
        order by ip.idx
        returning id, manufacturer_id, partnum_norm
      ),
      counts as materialized (
        select (select count(distinct idx) from m where changed)::int as updated,
          (select count(distinct idx) from m)::int as matched,
          (select count(*) from ins)::int as added
      )
      select c.updated as "updated", c.matched - c.updated as "unchanged", c.added as "added",
        case when ${removesAbsent}::boolean then array(select id from m union all select id from ins) end as "ids",
        -- Keys are never more than the changed rows: past the limit, skip collecting them (a rebuild follows).
        case when c.updated + c.added <= ${REBUILD_ABOVE_KEYS} then array(
          select make || ':' || norm from m where changed
          union select manufacturer_id || ':' || partnum_norm from ins) end as "changedKeys"
      from counts c`,
    );
    for (const id of r!.ids ?? []) keptIds.push(Number(id));
    if (r!.changedKeys === null) keys = null;
    else
      for (const key of r!.changedKeys) {
        const colon = key.indexOf(':');
        touch(Number(key.slice(0, colon)), key.slice(colon + 1));
      }
    return { added: r!.added, updated: r!.updated, unchanged: r!.unchanged };
  }

  return {
    /**
     * Upserts rows by (normalised part number, make, condition): a row equal to the stored part is
     * unchanged, a different one updates it, a new key adds a part. Rows must have distinct keys.
     */
    upsert(rows: readonly StockPartFields[]): Promise<UpsertCounts> {
      if (rows.length === 0) return Promise.resolve({ added: 0, updated: 0, unchanged: 0 });
      return upsertFrom(sql`
        select x.*, case when x.pics is null then null when x.pics = '' then '{}'::text[]
          else string_to_array(x.pics, E'\n') end as pic_list
        from unnest(
          ${sql.param(rows.map((r) => r.partnum))}::text[],
          ${sql.param(rows.map((r) => normalizePartNumber(r.partnum)))}::text[],
          ${sql.param(rows.map((r) => r.manufacturerId))}::int[],
          ${sql.param(rows.map((r) => r.condition))}::text[],
          ${sql.param(rows.map((r) => r.description))}::text[],
          ${sql.param(rows.map((r) => r.quantity))}::int[],
          ${sql.param(rows.map((r) => r.priceCents))}::int[],
          ${sql.param(rows.map((r) => (r.pictures ? r.pictures.join('\n') : null)))}::text[],
          ${sql.param(rows.map((r) => r.wholesalePriceCents ?? null))}::int[],
          ${sql.param(rows.map((r) => r.wholesalePriceCents !== undefined))}::boolean[]
        ) with ordinality as x(partnum, norm, make, cond, descr, qty, price, pics, wholesale, has_wholesale, idx)`);
    },

    /**
     * The same upsert from a query, in one statement however many rows it yields (a staged import).
     * `source` selects `partnum, norm, make, cond, descr, qty, price, pic_list` (text[], null to keep the
     * pictures), `wholesale` and `has_wholesale` (false keeps the part's wholesale price) and a distinct `idx` per row; `norm` must be `normalizePartNumber(partnum)`.
     */
    upsertFrom,
    /** "Replace my stock": removes the company's parts that no upsert of this batch named. */
    async removeAbsent(): Promise<number> {
      if (!removesAbsent) throw new Error('This stock batch was begun without removesAbsent.');
      const removed = await queryRows<{ manufacturerId: number; partnumNorm: string }>(
        tx,
        sql`delete from inventory_parts p
            where p.company_id = ${companyId}
              and not exists (select 1 from unnest(${sql.param(keptIds)}::int[]) k(id) where k.id = p.id)
            returning p.manufacturer_id as "manufacturerId", p.partnum_norm as "partnumNorm"`,
      );
      for (const r of removed) touch(r.manufacturerId, r.partnumNorm);
      return removed.length;
    },

    /** Brings the browse summary and its counts up to date with everything this batch changed. */
    async finish(): Promise<void> {
      if (keys === null) {
        await bigSorts();
        await rebuildBrowseSummary(tx);
      } else await refreshBrowseSummary(tx, [...keys.values()]);
    },
  };
}

/**
 * The record-level check of a single-part change, run first in its transaction: the access module's
 * `inventory-part` kind (it throws 404 for a part that is not the caller's and locks the part's row).
 */
export type OwnedCheck = (tx: Db) => Promise<unknown>;

/** Single-part reads and writes of a company's stock, each keeping the summary right. */
export function createStockService(deps: { db: Db }) {
  const { db } = deps;
  const catalog = createManufacturerCatalog(db);

  async function findByKey(
    tx: Db,
    companyId: number,
    row: Pick<StockPartFields, 'partnum' | 'manufacturerId' | 'condition'>,
  ): Promise<number | null> {
    const [hit] = await queryRows<{ id: number }>(
      tx,
      sql`select id as "id" from inventory_parts where partnum_norm = ${normalizePartNumber(row.partnum)} collate "C"
          and company_id = ${companyId} and manufacturer_id = ${row.manufacturerId} and condition = ${row.condition}
          limit 1`,
    );
    return hit ? Number(hit.id) : null;
  }

  async function get(tx: Db, id: number): Promise<StockPart> {
    const [part] = await queryRows<StockPart>(
      tx,
      sql`select ${STOCK_PART_COLUMNS} from inventory_parts p where p.id = ${id}`,
    );
    return part!;
  }

  return {
    catalog,

    /** Every make, and a resolver of an abbreviation, a full name or an id (any case). */
    async makeResolver(): Promise<{ makes: Manufacturer[]; resolve: (value: string) => number | undefined }> {
      const makes = await catalog.list();
      return { makes, resolve: makeNameResolver(makes) };
    },

    /** A page of the company's parts, filtered by part number prefix, make and condition. */
    async list(
      companyId: number,
      filter: { prefix?: string; manufacturerId?: number; condition?: Condition },
      page: number,
      limit: number,
    ): Promise<{ parts: StockPart[]; count: number }> {
      const where: SQL[] = [sql`p.company_id = ${companyId}`];
      if (filter.prefix && normalizePartNumber(filter.prefix) !== '') {
        const { lo, hi } = partNumberPrefixBounds(filter.prefix);
        where.push(sql`p.partnum_norm >= ${lo} and p.partnum_norm < ${hi}`);
      }
      if (filter.manufacturerId !== undefined) where.push(sql`p.manufacturer_id = ${filter.manufacturerId}`);
      if (filter.condition) where.push(sql`p.condition = ${filter.condition}`);
      const condition = sql.join(where, sql` and `);
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from inventory_parts p where ${condition}`,
      );
      const parts = await queryRows<StockPart>(
        db,
        sql`select ${STOCK_PART_COLUMNS} from inventory_parts p where ${condition}
            order by p.partnum_norm, p.manufacturer_id, p.condition, p.id
            limit ${limit} offset ${(page - 1) * limit}`,
      );
      return { parts, count: counted?.n ?? 0 };
    },

    /** The company's parts in id order, `size` at a time: an export reads its stock without holding it all. */
    async *scan(companyId: number, size = 2000): AsyncGenerator<StockPart[]> {
      let after = 0;
      for (;;) {
        const parts = await queryRows<StockPart>(
          db,
          sql`select ${STOCK_PART_COLUMNS} from inventory_parts p where p.company_id = ${companyId} and p.id > ${after}
              order by p.id limit ${size}`,
        );
        if (parts.length === 0) return;
        yield parts;
        after = Number(parts[parts.length - 1]!.id);
        if (parts.length < size) return;
      }
    },

    /** Adds a part; null when the company already lists that part number, make and condition. */
    async add(companyId: number, row: StockPartFields): Promise<StockPart | null> {
      return db.transaction(async (tx) => {
        // One writer per company key at a time: two identical adds never make two parts.
        await tx.execute(sql`select pg_advisory_xact_lock(482614, ${companyId})`);
        if ((await findByKey(tx, companyId, row)) !== null) return null;
        const [id] = await insertPartsChunk(tx, [{ companyId, ...row, pictures: row.pictures ?? [] }]);
        if (row.wholesalePriceCents != null)
          await tx.execute(
            sql`update inventory_parts set wholesale_price_cents = ${row.wholesalePriceCents} where id = ${id!}`,
          );
        await refreshBrowseSummary(tx, [
          { manufacturerId: row.manufacturerId, partnumNorm: normalizePartNumber(row.partnum) },
        ]);
        return get(tx, id!);
      });
    },

    /**
     * Changes part `id` of the company, after `owned` (the access check: it throws for a part that is
     * not the company's and locks its row) passed in this transaction. 'duplicate' when the new key is
     * another of its parts.
     */
    async update(
      companyId: number,
      id: number,
      row: StockPartFields,
      owned: OwnedCheck,
    ): Promise<StockPart | 'duplicate'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(482614, ${companyId})`);
        await owned(tx);
        const before = await get(tx, id);
        const other = await findByKey(tx, companyId, row);
        if (other !== null && other !== id) return 'duplicate';
        const norm = normalizePartNumber(row.partnum);
        await tx.execute(sql`
          update inventory_parts set partnum = ${row.partnum}, partnum_norm = ${norm},
            manufacturer_id = ${row.manufacturerId}, condition = ${row.condition}, description = ${row.description},
            quantity = ${row.quantity}, price_cents = ${row.priceCents},${
              row.wholesalePriceCents === undefined
                ? sql``
                : sql` wholesale_price_cents = ${row.wholesalePriceCents}::int,`
            }
            pictures = coalesce(${row.pictures === null ? null : sql.param(row.pictures)}::text[], pictures),
            updated_at = now()
          where id = ${id}`);
        await refreshBrowseSummary(tx, [
          { manufacturerId: before.manufacturerId, partnumNorm: normalizePartNumber(before.partnum) },
          { manufacturerId: row.manufacturerId, partnumNorm: norm },
        ]);
        return get(tx, id);
      });
    },

    /** Removes part `id` after `owned` passed in this transaction. Answers its picture keys for clean-up. */
    async remove(id: number, owned: OwnedCheck): Promise<string[]> {
      return db.transaction(async (tx) => {
        await owned(tx);
        const [gone] = await queryRows<{ manufacturerId: number; partnumNorm: string; pictures: string[] }>(
          tx,
          sql`delete from inventory_parts where id = ${id}
              returning manufacturer_id as "manufacturerId", partnum_norm as "partnumNorm", pictures as "pictures"`,
        );
        await refreshBrowseSummary(tx, [gone!]);
        return gone!.pictures;
      });
    },

    /**
     * Appends stored picture keys to part `id` after `owned` passed and locked its row in this
     * transaction (so two uploads never lose one). 'full' when the part would pass `max` pictures.
     */
    async addPictures(
      id: number,
      keys: string[],
      max: number,
      owned: OwnedCheck,
    ): Promise<StockPart | 'full'> {
      return db.transaction(async (tx) => {
        await owned(tx);
        const part = await get(tx, id);
        if (part.pictures.length + keys.length > max) return 'full';
        await tx.execute(
          sql`update inventory_parts set pictures = pictures || ${sql.param(keys)}::text[], updated_at = now()
              where id = ${id}`,
        );
        await refreshBrowseSummary(tx, [
          { manufacturerId: part.manufacturerId, partnumNorm: normalizePartNumber(part.partnum) },
        ]);
        return get(tx, id);
      });
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
