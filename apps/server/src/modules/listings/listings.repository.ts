import { sql, type SQL } from 'drizzle-orm';
import { type ListingInput } from '@ironmatch/contracts/listings';
import { parseListingSort, type ListingSort } from '@ironmatch/contracts/listing-rules';
import { partNumberPrefixBounds } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';

/** A listing row as the lists read it: the entity's fields with the seller's display fields joined. */
export interface ListingRow {
  id: number;
  companyId: number;
  title: string;
  companyname: string;
  website: string;
  phone: string;
  city: string;
  state: string;
  modelnum: string;
  manuflong: string;
  condlong: string;
  category: number;
  subcategory: string;
  price: number | null;
  details: string;
  shipnotes: string;
  serialnum: string;
  stocknum: string;
  modelyear: number | null;
  hours: number | null;
  dimensions: string;
  weight: string;
  location: string;
  datemod: string;
  filename: string | null;
  piccount: number;
  /** Issue 30: the owner's marks (a draft, or hidden by an operator with the reason). */
  draft: boolean;
  hidden: boolean;
  hiddenReason: string | null;
}

export interface ListFilter {
  category: number;
  mod: ListingSort;
  subcategory?: string;
  /** Company ids of the company filter (a name may belong to more than one company); undefined = all. */
  companyIds?: number[];
  /** Normalised model-number prefix. */
  modelPrefix?: string;
  page: number;
  limit: number;
}

const ROW_COLUMNS = sql`l.id, l.company_id as "companyId", l.title, c.name as companyname,
  coalesce(c.website, '') as website, c.phone_main as phone, l.city, l.state, l.modelnum, l.manuflong,
  l.condlong, l.category, l.subcategory, l.price_cents as price, l.details, l.shipnotes, l.serialnum,
  l.stocknum, l.modelyear, l.hours, l.dimensions, l.weight, l.location,
  to_char(l.datemod at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as datemod,
  (select p.filename from listing_pictures p where p.listing_id = l.id order by p.picnum limit 1) as filename,
  (select count(*)::int from listing_pictures p where p.listing_id = l.id) as piccount,
  l.draft, (l.hidden_at is not null) as hidden, l.hidden_reason as "hiddenReason"`;

/**
 * A listed listing (issue 30): published (not a draft) and not hidden by an operator. Only these are
 * numbered, so every list and count leaves the others out; the owner's own list reads them all.
 */
export const LISTED = sql`(not l.draft and l.hidden_at is null)`;

/** The position column of a sort, in the category (`pos_*`) or in the category and subcategory (`sub_pos_*`). */
function positionColumn(field: 'model' | 'price' | 'date', sub: boolean): SQL {
  const name = `${sub ? 'sub_pos' : 'pos'}_${field}`;
  return sql.raw(`l.${name}`);
}

/**
 * Renumbers the dense positions of one category (ADR 0013): only rows whose position changed are
 * written. Runs in the writer's transaction under the category's advisory lock, so two writers of one
 * category take turns and readers always see whole, dense numberings.
 */
