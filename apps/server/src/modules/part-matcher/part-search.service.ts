import { type PartSearchGroup, type SearchUser } from '@ironmatch/contracts/part-matcher';
import {
  APPROVED_YES,
  CONDITION_LABELS,
  PART_MATCHER_MESSAGES,
  type Condition,
  type SearchSource,
} from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { createGroupCommitter } from '../../db/group-commit';
import { badRequest } from '../../http/app-error';
import { enqueueMail, type QueuedMail } from '../../platform/mail/mail-job';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import type { MailBranding } from '../../platform/mail/email-layout';
import { partSearchedMail } from './part-matcher-emails';
import {
  saveSearchesSql,
  searchTransactionSettingsSql,
  type SaveSearchInput,
  type SavedRow,
} from './part-search.repository';
import { makeNamer, toPartRow } from './part-rows';
import { type SearchedRow } from './cross-reference-search';
import {
  didYouMean,
  findParts,
  isBrowseClick,
  isStatementTimeout,
  resolveSearchFilters,
  timeoutAsUnavailable,
  withStatementTimeout,
} from './part-matching';
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
}

/** One logged-in search to save: its matches, snapshot and dealer notifications. */
interface SaveJob {
  auth: CompanyClaims;
  input: SearchInput;
  make: { id: number; abbrname: string } | undefined;
  found: SearchedRow[];
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

  return {
    async search(auth, input) {
      // DECISIONS.md: a member's own search is confirmed first (Continue Search sends approved=yes).
      if (auth.memid && input.approved?.trim().toLowerCase() !== APPROVED_YES) {
        throw badRequest(PART_MATCHER_MESSAGES.memberSearch);
      }
      const { filters, make } = await resolveSearchFilters(catalog, input);
      const user: SearchUser = { userId: auth.userId, companyId: auth.companyId, memid: auth.memid };
      const skipSave = !(deps.saveAndNotify?.() ?? true);

      const { found, withoutDescription, suggestions } = await withStatementTimeout(
        db,
        timeoutMs,
        async (tx) => {
          const matched = await findParts(tx, input.partNumbers, filters, auth.companyId);
          return { ...matched, suggestions: await didYouMean(tx, input.partNumbers, matched.found, filters) };
        },
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
        didYouMean: suggestions[i]!,
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
