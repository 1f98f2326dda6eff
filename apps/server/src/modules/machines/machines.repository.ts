import { sql, type SQL } from 'drizzle-orm';
import type { MachineStatus } from '@ironmatch/contracts/machine-rules';
import type { MachineInput } from '@ironmatch/contracts/machines';
import { partNumberPrefixBounds, type Condition } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';

/** A machine as the lists and pages read it: its fields with the company's and the make's names joined. */
export interface MachineRecord {
  id: number;
  companyId: number;
  companyName: string;
  manufacturer: string;
  manufacturerName: string;
  model: string;
  serialNumber: string;
  year: number | null;
  hours: number | null;
  arrivalDate: string | null;
  city: string;
  state: string;
  status: MachineStatus;
  engineMake: string;
  engineModel: string;
  transmissionModel: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  statusChangedAt: string;
  /** created_at to the microsecond: what the keyset cursor carries. */
  createdKey: string;
  /** Issue 30: hidden by an operator (only its owner still reads it). */
  hidden: boolean;
  hiddenReason: string | null;
  /** Issue 30: saved by its company, not listed (only its owner reads it). */
  draft: boolean;
}

/** What a write stores: the checked body with the make resolved and the numbers normalised. */
export interface MachineWrite extends Omit<MachineInput, 'manufacturer' | 'parts' | 'inventoryPartIds'> {
  manufacturerId: number;
  modelNorm: string;
  serialNorm: string;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const RECORD_COLUMNS = sql`m.id, m.company_id as "companyId", c.name as "companyName",
  mf.abbrname as manufacturer, mf.long_name as "manufacturerName", m.model,
  m.serial_number as "serialNumber", m.year, m.hours, m.arrival_date::text as "arrivalDate", m.city, m.state,
  m.status, m.engine_make as "engineMake", m.engine_model as "engineModel",
  m.transmission_model as "transmissionModel", m.notes, ${iso('m.created_at')} as "createdAt",
  ${iso('m.updated_at')} as "updatedAt", ${iso('m.status_changed_at')} as "statusChangedAt",
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdKey",
  m.hidden_at is not null as hidden, m.hidden_reason as "hiddenReason", m.draft`;
export const RECORD_FROM = sql`machines m join companies c on c.id = m.company_id
  join manufacturers mf on mf.id = m.manufacturer_id`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The rows of these machines, in the order of `ids`; missing ids are skipped, and hidden ones and drafts
 * unless `withHidden` (the owner's own pages, issue 30).
 */
export async function findMachines(
  db: Db,
  ids: readonly number[],
  options: { withHidden?: boolean } = {},
): Promise<MachineRecord[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<MachineRecord>(
    db,
    sql`select ${RECORD_COLUMNS} from ${RECORD_FROM} where m.id in (${idList(ids)})
        ${options.withHidden ? sql`` : sql`and m.hidden_at is null and not m.draft`}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A prefix filter on a normalised column (an index range). */
export function prefixFilter(column: SQL, prefix: string): SQL {
  const { lo, hi } = partNumberPrefixBounds(prefix);
  return sql`${column} >= ${lo} and ${column} < ${hi}`;
}

export async function ownMachines(
  db: Db,
  companyId: number,
  filter: { q?: string; status?: MachineStatus; page: number; limit: number },
): Promise<{ ids: number[]; totalCount: number }> {
  const where: SQL[] = [sql`m.company_id = ${companyId}`];
  if (filter.q)
    where.push(
      sql`((${prefixFilter(sql`m.model_norm`, filter.q)}) or (${prefixFilter(sql`m.serial_norm`, filter.q)}))`,
    );
  if (filter.status) where.push(sql`m.status = ${filter.status}`);
  const condition = sql.join(where, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from machines m where ${condition}`,
  );
  // A company's own machines are few (its yard): plain paging serves the dealer's page.
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select m.id from machines m where ${condition} order by m.created_at desc, m.id desc
        limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`,
  );
  return { ids: rows.map((r) => r.id), totalCount: count?.n ?? 0 };
}

function visibleUntil(status: MachineStatus, changedAt: SQL): SQL {
  return status === 'parted_out' ? sql`${changedAt} + interval '30 days'` : sql`null`;
}

function values(w: MachineWrite) {
  return sql`${w.manufacturerId}, ${w.model}, ${w.modelNorm}, ${w.serialNumber}, ${w.serialNorm}, ${w.year},
    ${w.hours}, ${w.arrivalDate}::date, ${w.city}, ${w.state}, ${w.engineMake}, ${w.engineModel},
    ${w.transmissionModel}, ${w.notes}`;
}
const COLUMNS = sql`manufacturer_id, model, model_norm, serial_number, serial_norm, year, hours, arrival_date,
  city, state, engine_make, engine_model, transmission_model, notes`;

export async function insertMachine(tx: Db, companyId: number, w: MachineWrite): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into machines (company_id, ${COLUMNS}, status, visible_until, draft)
        values (${companyId}, ${values(w)}, ${w.status}, ${visibleUntil(w.status, sql`now()`)}, ${w.draft})
        returning id`,
  );
  return row!.id;
}

/** Replaces a machine's fields; its status (and when it changed) only when the status is new. */
export async function updateMachine(tx: Db, id: number, w: MachineWrite): Promise<void> {
  await tx.execute(
    sql`update machines set (${COLUMNS}, draft, updated_at) = (${values(w)}, ${w.draft}, now()) where id = ${id}`,
  );
  await setStatus(tx, id, w.status);
}

/** Sets the status; the time it changed moves only when it really changes. */
export async function setStatus(tx: Db, id: number, status: MachineStatus): Promise<void> {
  await tx.execute(
    sql`update machines set status = ${status}, status_changed_at = now(), updated_at = now(),
          visible_until = ${visibleUntil(status, sql`now()`)}
        where id = ${id} and status <> ${status}`,
  );
}

export async function deleteMachine(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`delete from machines where id = ${id}`);
}

