import { type GuestPartRow, type PartSearchGroup, type SearchUser } from '@ironmatch/contracts/part-matcher';
import {
  APPROVED_YES,
  BROWSE_SEARCH_DESCRIPTION,
  CONDITION_LABELS,
  PART_MATCHER_MESSAGES,
  PART_SEARCH_ROW_LIMIT,
  type Condition,
  type SearchSource,
} from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { createGroupCommitter } from '../../db/group-commit';
import { SQL_STATE, sqlState } from '../../db/sql-state';
import { AppError, badRequest } from '../../http/app-error';
import { enqueueMail, type QueuedMail } from '../../platform/mail/mail-job';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import type { MailBranding } from '../../platform/mail/email-layout';
import { partSearchedMail } from './part-matcher-emails';
import {
  saveSearchesSql,
  searchPartsSql,
  searchTransactionSettingsSql,
  type FoundPartRow,
  type SaveSearchInput,
  type SavedRow,
  type SearchFilters,
} from './part-search.repository';
import { makeNamer, toGuestRows, toPartRow } from './part-rows';
import { findExpandedParts, mergeExpanded, type SearchedRow } from './cross-reference-search';
import { attachOrderStates } from './part-row-orders';
import { applyStorefrontPrices } from './storefront-prices';

/** No search may hold the database longer than this (SET LOCAL inside the search's transaction). */
export const SEARCH_STATEMENT_TIMEOUT_MS = 5000;

export interface SearchInput {
  /** Normalised, distinct, 1 to 20. */
  partNumbers: string[];
  manufacturer?: string;
  condition?: Condition;
  description?: string;
  comments?: string;
  approved?: string;
  /** 'browse': opened from a browse page (saved as from browse, no dealer emailed). */
  source?: SearchSource;
}

export interface SearchOutcome {
  groups: PartSearchGroup[];
  user: SearchUser;
}

export interface PartSearchService {
  /** The logged-in search: matches, saves the search with a snapshot and notifies matched dealers. */
  search(auth: CompanyClaims, input: SearchInput): Promise<SearchOutcome>;
  /** The guest search: masked rows, nothing saved. */
  guestSearch(
    partNumber: string,
    input: { manufacturer?: string; condition?: Condition },
  ): Promise<GuestPartRow[]>;
}

/** PostgreSQL's "canceling statement due to statement timeout", whichever driver wrapped it. */
export function isStatementTimeout(err: unknown): boolean {
  return sqlState(err) === SQL_STATE.statementTimeout;
}

