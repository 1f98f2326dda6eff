/**
 * The stats manager's rules (issue 27), without zod: the period a query names, its previous period and
 * its chart buckets, the sentences for bad input, the CSV headers and money format. The server answers
 * with them and the page computes its labels with them, from the same code.
 *
 * Dates are UTC calendar days written `YYYY-MM-DD`; weeks start on Monday.
 */

export const STATS_PERIODS = ['12w', '12m', 'ytd', 'custom'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_GROUPS = ['week', 'month'] as const;
export type StatsGroup = (typeof STATS_GROUPS)[number];

/** The page's period choices, in the order it offers them. */
export const STATS_PERIOD_LABELS: Record<StatsPeriod, string> = {
  '12w': 'Last 12 weeks',
  '12m': 'Last 12 months',
  ytd: 'This year',
  custom: 'Custom range',
};

export const STATS_MESSAGES = {
  period: 'Period must be 12w, 12m, ytd or custom.',
  groupBy: 'Group by must be week or month.',
  dates: 'From and to must be dates (YYYY-MM-DD).',
  order: 'From must be on or before to.',
  tooLong: 'A custom range can be at most 2 years.',
} as const;

/** Network medians are shown only when at least this many companies' events make them. */
export const STATS_NETWORK_MIN_COMPANIES = 5;
export const STATS_PAGE_SIZE = 20;
export const STATS_MAX_LIMIT = 100;
/** The longest custom range, in calendar years. */
export const STATS_MAX_YEARS = 2;

/** The CSV exports' header lines, exactly as the issue gives them. */
export const STATS_CSV_HEADERS = {
  series:
    'start,end,searches,buyerCompanies,quickQuotesSent,messagesReceived,ordersReceived,ordersPlaced,ordersPlacedAmount',
  parts: 'partNumber,searches,buyerCompanies,quantity,price,quickQuotesSent,orders',
  regions: 'state,searches,buyerCompanies',
  companies: 'companyId,companyName,state,searches',
  lostDemand: 'partNumber,manufacturer,searches,buyerCompanies,otherDealers',
} as const;
export type StatsCsvName = keyof typeof STATS_CSV_HEADERS;

/** The figures every total and chart bucket carries (money in integer cents). */
export interface StatsFigures {
  searches: number;
  buyerCompanies: number;
  quickQuotesSent: number;
  /** Buyers' accepts and declines of my Quick Quotes (issue 26). */
  quickQuotesAccepted: number;
  quickQuotesDeclined: number;
  messagesReceived: number;
  ordersReceived: number;
  ordersPlaced: number;
  ordersPlacedAmountCents: number;
}
export const STATS_FIGURE_KEYS = [
  'searches',
  'buyerCompanies',
  'quickQuotesSent',
  'quickQuotesAccepted',
  'quickQuotesDeclined',
  'messagesReceived',
  'ordersReceived',
  'ordersPlaced',
  'ordersPlacedAmountCents',
] as const satisfies ReadonlyArray<keyof StatsFigures>;

export const EMPTY_FIGURES: StatsFigures = {
  searches: 0,
  buyerCompanies: 0,
  quickQuotesSent: 0,
  quickQuotesAccepted: 0,
  quickQuotesDeclined: 0,
  messagesReceived: 0,
  ordersReceived: 0,
  ordersPlaced: 0,
  ordersPlacedAmountCents: 0,
};

// ---------------------------------------------------------------------------------------------
// Calendar days

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real `YYYY-MM-DD` date; null for anything else (2025-02-30 too). */
export function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export function isIsoDate(value: unknown): value is string {
  return dayNumber(value) !== null;
}

export function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

function must(date: string): number {
  const n = dayNumber(date);
  if (n === null) throw new Error(`Not a date: ${date}`);
  return n;
}

export function addDays(date: string, days: number): string {
  return dayText(must(date) + days);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return must(b) - must(a);
}

/** The same day `months` later (or earlier); a day the month lacks becomes its last (Mar 31 - 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const n = must(date);
  const d = new Date(n * DAY_MS);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayText(Date.UTC(year, month, Math.min(d.getUTCDate(), last)) / DAY_MS);
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  const n = must(date);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 counts days since Monday.
  return dayText(n - ((((n + 3) % 7) + 7) % 7));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** Today's UTC date. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The period

export interface StatsPeriodQuery {
  period?: string;
  groupBy?: string;
  from?: unknown;
  to?: unknown;
}

export interface ResolvedPeriod {
  period: StatsPeriod;
  from: string;
  to: string;
  groupBy: StatsGroup;
  previousFrom: string;
  previousTo: string;
}

/** The sentences bad period input earns (empty when it is good); the first is the answer's message. */
export function periodProblems(query: StatsPeriodQuery): string[] {
  const problems: string[] = [];
  const period = query.period ?? '12w';
  if (!(STATS_PERIODS as readonly string[]).includes(period)) problems.push(STATS_MESSAGES.period);
  if (query.groupBy !== undefined && !(STATS_GROUPS as readonly string[]).includes(query.groupBy))
    problems.push(STATS_MESSAGES.groupBy);
  if (period === 'custom') {
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) problems.push(STATS_MESSAGES.dates);
    else if (query.from > query.to) problems.push(STATS_MESSAGES.order);
    else if (query.from < addMonths(query.to, -12 * STATS_MAX_YEARS)) problems.push(STATS_MESSAGES.tooLong);
  }
  return problems;
}