// ---------------------------------------------------------------------------------------------
// Part lines and linked inventory parts
// ---------------------------------------------------------------------------------------------

export interface PartLineRow {
  machineId: number;
  id: number;
  component: string;
  condition: Condition;
  price: number | null;
}

export async function replacePartLines(
  tx: Db,
  machineId: number,
  lines: ReadonlyArray<{ component: string; condition: Condition; price: number | null }>,
): Promise<void> {
  await tx.execute(sql`delete from machine_parts where machine_id = ${machineId}`);
  if (lines.length === 0) return;
  await tx.execute(
    sql`insert into machine_parts (machine_id, position, component, condition, price_cents) values ${sql.join(
      lines.map((l, i) => sql`(${machineId}, ${i + 1}, ${l.component}, ${l.condition}, ${l.price})`),
      sql`, `,
    )}`,
  );
}

export async function partLinesOf(db: Db, machineIds: readonly number[]): Promise<PartLineRow[]> {
  if (machineIds.length === 0) return [];
  return queryRows<PartLineRow>(
    db,
    sql`select machine_id as "machineId", id, component, condition, price_cents as price
        from machine_parts where machine_id in (${idList(machineIds)}) order by machine_id, position`,
  );
}

export async function replaceLinks(tx: Db, machineId: number, partIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from machine_inventory_parts where machine_id = ${machineId}`);
  if (partIds.length === 0) return;
  await tx.execute(
    sql`insert into machine_inventory_parts (machine_id, inventory_part_id, position) values ${sql.join(
      partIds.map((p, i) => sql`(${machineId}, ${p}, ${i + 1})`),
      sql`, `,
    )}`,
  );
}

export interface LinkedPartRow {
  machineId: number;
  id: number;
  partNumber: string;
  manufacturer: string;
  condition: Condition;
  description: string;
  quantity: number;
  price: number | null;
}

/** The linked parts as the stock holds them now (display fields joined from the part matcher's table). */
export async function linkedPartsOf(db: Db, machineIds: readonly number[]): Promise<LinkedPartRow[]> {
  if (machineIds.length === 0) return [];
  return queryRows<LinkedPartRow>(
    db,
    sql`select l.machine_id as "machineId", p.id, p.partnum as "partNumber", mf.abbrname as manufacturer,
          p.condition, p.description, p.quantity, p.price_cents as price
        from machine_inventory_parts l join inventory_parts p on p.id = l.inventory_part_id
        join manufacturers mf on mf.id = p.manufacturer_id
        where l.machine_id in (${idList(machineIds)}) order by l.machine_id, l.position`,
  );
}

/** How many parts each machine offers: its free lines and its linked inventory parts. */
export async function partCounts(db: Db, machineIds: readonly number[]): Promise<Map<number, number>> {
  if (machineIds.length === 0) return new Map();
  const rows = await queryRows<{ machineId: number; n: number }>(
    db,
    sql`select machine_id as "machineId", count(*)::int as n from (
          select machine_id from machine_parts where machine_id in (${idList(machineIds)})
          union all
          select machine_id from machine_inventory_parts where machine_id in (${idList(machineIds)})
        ) x group by machine_id`,
  );
  return new Map(rows.map((r) => [r.machineId, r.n]));
}

// ---------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------

export const MACHINE_PICTURE_AREA = 'machines';

export interface MachinePictureRow {
  machineId: number;
  id: number;
  picnum: number;
  key: string;
}

export async function picturesOf(
  db: Db,
  machineIds: readonly number[],
  options: { coverOnly?: boolean } = {},
): Promise<MachinePictureRow[]> {
  if (machineIds.length === 0) return [];
  return queryRows<MachinePictureRow>(
    db,
    sql`select machine_id as "machineId", id, picnum, key from machine_pictures
        where machine_id in (${idList(machineIds)}) ${options.coverOnly ? sql`and picnum = 1` : sql``}
        order by machine_id, picnum`,
  );
}

export async function insertPictures(
  tx: Db,
  machineId: number,
  pictures: ReadonlyArray<{ key: string; originalName: string }>,
): Promise<void> {
  if (pictures.length === 0) return;
  const [top] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(picnum), 0)::int as n from machine_pictures where machine_id = ${machineId}`,
  );
  const start = top?.n ?? 0;
  await tx.execute(
    sql`insert into machine_pictures (machine_id, picnum, key, original_name) values ${sql.join(
      pictures.map((p, i) => sql`(${machineId}, ${start + i + 1}, ${p.key}, ${p.originalName})`),
      sql`, `,
    )}`,
  );
}

/** Removes one picture and closes the gap (picnums stay 1..n); answers its storage key. */
export async function deletePicture(tx: Db, machineId: number, picnum: number): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(
    tx,
    sql`delete from machine_pictures where machine_id = ${machineId} and picnum = ${picnum} returning key`,
  );
  if (!row) return null;
  // Two steps, so the (machine, picnum) key stays unique on the way.
  await tx.execute(
    sql`update machine_pictures set picnum = -picnum where machine_id = ${machineId} and picnum > ${picnum}`,
  );
  await tx.execute(
    sql`update machine_pictures set picnum = -picnum - 1 where machine_id = ${machineId} and picnum < 0`,
  );
  return row.key;
}

/** Of these storage keys, those no machine refers to any more (demo pictures are shared). */
export async function unreferencedKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await queryRows<{ key: string }>(
    db,
    sql`select distinct key from machine_pictures where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const usedSet = new Set(used.map((u) => u.key));
  return [...new Set(keys)].filter((k) => !usedSet.has(k));
}
