import { sql, type SQL } from 'drizzle-orm';
import type { MachineStatus } from '@ironmatch/contracts/machine-rules';
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

function conditions(f: MachineFilter): SQL {
  // A parted-out machine leaves the lists 30 days after its status changed (visible_until, issue 28).
  const where: SQL[] = [sql`(m.visible_until is null or m.visible_until > now())`];
  if (f.manufacturerIds)
    where.push(
      f.manufacturerIds.length === 0
        ? sql`false`
        : sql`m.manufacturer_id in (${sql.join(
            f.manufacturerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
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

export async function countMachines(db: Db, f: MachineFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from machines m where ${conditions(f)}`,
  );
  return row?.n ?? 0;
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
