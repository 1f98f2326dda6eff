import { centsToDollars, csvCell } from '@ironmatch/contracts/inventory';
import type {
  StatsCompanyRow,
  StatsLostDemandRow,
  StatsPartRow,
  StatsRegionRow,
  StatsSeriesEntry,
} from '@ironmatch/contracts/stats';
import { STATS_CSV_HEADERS, type StatsCsvName } from '@ironmatch/contracts/stats-rules';

/**
 * The stats exports: the header line, then one line per row of the JSON answer, in its order,
 * with the same numbers (money as dollars with two decimals, empty for no price).
 */

type Cell = string | number | null;

function csv(name: StatsCsvName, rows: Cell[][]): string {
  return (
    [STATS_CSV_HEADERS[name], ...rows.map((cells) => cells.map(csvCell).join(','))].join('\r\n') + '\r\n'
  );
}

export const seriesCsv = (series: StatsSeriesEntry[]) =>
  csv(
    'series',
    series.map((s) => [
      s.start,
      s.end,
      s.searches,
      s.buyerCompanies,
      s.quickQuotesSent,
      s.messagesReceived,
      s.ordersReceived,
      s.ordersPlaced,
      centsToDollars(s.ordersPlacedAmountCents),
    ]),
  );

export const partsCsv = (rows: StatsPartRow[]) =>
  csv(
    'parts',
    rows.map((r) => [
      r.partNumber,
      r.searches,
      r.buyerCompanies,
      r.quantity,
      centsToDollars(r.priceCents),
      r.quickQuotesSent,
      r.orders,
    ]),
  );

export const regionsCsv = (rows: StatsRegionRow[]) =>
  csv(
    'regions',
    rows.map((r) => [r.state, r.searches, r.buyerCompanies]),
  );

export const companiesCsv = (rows: StatsCompanyRow[]) =>
  csv(
    'companies',
    rows.map((r) => [r.companyId, r.companyName, r.state, r.searches]),
  );

export const lostDemandCsv = (rows: StatsLostDemandRow[]) =>
  csv(
    'lostDemand',
    rows.map((r) => [r.partNumber, r.manufacturer, r.searches, r.buyerCompanies, r.otherDealers]),
  );
