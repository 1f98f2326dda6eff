import { sql } from 'drizzle-orm';
import type { CrossReference } from '@ironmatch/contracts/cross-references';
import {
  checkCrossReferenceDraft,
  CROSS_REFERENCE_MESSAGES,
  supersessionCycleMessage,
  unknownMakeMessage,
  type CrossReferenceDraft,
} from '@ironmatch/contracts/cross-reference-rules';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/app-error';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import {
  closesSupersessionCycle,
  crossReferenceExists,
  insertCrossReference,
  lockCrossReferenceWriters,
  listCrossReferences,
  type CrossReferenceFilter,
  type CrossReferenceInsert,
} from './cross-references.repository';

/** A reference checked against the database: ready to store, or why not (one sentence each). */
export type PreparedCrossReference =
  { ok: true; value: CrossReferenceInsert } | { ok: false; errors: string[]; duplicate?: boolean };

export interface CrossReferencesService {
  /**
   * The rules of one reference for `companyId`'s stock (null: the operators') that need no stored
   * reference: normalised numbers, known kind and makes, no self-reference.
   */
  check(companyId: number | null, draft: CrossReferenceDraft): Promise<PreparedCrossReference>;
  /**
   * Against the stored references in `tx` (a transaction that has stored a file's earlier rows sees
   * them): no supersession cycle, no double.
   */
  checkStored(tx: Db, value: CrossReferenceInsert): Promise<PreparedCrossReference>;
  /** Adds one (a dealer's form, an operator's): 400 with the sentences, 409 for a double. */
  create(companyId: number | null, draft: CrossReferenceDraft): Promise<CrossReference>;
  /** Stores a prepared reference; null when a concurrent request stored the same one first. */
  insert(db: Db, value: CrossReferenceInsert): Promise<CrossReference | null>;
  list(filter: CrossReferenceFilter): Promise<{ rows: CrossReference[]; count: number }>;
}

export function createCrossReferencesService(deps: {
  db: Db;
  catalog: ManufacturerCatalog;
}): CrossReferencesService {
  const { db, catalog } = deps;

  async function makeId(value: string | null, errors: string[]): Promise<number | null> {
    if (value === null) return null;
    const make = await catalog.resolve(value);
    if (!make) errors.push(unknownMakeMessage(value));
    return make?.id ?? null;
  }

  /** The rules of the reference alone, its makes read from the catalog (never inside a transaction). */
  async function check(
    companyId: number | null,
    draft: CrossReferenceDraft,
  ): Promise<PreparedCrossReference> {
    const checked = checkCrossReferenceDraft(draft);
    if (!checked.ok) return checked;
    const d = checked.value;
    const errors: string[] = [];
    const fromManufacturerId = await makeId(d.fromManufacturer, errors);
    const toManufacturerId = await makeId(d.toManufacturer, errors);
    if (errors.length > 0) return { ok: false, errors };
    return {
      ok: true,
      value: {
        fromPartNumber: d.fromPartNumber,
        fromManufacturerId,
        toPartNumber: d.toPartNumber,
        toManufacturerId,
        kind: d.kind,
        serialNote: d.serialNote,
        companyId,
      },
    };
  }

  /** Against the stored references (in `tx`, which may hold a file's earlier rows): no double, no cycle. */
  async function checkStored(tx: Db, value: CrossReferenceInsert): Promise<PreparedCrossReference> {
    if (await crossReferenceExists(tx, value))
      return { ok: false, errors: [CROSS_REFERENCE_MESSAGES.duplicate], duplicate: true };
    if (
      value.kind === 'supersedes' &&
      (await closesSupersessionCycle(tx, value.fromPartNumber, value.toPartNumber, value.companyId))
    )
      return { ok: false, errors: [supersessionCycleMessage(value.fromPartNumber, value.toPartNumber)] };
    return { ok: true, value };
  }

  return {
    check,
    checkStored,
    insert: insertCrossReference,
    async create(companyId, draft) {
      const checked = await check(companyId, draft);
      if (!checked.ok) throw badRequest(checked.errors[0]!, checked.errors);
      return db.transaction(async (tx) => {
        // One writer of a company's (or the operators') references at a time: two requests could
        // otherwise each pass the cycle check with the other's half of a cycle.
        await lockCrossReferenceWriters(tx, companyId);
        const prepared = await checkStored(tx, checked.value);
        if (!prepared.ok) {
          if (prepared.duplicate) throw conflict(CROSS_REFERENCE_MESSAGES.duplicate);
          throw badRequest(prepared.errors[0]!, prepared.errors);
        }
        const stored = await insertCrossReference(tx, prepared.value);
        if (!stored) throw conflict(CROSS_REFERENCE_MESSAGES.duplicate);
        return stored;
      });
    },
    list: (filter) => listCrossReferences(db, filter),
  };
}

/**
 * Operators' references stored in bulk, without the per-row checks (the demo seed's generated chains,
 * which use each number once and so close no cycle); doubles are skipped.
 */
export async function insertOperatorCrossReferences(
  db: Db,
  rows: Array<Omit<CrossReferenceInsert, 'companyId'>>,
) {
  await db.execute(sql`
    insert into cross_references (from_part_number, from_manufacturer_id, to_part_number, to_manufacturer_id, kind, serial_note)
    select * from unnest(${sql.param(rows.map((r) => r.fromPartNumber))}::text[],
      ${sql.param(rows.map((r) => r.fromManufacturerId))}::int[], ${sql.param(rows.map((r) => r.toPartNumber))}::text[],
      ${sql.param(rows.map((r) => r.toManufacturerId))}::int[], ${sql.param(rows.map((r) => r.kind))}::text[],
      ${sql.param(rows.map((r) => r.serialNote))}::text[])
    on conflict on constraint cross_references_key do nothing`);
}
