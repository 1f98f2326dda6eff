import {
  BROWSE_SEARCH_DESCRIPTION,
  PART_MATCHER_MESSAGES,
  PART_SEARCH_ROW_LIMIT,
  type Condition,
  type SearchSource,
} from '@ironmatch/contracts/part-matcher-rules';
import {
  DID_YOU_MEAN_LIMIT,
  DID_YOU_MEAN_MIN_LENGTH,
  oneEditVariants,
} from '@ironmatch/contracts/cross-reference-rules';
import { queryRows, type Db } from '../../db/database';
import { SQL_STATE, sqlState } from '../../db/sql-state';
import { AppError, badRequest } from '../../http/app-error';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import { stockedNumbers } from '../inventory/stock-reads.service';
import {
  searchPartsSql,
  searchTransactionSettingsSql,
  type FoundPartRow,
  type SearchFilters,
} from './part-search.repository';
import { findExpandedParts, mergeExpanded, type SearchedRow } from './cross-reference-search';

/**
 * How the logged-in and the guest searches find the rows of their part numbers: the filters, the
 * matching (exact, prefix, then through cross-references), the statement timeout and "Did you mean".
 */

/** PostgreSQL's "canceling statement due to statement timeout", whichever driver wrapped it. */
export function isStatementTimeout(err: unknown): boolean {
  return sqlState(err) === SQL_STATE.statementTimeout;
}

/** A statement timeout answers 503 with a sentence; anything else goes on as it was. */
export function timeoutAsUnavailable(err: unknown): never {
  if (isStatementTimeout(err)) throw new AppError(503, PART_MATCHER_MESSAGES.searchTimeout);
  throw err;
}

/** Runs `fn` in a transaction whose statements may take at most `ms` each; a timeout answers 503. */
export async function withStatementTimeout<T>(db: Db, ms: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(searchTransactionSettingsSql(ms));
      return fn(tx);
    });
  } catch (err) {
    return timeoutAsUnavailable(err);
  }
}

/** A click on a browse page (or an older client's 'Browse Search' label), not a buyer's search. */
export function isBrowseClick(input: { source?: SearchSource; description?: string }): boolean {
  return (
    input.source === 'browse' ||
    input.description?.trim().toLowerCase() === BROWSE_SEARCH_DESCRIPTION.toLowerCase()
  );
}

/** The search's filters from its query: the make (400 when unknown), condition and description words. */
export async function resolveSearchFilters(
  catalog: ManufacturerCatalog,
  input: { manufacturer?: string; condition?: Condition; description?: string; source?: SearchSource },
): Promise<{ filters: SearchFilters; make: { id: number; abbrname: string } | undefined }> {
  const filters: SearchFilters = {};
  let make: { id: number; abbrname: string } | undefined;
  if (input.manufacturer !== undefined) {
    make = await catalog.resolve(input.manufacturer);
    if (!make) throw badRequest(PART_MATCHER_MESSAGES.unknownManufacturer);
    filters.manufacturerId = make.id;
  }
  if (input.condition) filters.condition = input.condition;
  const description = input.description?.trim();
  if (description && !isBrowseClick(input)) {
    filters.descriptionWords = description.split(/\s+/).filter(Boolean).slice(0, 8);
  }
  return { filters, make };
}

/** The rows of 1 to 20 part numbers: exact and prefix, then through cross-references (issue 29). */
export async function matchAll(
  tx: Db,
  partNumbers: string[],
  filters: SearchFilters,
  viewerCompanyId: number | null,
): Promise<SearchedRow[]> {
  const found = await queryRows<FoundPartRow>(
    tx,
    searchPartsSql(partNumbers, filters, viewerCompanyId, PART_SEARCH_ROW_LIMIT),
  );
  const expanded = await findExpandedParts(tx, partNumbers, filters, viewerCompanyId, PART_SEARCH_ROW_LIMIT);
  return mergeExpanded(found, expanded, partNumbers, PART_SEARCH_ROW_LIMIT);
}

/**
 * The matches of 1 to 20 part numbers. A description narrows them, but never to a false "nothing in
 * stock": a part number whose every match the description removed is answered without it
 * (`withoutDescription` holds its 1-based index).
 */
export async function findParts(
  tx: Db,
  partNumbers: string[],
  filters: SearchFilters,
  viewerCompanyId: number | null,
): Promise<{ found: SearchedRow[]; withoutDescription: Set<number> }> {
  const found = await matchAll(tx, partNumbers, filters, viewerCompanyId);
  const withoutDescription = new Set<number>();
  if (!filters.descriptionWords?.length) return { found, withoutDescription };
  const hit = new Set(found.map((r) => r.idx));
  const missed = partNumbers.flatMap((_, i) => (hit.has(i + 1) ? [] : [i + 1]));
  if (missed.length === 0) return { found, withoutDescription };
  const { descriptionWords: _words, ...rest } = filters;
  const extra = await matchAll(
    tx,
    missed.map((idx) => partNumbers[idx - 1]!),
    rest,
    viewerCompanyId,
  );
  for (const r of extra) {
    r.idx = missed[r.idx - 1]!;
    withoutDescription.add(r.idx);
  }
  // Stable: each part number's rows keep their order (exact first).
  return { found: [...found, ...extra].sort((a, b) => a.idx - b.idx), withoutDescription };
}

/**
 * "Did you mean" (issue 29), per searched number in order: for a number that found no row at all (`found`
 * holds the rows of every number) and is DID_YOU_MEAN_MIN_LENGTH or more characters long, up to
 * DID_YOU_MEAN_LIMIT stocked numbers one edit away (under the search's make and condition; a
 * description never removes a suggestion); otherwise [].
 *
 * Why candidates and not a fuzzy index: the variants one edit away from an n-character number are few
 * (about 36 * (2n + 1) + n: some 780 for 10 characters, 3,000 at the 40-character limit), and each is an
 * exact probe of the (partnum_norm, id) btree the exact search uses, all in one statement through the
 * inventory module (`stockedNumbers`). A miss then costs a bounded number of index probes whatever the
 * stock's size, with no new index, table or extension (pg_trgm similarity would need a trigram index on
 * 1,000,000 numbers, scan many more entries for short codes, and still need the one-edit check).
 */
export async function didYouMean(
  tx: Db,
  partNumbers: string[],
  found: { idx: number }[],
  filters: SearchFilters,
): Promise<string[][]> {
  const hit = new Set(found.map((r) => r.idx));
  const candidates = partNumbers.flatMap((pn, i) =>
    hit.has(i + 1) || pn.length < DID_YOU_MEAN_MIN_LENGTH
      ? []
      : oneEditVariants(pn).map((norm) => ({ idx: i + 1, norm })),
  );
  const out = partNumbers.map((): string[] => []);
  if (candidates.length === 0) return out;
  const stocked = await stockedNumbers(tx, candidates, filters);
  for (const { idx, norm } of stocked) {
    const list = out[idx - 1]!;
    if (list.length < DID_YOU_MEAN_LIMIT) list.push(norm);
  }
  return out;
}
