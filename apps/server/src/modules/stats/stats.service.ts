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
import { createStatsRepository, type Paging, type ReplyFigures } from './stats.repository';

/** How many periods' network figures are kept (they are the same for every company). */
const NETWORK_CACHE_SIZE = 16;

export interface PageQuery {
  page: number;
  limit: number;
}

/**
 * The stats manager (issue 27): the caller's own company's figures for a period, read from the
 * rollups. The company is always the caller's (`auth.companyId`); no parameter names another.
 */
export function createStatsService(deps: { db: Db; now?: () => Date }) {
  const repo = createStatsRepository(deps.db);
  const today = () => utcToday(deps.now?.() ?? new Date());
  // Network medians cost a pass over every member's reply times: computed once per period and rollup
  // version, then shared by every company until the rollup job changes something.
  const network = new Map<string, { version: number; figures: Promise<ReplyFigures> }>();

  async function networkReplyTime(period: ResolvedPeriod): Promise<ReplyFigures> {
    const version = await repo.rollupVersion();
    const key = `${period.from}/${period.to}`;
    const hit = network.get(key);
    if (hit && hit.version === version) return hit.figures;
    const figures = repo.networkReplyTime(period);
    network.delete(key);
    network.set(key, { version, figures });
    while (network.size > NETWORK_CACHE_SIZE) network.delete(network.keys().next().value!);
    figures.catch(() => network.delete(key));
    return figures;
  }

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
      const [figures, funnel, mine, net] = await Promise.all([
        repo.figures(auth.companyId, [
          ...buckets.map((b) => ({ from: b.start, to: b.end })),
          { from: period.from, to: period.to },
          { from: period.previousFrom, to: period.previousTo },
        ]),
        repo.funnel(auth.companyId, period),
        repo.replyTime(auth.companyId, period),
        networkReplyTime(period),
      ]);
      const shown = net.companies >= STATS_NETWORK_MIN_COMPANIES;
      return {
        period,
        totals: figures[buckets.length]!,
        previousTotals: figures[buckets.length + 1]!,
        series: buckets.map((b, i) => ({ start: b.start, end: b.end, ...figures[i]! })),
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

    lostDemand(auth: MemberClaims, query: StatsPeriodQuery & { q?: string }, page: PageQuery | null) {
      return repo.lostDemand(auth.companyId, resolvePeriod(query, today()), prefixOf(query.q), paging(page));
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
