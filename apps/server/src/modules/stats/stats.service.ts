import type { MemberClaims } from '@ironmatch/contracts/access';
import { partNumberPrefixBounds } from '@ironmatch/contracts/part-matcher-rules';
import type { StatsOverview, StatsPartRow } from '@ironmatch/contracts/stats';
import {
  STATS_NETWORK_MIN_COMPANIES,
  periodBuckets,
  resolvePeriod,
  utcToday,
  type ResolvedPeriod,
  type StatsPeriodQuery,
} from '@ironmatch/contracts/stats-rules';
import type { Db } from '../../db/database';
import { rollupCache } from './stats-cache';
import { lostDemandCuts, lostDemandPage } from './stats-lost-demand';
import {
  createStatsRepository,
  demandKey,
  type CounterpartFigures,
  type DemandKey,
  type NetworkDemand,
  type Paged,
  type Paging,
  type ReplyFigures,
} from './stats.repository';

/** How many periods' network figures are kept (they are the same for every company). */
const NETWORK_CACHE_SIZE = 8;
/** How many lost-demand pages' network buyer counts are kept (a page's pairs, same for every company). */
const DEMAND_BUYERS_CACHE_SIZE = 256;
/** How many (company, period) figures are kept: a page load's calls, its CSVs and pages share them. */
const COMPANY_CACHE_SIZE = 64;
/**
 * How long figures read from the rollups are still served, while they are read again in the
 * background, after the rollup job counted something (stats-cache.ts): the job runs every 30 s, so
 * every figure still includes an event within a minute.
 */
export const STATS_STALE_MS = 20_000;
/** Figures read less than this long ago are not read again yet, whatever the job counted since. */
export const STATS_REFRESH_MS = 10_000;

export interface PageQuery {
  page: number;
  limit: number;
}

const EVERY_ROW: Paging = { limit: null, offset: 0 };

/** One page of rows read whole (a company's buyers and regions are kept whole and paged here). */
function pageOf<T>(all: Paged<T>, { limit, offset }: Paging): Paged<T> {
  return {
    rows: limit === null ? all.rows : all.rows.slice(offset, offset + limit),
    totalCount: all.totalCount,
  };
}

/** The funnel from the buyers' figures: each stage the buyers of the one before that went further. */
function funnelOf(counterparts: CounterpartFigures[]) {
  const searched = counterparts.filter((c) => c.searches > 0);
  const answered = searched.filter((c) => c.answers > 0);
  const ordered = answered.filter((c) => c.ordersReceived > 0);
  const paid = ordered.filter((c) => c.ordersPlaced > 0);
  return { searched: searched.length, answered: answered.length, ordered: ordered.length, paid: paid.length };
}

/**
 * The stats manager (issue 27): the caller's own company's figures for a period, read from the
 * rollups. The company is always the caller's (`auth.companyId`); no parameter names another.
 */
