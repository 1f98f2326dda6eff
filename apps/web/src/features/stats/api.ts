import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  StatsCompanyRow,
  StatsLostDemandRow,
  StatsOverview,
  StatsPartRow,
  StatsRegionRow,
} from '@ironmatch/contracts/stats';
import type { StatsCsvName, StatsPeriodQuery } from '@ironmatch/contracts/stats-rules';
import { api, unwrap } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** The period as the page's address carries it (only the parameters that are set). */
export type PeriodParams = { period: string; groupBy?: string; from?: string; to?: string };

export const statsKeys = {
  all: ['stats'] as const,
  overview: (p: PeriodParams) => ['stats', 'overview', p] as const,
  table: (name: StatsTableName, p: PeriodParams, page: number, q: string) =>
    ['stats', name, p, page, q] as const,
};

const FAILED = 'The stats could not be loaded';

export function useStatsOverview(period: PeriodParams) {
  return useQuery({
    queryKey: statsKeys.overview(period),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/stats', { params: { query: period as never }, signal }), FAILED))
        .data as StatsOverview,
  });
}

export type StatsTableName = 'parts' | 'regions' | 'companies' | 'lost-demand';
export interface StatsTableRows {
  parts: StatsPartRow;
  regions: StatsRegionRow;
  companies: StatsCompanyRow;
  'lost-demand': StatsLostDemandRow;
}
const LIST_KEY = {
  parts: 'parts',
  regions: 'regions',
  companies: 'companies',
  'lost-demand': 'parts',
} as const;

/** One page of a stats table, filtered by `q` where the table has a filter. */
export function useStatsTable<N extends StatsTableName>(
  name: N,
  period: PeriodParams,
  page: number,
  limit: number,
  q = '',
) {
  return useQuery({
    queryKey: statsKeys.table(name, period, page, q),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const query = { ...period, page, limit, ...(q.trim() ? { q: q.trim() } : {}) };
      const path = `/api/stats/${name}` as '/api/stats/parts';
      const body = (await unwrap(api.GET(path, { params: { query: query as never }, signal }), FAILED))
        .data as unknown as Record<string, unknown>;
      return {
        rows: body[LIST_KEY[name]] as Array<StatsTableRows[N]>,
        totalCount: body.totalCount as number,
      };
    },
  });
}

const CSV_PATHS: Record<StatsCsvName, string> = {
  series: 'series',
  parts: 'parts',
  regions: 'regions',
  companies: 'companies',
  lostDemand: 'lost-demand',
};

/** Downloads a table's CSV for the period shown (every row, the table's filter applied). */
export async function downloadStatsCsv(
  name: StatsCsvName,
  period: StatsPeriodQuery & PeriodParams,
  shown: { from: string; to: string },
  q = '',
): Promise<void> {
  const path = `/api/stats/${CSV_PATHS[name]}.csv` as '/api/stats/parts.csv';
  const query = { ...period, ...(q.trim() ? { q: q.trim() } : {}) };
  const res = await api.GET(path, { params: { query: query as never }, parseAs: 'blob' });
  if (!res.response.ok || !res.data) throw new Error('The file could not be downloaded.');
  saveFile(res.data as Blob, `stats-${CSV_PATHS[name]}-${shown.from}-${shown.to}.csv`);
}
