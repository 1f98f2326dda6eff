import type { MemberClaims } from '@ironmatch/contracts/access';
import { partNumberPrefixBounds } from '@ironmatch/contracts/part-matcher-rules';
import type { StatsOverview } from '@ironmatch/contracts/stats';
import {
  STATS_NETWORK_MIN_COMPANIES,
  periodBuckets,
  resolvePeriod,
  utcToday,
  type ResolvedPeriod,
  type StatsPeriodQuery,
} from '@ironmatch/contracts/stats-rules';
import type { Db } from '../../db/database';
import { lostDemandPage } from './stats-lost-demand';
import {
  createStatsRepository,
  type NetworkDemand,
  type Paging,
  type ReplyFigures,
} from './stats.repository';

/** How many periods' network figures are kept (they are the same for every company). */
const NETWORK_CACHE_SIZE = 8;

export interface PageQuery {
  page: number;
  limit: number;
}

/**
 * Network figures of a period (the same for every company), computed once per period and kept until
 * the rollup job changes something; then kept at most `staleMs` longer, so a busy network does not
 * recompute them on every run (the job runs every 30 s: a figure still includes an event within a minute).
 */
function networkCache<T>(version: () => Promise<number>, staleMs: number) {
  const entries = new Map<string, { version: number; at: number; value: Promise<T> }>();
  return async (key: string, compute: () => Promise<T>): Promise<T> => {
    const current = await version();
    const hit = entries.get(key);
    if (hit && (hit.version === current || Date.now() - hit.at < staleMs)) return hit.value;
    const value = compute();
    entries.delete(key);
    entries.set(key, { version: current, at: Date.now(), value });
    while (entries.size > NETWORK_CACHE_SIZE) entries.delete(entries.keys().next().value!);
    value.catch(() => entries.delete(key));
    return value;
  };
}

/**
 * The stats manager (issue 27): the caller's own company's figures for a period, read from the
 * rollups. The company is always the caller's (`auth.companyId`); no parameter names another.
 */
export function createStatsService(deps: { db: Db; now?: () => Date; networkStaleMs?: number }) {
  const repo = createStatsRepository(deps.db);
  const today = () => utcToday(deps.now?.() ?? new Date());
  const version = () => repo.rollupVersion();
  const staleMs = deps.networkStaleMs ?? 20_000;
  const replyTimes = networkCache<ReplyFigures>(version, staleMs);
  const demand = networkCache<NetworkDemand[]>(version, staleMs);

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
      const [figures, previousTotals, funnel, mine, net] = await Promise.all([
        repo.figures(auth.companyId, period, buckets.length),
        repo.figuresOf(auth.companyId, { from: period.previousFrom, to: period.previousTo }),
        repo.funnel(auth.companyId, period),
        repo.replyTime(auth.companyId, period),
        replyTimes(`${period.from}/${period.to}`, () => repo.networkReplyTime(period)),
      ]);
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

    parts(auth: MemberClaims, query: StatsPeriodQuery & { q?: string }, page: PageQuery | null) {
      return repo.parts(auth.companyId, resolvePeriod(query, today()), prefixOf(query.q), paging(page));
    },

    regions(auth: MemberClaims, query: StatsPeriodQuery, page: PageQuery | null) {
      return repo.regions(auth.companyId, resolvePeriod(query, today()), paging(page));
    },

    companies(auth: MemberClaims, query: StatsPeriodQuery & { q?: string }, page: PageQuery | null) {
      return repo.companies(auth.companyId, resolvePeriod(query, today()), query.q || null, paging(page));
    },

    async lostDemand(auth: MemberClaims, query: StatsPeriodQuery & { q?: string }, page: PageQuery | null) {
      const period = resolvePeriod(query, today());
      const network = await demand(`${period.from}/${period.to}`, () => repo.networkDemand(period));
      return lostDemandPage(repo, network, auth.companyId, period, prefixOf(query.q), paging(page));
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
