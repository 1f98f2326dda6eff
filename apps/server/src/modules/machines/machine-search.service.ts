import type { AccessClaims } from '@ironmatch/contracts/access';
import { MACHINE_MESSAGES as M, statesByDistance } from '@ironmatch/contracts/machine-rules';
import type { Machine, MachineList, MachineListQuery, MachineRow } from '@ironmatch/contracts/machines';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { badRequest, notFound } from '../../http/app-error';
import { createMakeResolver, type MakeResolver } from './machine-makes';
import { countMachines, machinePage, type MachineFilter, type MachineKey } from './machine-search.repository';
import { toMachineRow, type Viewer } from './machine-views';
import { machineId, loadMachines } from './machines.service';
import { partCounts, picturesOf, type MachineRecord } from './machines.repository';

/** The cursor is the last row's place in the order, opaque to the client (base64url JSON). */
function encodeCursor(key: MachineKey): string {
  return Buffer.from(JSON.stringify([key.rank ?? 0, key.createdKey, key.id])).toString('base64url');
}
function decodeCursor(raw: string): MachineKey {
  try {
    const [rank, createdKey, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (
      Number.isInteger(rank) &&
      typeof createdKey === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdKey) &&
      Number.isInteger(id)
    )
      return { rank: rank as number, createdKey, id: id as number };
  } catch {
    // falls through to the sentence
  }
  throw badRequest(M.badCursor);
}

const prefix = (v: string | undefined) => {
  const n = normalizePartNumber(v ?? '');
  return n === '' ? undefined : n;
};

export function createMachineSearchService(deps: { db: Db; makes?: MakeResolver }) {
  const { db } = deps;
  const makes = deps.makes ?? createMakeResolver(db);

  async function rows(records: MachineRecord[], viewer: Viewer): Promise<MachineRow[]> {
    const ids = records.map((r) => r.id);
    const [counts, covers] = await Promise.all([
      partCounts(db, ids),
      viewer === 'guest' ? Promise.resolve([]) : picturesOf(db, ids, { coverOnly: true }),
    ]);
    return records.map((r) =>
      toMachineRow(
        r,
        counts.get(r.id) ?? 0,
        covers.find((c) => c.machineId === r.id),
        viewer,
      ),
    );
  }

  async function filterOf(query: MachineListQuery): Promise<MachineFilter> {
    let manufacturerIds: number[] | undefined;
    if (query.manufacturer?.trim()) {
      const id = await makes.resolve(query.manufacturer);
      manufacturerIds = id === undefined ? [] : [id];
    }
    return {
      manufacturerIds,
      modelPrefix: prefix(query.model),
      serialPrefix: prefix(query.serial),
      yearFrom: query.yearFrom,
      yearTo: query.yearTo,
      state: query.state || undefined,
    };
  }

  async function shipStateOf(companyId: number | null): Promise<string> {
    if (companyId === null) return '';
    // The caller's own company: read for its display field only (the accounts module owns it).
    const [row] = await queryRows<{ state: string | null }>(
      db,
      sql`select ship_state as state from companies where id = ${companyId}`,
    );
    return (row?.state ?? '').trim().toUpperCase();
  }

  async function page(query: MachineListQuery, viewer: Viewer, auth?: AccessClaims): Promise<MachineList> {
    const filter = await filterOf(query);
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const byDistance = viewer === 'company' && query.sort === 'distance';
    const statesNearestFirst = byDistance
      ? statesByDistance(await shipStateOf(auth?.companyId ?? null))
      : undefined;
    const [found, count] = await Promise.all([
      machinePage(db, filter, { limit: query.limit, after, statesNearestFirst }),
      countMachines(db, filter),
    ]);
    const shown = found.slice(0, query.limit);
    const last = shown.at(-1);
    const nextCursor =
      found.length > query.limit && last
        ? encodeCursor({ rank: byDistance ? last.rank : 0, createdKey: last.createdKey, id: last.id })
        : null;
    return {
      machines: await rows(shown, viewer),
      totalCount: count.n,
      totalCountCapped: count.capped,
      nextCursor,
    };
  }

  async function detail(rawId: string, viewer: Viewer): Promise<Machine> {
    const [machine] = await loadMachines(db, [machineId(rawId)], viewer);
    if (!machine) throw notFound(M.notFound);
    return machine;
  }

  return {
    list: (auth: AccessClaims, query: MachineListQuery) => page(query, 'company', auth),
    /** Guests: always newest first, every row masked here. */
    guestList: (query: MachineListQuery) => page({ ...query, sort: 'newest' }, 'guest'),
    detail: (rawId: string) => detail(rawId, 'company'),
    guestDetail: (rawId: string) => detail(rawId, 'guest'),

    /**
     * The part search's suggestions (issue 28): machines being dismantled of these makes (abbreviations,
     * names or ids), newest first.
     */
    async dismantling(makeNames: readonly string[], limit: number): Promise<MachineRow[]> {
      const ids = await Promise.all([...new Set(makeNames)].map((m) => makes.resolve(m)));
      const manufacturerIds = ids.filter((id): id is number => id !== undefined);
      if (manufacturerIds.length === 0) return [];
      const found = await machinePage(db, { manufacturerIds, status: 'dismantling' }, { limit });
      return rows(found.slice(0, limit), 'company');
    },
  };
}

export type MachineSearchService = ReturnType<typeof createMachineSearchService>;