/**
 * The days a good query covers on `today` (UTC) and the period before it. `to` is today except for a
 * custom range; 12 weeks start on the Monday 11 weeks before this week's, 12 months on the first of the
 * month 11 months back, this year on January 1. The previous period is moved back by the period's
 * length: 84 days, 12 months, one year, or (custom) its number of days, ending the day before `from`.
 */
export function resolvePeriod(query: StatsPeriodQuery, today: string): ResolvedPeriod {
  const problems = periodProblems(query);
  if (problems.length > 0) throw new Error(problems[0]);
  const period = (query.period ?? '12w') as StatsPeriod;
  const groupBy = (query.groupBy ?? (period === '12w' ? 'week' : 'month')) as StatsGroup;
  switch (period) {
    case '12w': {
      const from = addDays(weekStart(today), -77);
      return {
        period,
        groupBy,
        from,
        to: today,
        previousFrom: addDays(from, -84),
        previousTo: addDays(today, -84),
      };
    }
    case '12m': {
      const from = addMonths(monthStart(today), -11);
      return {
        period,
        groupBy,
        from,
        to: today,
        previousFrom: addMonths(from, -12),
        previousTo: addMonths(today, -12),
      };
    }
    case 'ytd': {
      const from = `${today.slice(0, 4)}-01-01`;
      return {
        period,
        groupBy,
        from,
        to: today,
        previousFrom: addMonths(from, -12),
        previousTo: addMonths(today, -12),
      };
    }
    case 'custom': {
      const from = query.from as string;
      const to = query.to as string;
      const previousTo = addDays(from, -1);
      return {
        period,
        groupBy,
        from,
        to,
        previousFrom: addDays(previousTo, -daysBetween(from, to)),
        previousTo,
      };
    }
  }
}

export interface StatsBucket {
  start: string;
  end: string;
}

/**
 * The chart's buckets, oldest first: each week (Monday to Sunday) or calendar month that meets the
 * period, cut to the part inside it.
 */
export function periodBuckets(period: Pick<ResolvedPeriod, 'from' | 'to' | 'groupBy'>): StatsBucket[] {
  const buckets: StatsBucket[] = [];
  let first = period.groupBy === 'week' ? weekStart(period.from) : monthStart(period.from);
  while (first <= period.to) {
    const next = period.groupBy === 'week' ? addDays(first, 7) : addMonths(first, 1);
    const last = addDays(next, -1);
    buckets.push({
      start: first < period.from ? period.from : first,
      end: last > period.to ? period.to : last,
    });
    first = next;
  }
  return buckets;
}

// ---------------------------------------------------------------------------------------------
// Shown values

/** A change against the previous period, as the totals show it: '+25%', '-10%', 'new' or '0%'. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

/** Seconds as a short duration: '45 s', '12 min', '3.5 h', '2.1 days'. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1).replace(/\.0$/, '')} h`;
  return `${(seconds / 86_400).toFixed(1).replace(/\.0$/, '')} days`;
}