/** A statement timeout answers 503 with a sentence; anything else goes on as it was. */
function timeoutAsUnavailable(err: unknown): never {
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

/** One logged-in search to save: its matches, snapshot and dealer notifications. */
interface SaveJob {
  auth: CompanyClaims;
  input: SearchInput;
  make: { id: number; abbrname: string } | undefined;
  found: SearchedRow[];
}

/** A click on a browse page (or an older client's 'Browse Search' label), not a buyer's search. */
function isBrowseClick(input: { source?: SearchSource; description?: string }): boolean {
  return (
    input.source === 'browse' ||
    input.description?.trim().toLowerCase() === BROWSE_SEARCH_DESCRIPTION.toLowerCase()
  );
}

/** Mail jobs per insert statement. */
const MAIL_CHUNK = 500;

/** The save statement's input for one search: each part number's match count and result positions. */
function saveInput({ auth, input, make, found }: SaveJob): SaveSearchInput {
  const counts = new Map<number, number>();
  const browse = isBrowseClick(input);
  const positions: SaveSearchInput['results'] = [];
  for (const r of found) {
    const n = (counts.get(r.idx) ?? 0) + 1;
    counts.set(r.idx, n);
    positions.push({
      partNumber: input.partNumbers[r.idx - 1]!,
      partId: r.id,
      position: n,
      // Exact rows and rows found through a cross-reference notify their dealer (issue 29); prefix rows do not.
      exact: r.matchKind !== 'prefix',
      matchKind: r.matchKind === 'superseded' || r.matchKind === 'interchange' ? r.matchKind : null,
      matchLabel: r.matchLabel,
      crossReferenceNote: r.crossReferenceNote,
    });
  }
  return {
    userId: auth.userId,
    companyId: auth.companyId,
    manufacturerId: make?.id ?? null,
    condition: input.condition ?? null,
    // The browse pages' old 'Browse Search' label is no buyer's description.
    description: browse ? null : (input.description ?? null),
    comments: input.comments ?? null,
    fromBrowse: browse,
    partNumbers: input.partNumbers,
    matchCounts: input.partNumbers.map((_, i) => counts.get(i + 1) ?? 0),
    results: positions,
  };
}

export function createPartSearchService(deps: {
  db: Db;
  catalog: ManufacturerCatalog;
  mail: MailBranding;
  jobs: { poke(): void };
  statementTimeoutMs?: number;
  /**
   * False answers a search without saving it or notifying dealers (the benchmark's baseline, to
   * measure what saving costs). Default: always save.
   */
  saveAndNotify?: () => boolean;
}): PartSearchService {
  const { db, catalog } = deps;
  const timeoutMs = deps.statementTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS;

  /**
   * Saves are group-committed: the saves of concurrent searches go to the database together, in one
   * statement and one transaction with one durable commit, and each search answers only after the
   * commit holding its save (decision record 0006).
   */
  const saves = createGroupCommitter<SaveJob, SavedRow[]>({
    db,
    begin: async (tx) => void (await tx.execute(searchTransactionSettingsSql(timeoutMs))),
    run: saveSearches,
    // A batch that ran out of time would only run out of time again, one save after the other.
    retryAlone: (err) => !isStatementTimeout(err),
  });

  async function saveSearches(tx: Db, jobs: SaveJob[]): Promise<SavedRow[][]> {
    const rows = await queryRows<SavedRow>(tx, saveSearchesSql(jobs.map(saveInput)));
    const perJob = jobs.map((): SavedRow[] => []);
    for (const row of rows) perJob[row.job]?.push(row);
    const mails = jobs.flatMap((job, i) => dealerMails(job, perJob[i]!));
    for (let i = 0; i < mails.length; i += MAIL_CHUNK) await enqueueMail(tx, mails.slice(i, i + MAIL_CHUNK));
    return perJob;
  }

  /** The rows of 1 to 20 part numbers: exact and prefix, then through cross-references (issue 29). */
  async function matchAll(
    tx: Db,
    partNumbers: string[],
    filters: SearchFilters,
    viewerCompanyId: number | null,
  ): Promise<SearchedRow[]> {
    const found = await queryRows<FoundPartRow>(
      tx,
      searchPartsSql(partNumbers, filters, viewerCompanyId, PART_SEARCH_ROW_LIMIT),
    );
    const expanded = await findExpandedParts(
      tx,
      partNumbers,
      filters,
      viewerCompanyId,
      PART_SEARCH_ROW_LIMIT,
    );
    return mergeExpanded(found, expanded, partNumbers, PART_SEARCH_ROW_LIMIT);
  }

  /**
   * The matches of 1 to 20 part numbers. A description narrows them, but never to a false "nothing in
   * stock": a part number whose every match the description removed is answered without it
   * (`withoutDescription` holds its 1-based index).
   */
  async function findParts(
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

  async function filtersOf(input: {
    manufacturer?: string;
    condition?: Condition;
    description?: string;
    source?: SearchSource;
  }) {
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

  return {
    async search(auth, input) {
      // DECISIONS.md: a member's own search is confirmed first (Continue Search sends approved=yes).
      if (auth.memid && input.approved?.trim().toLowerCase() !== APPROVED_YES) {
        throw badRequest(PART_MATCHER_MESSAGES.memberSearch);
      }
      const { filters, make } = await filtersOf(input);
      const user: SearchUser = { userId: auth.userId, companyId: auth.companyId, memid: auth.memid };
      const skipSave = !(deps.saveAndNotify?.() ?? true);

      const { found, withoutDescription } = await withStatementTimeout(db, timeoutMs, (tx) =>
        findParts(tx, input.partNumbers, filters, auth.companyId),
      );
      let saved: SavedRow[] = [];
      if (!skipSave) {
        // Answered only once the save (with its dealer emails) is committed durably.
        saved = await saves.submit({ auth, input, make, found }).catch(timeoutAsUnavailable);
        deps.jobs.poke();
      }

      // Stitch the saved ids onto the found rows: result (part number, position) -> id.
      const searchIds = new Map<string, { id: number; createdAt: string }>();
      const resultIds = new Map<string, number>();
      for (const s of saved) {
        if (s.kind === 'search') searchIds.set(s.partNumber, { id: s.id, createdAt: s.createdAt });
        else if (s.kind === 'result') resultIds.set(`${s.partNumber}:${s.position}`, s.id);
      }
      const now = new Date().toISOString();
      const nameMake = await makeNamer(
        catalog,
        found.map((r) => r.manufacturerId),
      );
      const groups: PartSearchGroup[] = input.partNumbers.map((partNumber, i) => ({
        partNumber,
        searchId: searchIds.get(partNumber)?.id ?? 0,
        parts: [],
        withoutDescription: withoutDescription.has(i + 1),
      }));
      const positionInGroup = new Map<number, number>();
      for (const r of found) {
        const position = (positionInGroup.get(r.idx) ?? 0) + 1;
        positionInGroup.set(r.idx, position);
        const group = groups[r.idx - 1]!;
        const resultId = resultIds.get(`${group.partNumber}:${position}`);
        // Without save (saveAndNotify off), or a part deleted between reading and saving: nothing to snapshot.
        if (!skipSave && resultId === undefined) continue;
        group.parts.push(
          toPartRow(
            {
              resultId: resultId ?? r.id,
              partSearchId: group.searchId,
              partId: r.id,
              companyId: r.companyId,
              companyName: r.companyName,
              companyCity: r.companyCity,
              companyState: r.companyState,
              canTransact: r.canTransact,
              partnum: r.partnum,
              description: r.description,
              condition: r.condition,
              manufacturerId: r.manufacturerId,
              quantity: r.quantity,
              priceCents: r.priceCents,
              pictures: r.pictures,
              createdAt: searchIds.get(group.partNumber)?.createdAt ?? now,
              isMessaged: r.isMessaged,
              matchKind: r.matchKind,
              matchLabel: r.matchLabel,
              crossReferenceNote: r.crossReferenceNote,
            },
            nameMake(r.manufacturerId),
          ),
        );
      }
      await attachOrderStates(
        db,
        auth.companyId,
        groups.flatMap((g) => g.parts),
      );
      await applyStorefrontPrices(
        db,
        auth.companyId,
        groups.flatMap((g) => g.parts),
      );
      return { groups, user };
    },

    async guestSearch(partNumber, input) {
      const { filters } = await filtersOf(input);
      const found = await withStatementTimeout(db, timeoutMs, (tx) =>
        matchAll(tx, [partNumber], filters, null),
      );
      const nameMake = await makeNamer(
        catalog,
        found.map((r) => r.manufacturerId),
      );
      return toGuestRows(
        found.map((r) => ({
          partnum: r.partnum,
          description: r.description,
          condition: r.condition,
          quantity: r.quantity,
          make: nameMake(r.manufacturerId),
          matchKind: r.matchKind,
          matchLabel: r.matchLabel,
          crossReferenceNote: r.crossReferenceNote,
        })),
      );
    },
  };

  /**
   * One email per opted-in user of each dealer company the save statement chose to notify (exact
   * matches, not a browse click, not told in the last 24 hours; never the searcher's own), naming the
   * part numbers it is told about. Queued as jobs in the transaction
   * that saves the search and sent by the job worker: a slow mail server never slows a search.
   */
  function dealerMails({ input, make }: SaveJob, saved: SavedRow[]): QueuedMail[] {
    const manufacturer = make?.abbrname ?? null;
    const recipients = saved.filter((s) => s.kind === 'recipient');
    const searcher = saved.find((s) => s.kind === 'searcher');
    // The request's first search: the Quick Quote link opens the dialog on the whole request (issue 26).
    const requestSearch = saved.find((s) => s.kind === 'search');
    return recipients.map((to) =>
      partSearchedMail(deps.mail, to, {
        searcherName: searcher ? `${searcher.firstName} ${searcher.lastName}` : 'A buyer',
        searcherCompany: searcher?.companyName ?? 'A company',
        partNumbers: to.partNumbers,
        throughNumbers: to.throughNumbers,
        manufacturer,
        condition: input.condition ? CONDITION_LABELS[input.condition] : null,
        description: input.description ?? null,
        comments: input.comments ?? null,
        quickQuoteSearchId: requestSearch?.id ?? null,
      }),
    );
  }
}