export function createStatsService(deps: { db: Db; now?: () => Date; staleMs?: number }) {
  const repo = createStatsRepository(deps.db);
  const today = () => utcToday(deps.now?.() ?? new Date());
  const version = () => repo.rollupVersion();
  const staleMs = deps.staleMs ?? STATS_STALE_MS;
  const refreshMs = Math.min(STATS_REFRESH_MS, staleMs);
  const network = rollupCache({ size: NETWORK_CACHE_SIZE, staleMs, refreshMs });
  const demandBuyers = rollupCache({ size: DEMAND_BUYERS_CACHE_SIZE, staleMs, refreshMs });
  const cached = rollupCache({ size: COMPANY_CACHE_SIZE, staleMs, refreshMs });
  const cuts = lostDemandCuts();
  /**
   * The buyers' names and states are read with their company's figures and kept with them, but never
   * longer than a minute: a renamed or moved buyer shows as such within a minute even when no event
   * moves the rollups' version (the key changes every minute; `staleMs` 0 reads them with every call).
   */
  const namesAge = () =>
    staleMs === 0 ? `${++namesRead}` : Math.floor((deps.now?.() ?? new Date()).getTime() / 60_000);
  let namesRead = 0;

  /** The period's one pass over the company's counterpart rows (figures, buckets, buyers). */
  const pass = async (companyId: number, period: ResolvedPeriod) =>
    cached(`pass/${companyId}/${period.from}/${period.to}/${period.groupBy}`, await version(), () =>
      repo.periodPass(companyId, period, periodBuckets(period).length),
    );
  /** The buyers who searched my parts in the period, and their searches. */
  const buyers = async (companyId: number, period: ResolvedPeriod) =>
    (await pass(companyId, period)).counterparts.filter((c) => c.searches > 0);

  const paging = (q: PageQuery | null): Paging =>
    q ? { limit: q.limit, offset: (q.page - 1) * q.limit } : { limit: null, offset: 0 };
  const prefixOf = (q: string | undefined) => {
    const bounds = q ? partNumberPrefixBounds(q) : null;
    return bounds && bounds.lo !== '' ? bounds : null;
  };

  return {
    period: (query: StatsPeriodQuery): ResolvedPeriod => resolvePeriod(query, today()),

    async overview(auth: MemberClaims, query: StatsPeriodQuery): Promise<StatsOverview> {
      const period = resolvePeriod(query, today());
      const buckets = periodBuckets(period);
      const v = await version();
      const c = auth.companyId;
      const previous = { from: period.previousFrom, to: period.previousTo };
      const [figures, previousTotals, mine, net] = await Promise.all([
        pass(c, period),
        cached(`previous/${c}/${previous.from}/${previous.to}`, v, () => repo.figuresOf(c, previous)),
        cached(`reply/${c}/${period.from}/${period.to}`, v, () => repo.replyTime(c, period)),
        network<ReplyFigures>(`reply/${period.from}/${period.to}`, v, () => repo.networkReplyTime(period)),
      ]);
      const funnel = funnelOf(figures.counterparts);
      const shown = net.companies >= STATS_NETWORK_MIN_COMPANIES;
      return {
        period,
        totals: figures.total,
        previousTotals,
        series: buckets.map((b, i) => ({ start: b.start, end: b.end, ...figures.buckets[i]! })),
        funnel,
        replyTime: {
          medianSeconds: mine.medianSeconds,
          answered: mine.answered,
          networkMedianSeconds: shown ? net.medianSeconds : null,
          networkCompanies: shown ? net.companies : null,
        },
      };
    },

    /** My part numbers searched in the period (starting with `q`), with my stock of each now. */
    async parts(
      auth: MemberClaims,
      query: StatsPeriodQuery & { q?: string },
      page: PageQuery | null,
    ): Promise<Paged<StatsPartRow>> {
      const period = resolvePeriod(query, today());
      const c = auth.companyId;
      const all = await cached(`parts/${c}/${period.from}/${period.to}`, await version(), () =>
        repo.searchedParts(c, period),
      );
      // Normalised part numbers are A-Z0-9: JavaScript's order is the rollups' byte order (COLLATE "C").
      const prefix = prefixOf(query.q);
      const rows = prefix ? all.filter((p) => p.partNumber >= prefix.lo && p.partNumber < prefix.hi) : all;
      const { limit, offset } = paging(page);
      const shown = limit === null ? rows : rows.slice(offset, offset + limit);
      const stock = await repo.stockOf(
        c,
        shown.map((p) => p.partNumber),
      );
      return {
        totalCount: rows.length,
        rows: shown.map((p) => ({
          partNumber: p.partNumber,
          searches: p.searches,
          buyerCompanies: p.buyerCompanies,
          quantity: stock.get(p.partNumber)?.quantity ?? 0,
          priceCents: stock.get(p.partNumber)?.priceCents ?? null,
          quickQuotesSent: p.quickQuotesSent,
          orders: p.orders,
        })),
      };
    },

    async regions(auth: MemberClaims, query: StatsPeriodQuery, page: PageQuery | null) {
      const period = resolvePeriod(query, today());
      const c = auth.companyId;
      const all = await cached(
        `regions/${c}/${period.from}/${period.to}/${namesAge()}`,
        await version(),
        async () => repo.regions(await buyers(c, period), EVERY_ROW),
      );
      return pageOf(all, paging(page));
    },

    async companies(auth: MemberClaims, query: StatsPeriodQuery & { q?: string }, page: PageQuery | null) {
      const period = resolvePeriod(query, today());
      const c = auth.companyId;
      const all = await cached(
        `companies/${c}/${period.from}/${period.to}/${namesAge()}`,
        await version(),
        async () => repo.companies(await buyers(c, period), null, EVERY_ROW),
      );
      // Names containing `q`, in any case (as ILIKE '%q%' would), in the same order.
      const q = query.q?.toLocaleLowerCase();
      const rows = q ? all.rows.filter((r) => r.companyName.toLocaleLowerCase().includes(q)) : all.rows;
      return pageOf({ rows, totalCount: rows.length }, paging(page));
    },

    async lostDemand(auth: MemberClaims, query: StatsPeriodQuery & { q?: string }, page: PageQuery | null) {
      const period = resolvePeriod(query, today());
      const c = auth.companyId;
      const v = await version();
      const [demand, own, stock] = await Promise.all([
        network<NetworkDemand[]>(`demand/${period.from}/${period.to}`, v, () => repo.networkDemand(period)),
        cached(`own/${c}/${period.from}/${period.to}`, v, () => repo.ownDemand(c, period)),
        repo.stockForDemand(c),
      ]);
      const key = `${c}/${period.from}/${period.to}`;
      const rows = cuts(key, demand, { ...stock, own }, prefixOf(query.q));
      // The network's distinct buyers of the rows shown, kept like the demand itself (the same for
      // every company): a page's ten pairs, or every pair for the CSV.
      const buyersOf = (keys: DemandKey[] | null) =>
        demandBuyers(`${period.from}/${period.to}/${keys ? keys.map(demandKey).join(',') : '*'}`, v, () =>
          repo.demandBuyers(period, keys),
        );
      return lostDemandPage(repo, rows, c, paging(page), buyersOf);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
