import { sql, type SQL } from 'drizzle-orm';
import { MACHINE_COUNT_CAP, type MachineStatus } from '@ironmatch/contracts/machine-rules';
import { queryRows, type Db } from '../../db/database';
import { RECORD_COLUMNS, RECORD_FROM, prefixFilter, type MachineRecord } from './machines.repository';

export interface MachineFilter {
  manufacturerIds?: readonly number[];
  /** Normalised prefixes (A-Z0-9). */
  modelPrefix?: string;
  serialPrefix?: string;
  yearFrom?: number;
  yearTo?: number;
  state?: string;
  status?: MachineStatus;
}

/** Where a page starts: after this row of the order (keyset paging, never OFFSET). */
export interface MachineKey {
  /** The state's rank in the distance order (distance sort only). */
  rank?: number;
  createdKey: string;
  id: number;
}

/** Rank of a machine without a state in the distance order: after every state. */
export const NO_STATE_RANK = 1000;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A listed machine: not parted out, or parted out less than 30 days ago (visible_until, issue 28). */
const LISTED = sql`(m.visible_until is null or m.visible_until > now()) and m.hidden_at is null and not m.draft`;

function conditions(f: MachineFilter, visibility: SQL = LISTED): SQL {
  const where: SQL[] = [visibility];
  if (f.manufacturerIds)
    where.push(
      f.manufacturerIds.length === 0 ? sql`false` : sql`m.manufacturer_id in (${idList(f.manufacturerIds)})`,
    );
  if (f.modelPrefix) where.push(prefixFilter(sql`m.model_norm`, f.modelPrefix));
  if (f.serialPrefix) where.push(prefixFilter(sql`m.serial_norm`, f.serialPrefix));
  if (f.yearFrom !== undefined) where.push(sql`m.year >= ${f.yearFrom}`);
  if (f.yearTo !== undefined) where.push(sql`m.year <= ${f.yearTo}`);
  if (f.state) where.push(sql`m.state = ${f.state}`);
  if (f.status) where.push(sql`m.status = ${f.status}`);
  return sql.join(where, sql` and `);
}

/** The distance order's rank of each state: its place in `statesNearestFirst`, no state last. */
function rankOf(statesNearestFirst: readonly string[]): SQL {
  // Ranks are written as numbers (not parameters), so the expression is an integer to compare and sort.
  if (statesNearestFirst.length === 0) return sql.raw(String(NO_STATE_RANK));
  return sql`(case m.state ${sql.join(
    statesNearestFirst.map((s, i) => sql`when ${s} then ${sql.raw(String(i))}`),
    sql` `,
  )} else ${sql.raw(String(NO_STATE_RANK))} end)`;
}

/**
 * `totalCount` of a list (ADR 0023), at a cost that does not grow with the table. A filter of makes,
 * a state and a model prefix is counted exactly: the maintained `machine_counts` rows (machines not
 * parted out, one row per make, state and model) plus the parted-out machines still in their 30 days
 * (a partial index holds only those). A serial number or years filter counts the rows themselves, up to
 * MACHINE_COUNT_CAP: past it the answer is the cap, `capped`.
 */
export async function countMachines(db: Db, f: MachineFilter): Promise<{ n: number; capped: boolean }> {
  if (f.serialPrefix || f.yearFrom !== undefined || f.yearTo !== undefined || f.status) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from machines m where ${conditions(f)}
            limit ${MACHINE_COUNT_CAP + 1}) x`,
    );
    const n = row?.n ?? 0;
    return n > MACHINE_COUNT_CAP ? { n: MACHINE_COUNT_CAP, capped: true } : { n, capped: false };
  }
  if (f.manufacturerIds?.length === 0) return { n: 0, capped: false };
  const counted: SQL[] = [sql`true`];
  if (f.manufacturerIds) counted.push(sql`m.manufacturer_id in (${idList(f.manufacturerIds)})`);
  if (f.state) counted.push(sql`m.state = ${f.state}`);
  if (f.modelPrefix) counted.push(prefixFilter(sql`m.model_norm`, f.modelPrefix));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select coalesce(sum(m.n), 0) from machine_counts m where ${sql.join(counted, sql` and `)})::int
        + (select count(*) from machines m
           where ${conditions(f, sql`m.visible_until is not null and m.visible_until > now() and m.hidden_at is null and not m.draft`)})::int as n`,
  );
  return { n: row?.n ?? 0, capped: false };
}

/**
 * One page of machines after `after`, newest first, or by distance (the states nearest the buyer
 * first, newest first within a state) when `statesNearestFirst` is given. Reads `limit + 1` rows so
 * the caller knows whether another page follows.
 */
export async function machinePage(
  db: Db,
  f: MachineFilter,
  options: { limit: number; after?: MachineKey; statesNearestFirst?: readonly string[] },
): Promise<Array<MachineRecord & { rank: number }>> {
  const { after, statesNearestFirst } = options;
  const rank = statesNearestFirst ? rankOf(statesNearestFirst) : sql.raw('0');
  const newer = (k: MachineKey) => sql`(m.created_at, m.id) < (${k.createdKey}::timestamptz, ${k.id})`;
  const keyset = !after
    ? sql`true`
    : statesNearestFirst
      ? sql`(${rank} > ${after.rank ?? 0}::int or (${rank} = ${after.rank ?? 0}::int and ${newer(after)}))`
      : newer(after);
  return queryRows(
    db,
    sql`select ${RECORD_COLUMNS}, ${rank} as rank from ${RECORD_FROM}
        where ${conditions(f)} and ${keyset}
        order by ${statesNearestFirst ? sql`${rank}, ` : sql``}m.created_at desc, m.id desc
        limit ${options.limit + 1}`,
  );
}