export async function renumberCategory(tx: Db, category: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('listings'), ${category})`);
  const [changed] = await queryRows<{ n: number }>(
    tx,
    sql`
    with n as (
      select id,
        row_number() over (order by modelnum_norm, id) as pm,
        row_number() over (order by price_cents asc nulls last, id) as pp,
        row_number() over (order by datemod, id) as pd,
        row_number() over (partition by subcategory order by modelnum_norm, id) as spm,
        row_number() over (partition by subcategory order by price_cents asc nulls last, id) as spp,
        row_number() over (partition by subcategory order by datemod, id) as spd
      from listings l where category = ${category} and ${LISTED}
    ), r as (
      -- Drafts and hidden listings hold position 0: outside every page's range.
      select l.id, coalesce(n.pm, 0) as pm, coalesce(n.pp, 0) as pp, coalesce(n.pd, 0) as pd,
        coalesce(n.spm, 0) as spm, coalesce(n.spp, 0) as spp, coalesce(n.spd, 0) as spd
      from listings l left join n on n.id = l.id where l.category = ${category}
    ), u as (
    update listings l set pos_model = r.pm, pos_price = r.pp, pos_date = r.pd,
      sub_pos_model = r.spm, sub_pos_price = r.spp, sub_pos_date = r.spd
    from r
    where l.id = r.id
      and (l.pos_model, l.pos_price, l.pos_date, l.sub_pos_model, l.sub_pos_price, l.sub_pos_date)
        is distinct from (r.pm, r.pp, r.pd, r.spm, r.spp, r.spd)
    returning 1
    )
    select count(*)::int as "n" from u`,
  );
  return changed?.n ?? 0;
}

/** The rows at positions lo..hi of one numbering, in the page's order. */
async function rowsByPosition(
  db: Db,
  where: SQL,
  pos: SQL,
  lo: number,
  hi: number,
  desc: boolean,
): Promise<ListingRow[]> {
  if (hi < lo) return [];
  return queryRows<ListingRow>(
    db,
    sql`select ${ROW_COLUMNS} from listings l join companies c on c.id = l.company_id
        where ${where} and ${pos} between ${lo} and ${hi}
        order by ${pos} ${desc ? sql`desc` : sql`asc`}`,
  );
}

/** Positions of page `page` among `n` rows numbered 1..n from `first`, in `desc` or ascending order. */
function pageRange(first: number, n: number, page: number, limit: number, desc: boolean) {
  const skip = (page - 1) * limit;
  if (skip >= n) return { lo: 1, hi: 0 };
  return desc
    ? { lo: first + Math.max(0, n - skip - limit), hi: first + n - skip - 1 }
    : { lo: first + skip, hi: first + Math.min(n, skip + limit) - 1 };
}

/**
 * A page of the price sort, high to low. Unpriced rows go last in both directions (issue 21 item 5):
 * the price numbering puts them last (positions p+1..n after the p priced rows), so this page reads the
 * priced positions from p downwards, then the unpriced ones upwards (in id order). p is one probe of
 * the partial index of unpriced rows.
 */
async function priceDescPage(db: Db, scope: SQL, pos: SQL, n: number, f: ListFilter): Promise<ListingRow[]> {
  const [first] = await queryRows<{ p: number | null }>(
    db,
    sql`select ${pos} as p from listings l where ${scope} and l.price_cents is null order by ${pos} limit 1`,
  );
  const priced = first?.p == null ? n : first.p - 1;
  const skip = (f.page - 1) * f.limit;
  const end = Math.min(n, skip + f.limit);
  if (skip >= end) return [];
  const pricedRows =
    skip < priced
      ? await rowsByPosition(db, scope, pos, priced - Math.min(end, priced) + 1, priced - skip, true)
      : [];
  const unpricedRows =
    end > priced
      ? await rowsByPosition(
          db,
          scope,
          pos,
          n - (end - 1 - priced),
          n - (Math.max(skip, priced) - priced),
          true,
        )
      : [];
  return [...pricedRows, ...unpricedRows];
}

/**
 * One page of a list and its total. Without a company filter, the page is a range of maintained
 * positions (and a model prefix under the model sort is a contiguous range of them): cost independent of
 * the page. A company filter, or a model prefix under the price or date sort, reads only the rows of that
 * filter through its index (one company's listings, one model prefix) and pages within them.
 */
export async function listPage(db: Db, f: ListFilter): Promise<{ rows: ListingRow[]; totalCount: number }> {
  const { field, direction } = parseListingSort(f.mod);
  const desc = direction === 'desc';
  const sub = f.subcategory !== undefined;
  const pos = positionColumn(field, sub);
  const scope = sub
    ? sql`l.category = ${f.category} and l.subcategory = ${f.subcategory} and ${LISTED}`
    : sql`l.category = ${f.category} and ${LISTED}`;

  if (f.companyIds === undefined && f.modelPrefix === undefined) {
    // n = the highest position: one index probe.
    const [top] = await queryRows<{ n: number | null }>(
      db,
      sql`select ${pos} as n from listings l where ${scope} order by ${pos} desc limit 1`,
    );
    const n = top?.n ?? 0;
    if (field === 'price' && desc) return { rows: await priceDescPage(db, scope, pos, n, f), totalCount: n };
    const { lo, hi } = pageRange(1, n, f.page, f.limit, desc);
    return { rows: await rowsByPosition(db, scope, pos, lo, hi, desc), totalCount: n };
  }

  if (f.companyIds === undefined && f.modelPrefix !== undefined && field === 'model') {
    const { lo: from, hi: to } = partNumberPrefixBounds(f.modelPrefix);
    const prefix = sql`l.modelnum_norm >= ${from} and l.modelnum_norm < ${to}`;
    const [ends] = await queryRows<{ first: number | null; last: number | null }>(
      db,
      sql`select
        (select ${pos} from listings l where ${scope} and ${prefix} order by l.modelnum_norm, l.id limit 1) as first,
        (select ${pos} from listings l where ${scope} and ${prefix} order by l.modelnum_norm desc, l.id desc limit 1) as last`,
    );
    if (ends?.first == null || ends.last == null) return { rows: [], totalCount: 0 };
    const n = ends.last - ends.first + 1;
    const { lo, hi } = pageRange(ends.first, n, f.page, f.limit, desc);
    return { rows: await rowsByPosition(db, scope, pos, lo, hi, desc), totalCount: n };
  }

  const conditions: SQL[] = [scope];
  if (f.companyIds !== undefined) {
    if (f.companyIds.length === 0) return { rows: [], totalCount: 0 };
    conditions.push(
      sql`l.company_id in (${sql.join(
        f.companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (f.modelPrefix !== undefined) {
    const { lo: from, hi: to } = partNumberPrefixBounds(f.modelPrefix);
    conditions.push(sql`l.modelnum_norm >= ${from} and l.modelnum_norm < ${to}`);
  }
  const where = sql.join(conditions, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from listings l where ${where}`,
  );
  const rows = await queryRows<ListingRow>(
    db,
    sql`select ${ROW_COLUMNS} from listings l join companies c on c.id = l.company_id
        where ${where} order by ${field === 'price' ? sql`(l.price_cents is null), ` : sql``}${pos} ${desc ? sql`desc` : sql`asc`}
        limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
  );
  return { rows, totalCount: count?.n ?? 0 };
}

export async function companyIdsNamed(db: Db, name: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from companies where name = ${name}`);
  return rows.map((r) => r.id);
}

/** Names of the companies with listings in these categories (and subcategory), A-Z. */
export async function companiesWithListings(
  db: Db,
  categories: readonly number[],
  subcategory?: string,
): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct c.name from companies c
        where exists (select 1 from listings l where l.company_id = c.id and ${LISTED}
          and l.category in (${sql.join(
            categories.map((c) => sql`${c}`),
            sql`, `,
          )})
          ${subcategory !== undefined ? sql`and l.subcategory = ${subcategory}` : sql``})
        order by c.name`,
  );
  return rows.map((r) => r.name);
}

/** A listing; `listedOnly` (every public and member detail) leaves out drafts and hidden ones. */
export async function findListing(
  db: Db,
  id: number,
  options: { listedOnly?: boolean } = {},
): Promise<ListingRow | null> {
  const [row] = await queryRows<ListingRow>(
    db,
    sql`select ${ROW_COLUMNS} from listings l join companies c on c.id = l.company_id
        where l.id = ${id}${options.listedOnly ? sql` and ${LISTED}` : sql``}`,
  );
  return row ?? null;
}

export interface OwnFilter {
  page: number;
  limit: number;
  /** Text searched in the title (any case). */
  q?: string;
  /** The same text normalised (A-Z0-9), searched in the model number and the normalised title. */
  qNorm?: string;
  category?: number;
}

/** One page of a company's listings, newest first, and how many match (the listing manager). */
export async function ownListings(
  db: Db,
  companyId: number,
  f: OwnFilter,
): Promise<{ rows: ListingRow[]; totalCount: number }> {
  const conditions: SQL[] = [sql`l.company_id = ${companyId}`];
  if (f.category !== undefined) conditions.push(sql`l.category = ${f.category}`);
  if (f.q !== undefined) {
    const text = [sql`strpos(lower(l.title), lower(${f.q})) > 0`];
    if (f.qNorm)
      text.push(
        sql`strpos(l.modelnum_norm, ${f.qNorm}) > 0`,
        sql`strpos(regexp_replace(upper(l.title), '[^A-Z0-9]', '', 'g'), ${f.qNorm}) > 0`,
      );
    conditions.push(sql`(${sql.join(text, sql` or `)})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from listings l where ${where}`,
  );
  const rows = await queryRows<ListingRow>(
    db,
    sql`select ${ROW_COLUMNS} from listings l join companies c on c.id = l.company_id
        where ${where} order by l.datemod desc, l.id desc
        limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
  );
  return { rows, totalCount: count?.n ?? 0 };
}

function columnsOf(input: ListingInput, modelnumNorm: string) {
  return sql`${input.draft}, ${input.title}, ${input.modelnum}, ${modelnumNorm}, ${input.manuflong}, ${input.condlong},
    ${input.category}, ${input.subcategory}, ${input.price}, ${input.details}, ${input.shipnotes},
    ${input.serialnum}, ${input.stocknum}, ${input.modelyear}, ${input.hours}, ${input.dimensions},
    ${input.weight}, ${input.location}, ${input.city}, ${input.state}`;
}

const COLUMN_NAMES = sql`draft, title, modelnum, modelnum_norm, manuflong, condlong, category, subcategory,
  price_cents, details, shipnotes, serialnum, stocknum, modelyear, hours, dimensions, weight, location,
  city, state`;

export async function insertListing(
  tx: Db,
  companyId: number,
  input: ListingInput,
  modelnumNorm: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into listings (company_id, ${COLUMN_NAMES}) values (${companyId}, ${columnsOf(input, modelnumNorm)})
        returning id`,
  );
  return row!.id;
}

/** Updates a listing; answers its category before the change. */
export async function updateListing(
  tx: Db,
  id: number,
  input: ListingInput,
  modelnumNorm: string,
): Promise<number> {
  const [before] = await queryRows<{ category: number }>(
    tx,
    sql`select category from listings where id = ${id}`,
  );
  await tx.execute(
    sql`update listings set (${COLUMN_NAMES}, datemod) = (${columnsOf(input, modelnumNorm)}, now())
        where id = ${id}`,
  );
  return before!.category;
}

/** Deletes a listing (its picture rows go with it); answers its category. */
export async function deleteListing(tx: Db, id: number): Promise<number | null> {
  const [row] = await queryRows<{ category: number }>(
    tx,
    sql`delete from listings where id = ${id} returning category`,
  );
  return row?.category ?? null;
}
