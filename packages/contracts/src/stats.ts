import { z } from 'zod';
import { envelopeOf } from './envelope';
import { PART_NUMBER_MAX_LENGTH } from './part-matcher-rules';
import {
  STATS_GROUPS,
  STATS_MAX_LIMIT,
  STATS_MESSAGES,
  STATS_PAGE_SIZE,
  STATS_PERIODS,
  periodProblems,
} from './stats-rules';
import { text } from './text';

/** An empty parameter (`?groupBy=`) means the default. */
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const periodFields = {
  period: z.preprocess(
    emptyAsUndefined,
    z.enum(STATS_PERIODS, { error: STATS_MESSAGES.period }).default('12w'),
  ),
  groupBy: z.preprocess(emptyAsUndefined, z.enum(STATS_GROUPS, { error: STATS_MESSAGES.groupBy }).optional()),
  /** With `period=custom`: the first day (inclusive). */
  from: z.preprocess(emptyAsUndefined, z.string({ error: STATS_MESSAGES.dates }).optional()),
  /** With `period=custom`: the last day (inclusive). */
  to: z.preprocess(emptyAsUndefined, z.string({ error: STATS_MESSAGES.dates }).optional()),
};

/** The custom range's rules (dates, order, at most 2 years) run once the fields themselves are good. */
function checkRange(
  q: { period: string; from?: string; to?: string; groupBy?: string },
  ctx: z.RefinementCtx,
) {
  for (const message of periodProblems(q)) ctx.addIssue({ code: 'custom', message, path: ['from'] });
}

const paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(STATS_MAX_LIMIT).default(STATS_PAGE_SIZE),
};
const partPrefix = text({ label: 'Part number' }).trim().max(PART_NUMBER_MAX_LENGTH).optional();

/** Every stats call's period (unknown parameters, such as a company id, are ignored). */
export const statsPeriodQuerySchema = z.object(periodFields).superRefine(checkRange);
export const statsPartsQuerySchema = z
  .object({ ...periodFields, q: partPrefix, ...paging })
  .superRefine(checkRange);
export const statsRegionsQuerySchema = z.object({ ...periodFields, ...paging }).superRefine(checkRange);
export const statsCompaniesQuerySchema = z
  .object({ ...periodFields, q: text({ label: 'Company name' }).trim().max(200).optional(), ...paging })
  .superRefine(checkRange);
export const statsLostDemandQuerySchema = statsPartsQuerySchema;
/** The CSV exports take the JSON call's query without paging. */
export const statsPartsCsvQuerySchema = z.object({ ...periodFields, q: partPrefix }).superRefine(checkRange);
export const statsCompaniesCsvQuerySchema = z
  .object({ ...periodFields, q: text({ label: 'Company name' }).trim().max(200).optional() })
  .superRefine(checkRange);

export type StatsPeriodQueryInput = z.output<typeof statsPeriodQuerySchema>;
export type StatsPartsQuery = z.output<typeof statsPartsQuerySchema>;
export type StatsRegionsQuery = z.output<typeof statsRegionsQuerySchema>;
export type StatsCompaniesQuery = z.output<typeof statsCompaniesQuerySchema>;

const count = z.number().int();
const day = z.string().describe('YYYY-MM-DD');

export const statsFiguresSchema = z.object({
  searches: count,
  buyerCompanies: count,
  quickQuotesSent: count,
  /** Of my Quick Quotes, the accepts and declines by buyers in the period (issue 26); not in series.csv. */
  quickQuotesAccepted: count,
  quickQuotesDeclined: count,
  messagesReceived: count,
  ordersReceived: count,
  ordersPlaced: count,
  ordersPlacedAmountCents: count,
});

export const statsPeriodSchema = z.object({
  period: z.enum(STATS_PERIODS),
  from: day,
  to: day,
  groupBy: z.enum(STATS_GROUPS),
  previousFrom: day,
  previousTo: day,
});

export const statsOverviewSchema = z.object({
  period: statsPeriodSchema,
  totals: statsFiguresSchema,
  previousTotals: statsFiguresSchema,
  series: z.array(statsFiguresSchema.extend({ start: day, end: day })),
  funnel: z.object({ searched: count, answered: count, ordered: count, paid: count }),
  replyTime: z.object({
    medianSeconds: count.nullable(),
    answered: count,
    networkMedianSeconds: count.nullable(),
    networkCompanies: count.nullable(),
  }),
});
export type StatsOverview = z.infer<typeof statsOverviewSchema>;
export type StatsSeriesEntry = StatsOverview['series'][number];

export const statsPartRowSchema = z.object({
  partNumber: z.string(),
  searches: count,
  buyerCompanies: count,
  quantity: count,
  /** The lowest positive price of my stock rows of the number now; null: 'Contact for price'. */
  priceCents: count.nullable(),
  quickQuotesSent: count,
  orders: count,
});
export type StatsPartRow = z.infer<typeof statsPartRowSchema>;

export const statsRegionRowSchema = z.object({ state: z.string(), searches: count, buyerCompanies: count });
export type StatsRegionRow = z.infer<typeof statsRegionRowSchema>;

export const statsCompanyRowSchema = z.object({
  companyId: count,
  companyName: z.string(),
  state: z.string(),
  searches: count,
});
export type StatsCompanyRow = z.infer<typeof statsCompanyRowSchema>;

export const statsLostDemandRowSchema = z.object({
  partNumber: z.string(),
  /** The make's abbreviation ('CAT'). */
  manufacturer: z.string(),
  searches: count,
  buyerCompanies: count,
  otherDealers: count,
});
export type StatsLostDemandRow = z.infer<typeof statsLostDemandRowSchema>;

export const statsOverviewResponseSchema = envelopeOf(statsOverviewSchema);
export const statsPartsResponseSchema = envelopeOf(
  z.object({ parts: z.array(statsPartRowSchema), totalCount: count }),
);
export const statsRegionsResponseSchema = envelopeOf(
  z.object({ regions: z.array(statsRegionRowSchema), totalCount: count }),
);
export const statsCompaniesResponseSchema = envelopeOf(
  z.object({ companies: z.array(statsCompanyRowSchema), totalCount: count }),
);
export const statsLostDemandResponseSchema = envelopeOf(
  z.object({ parts: z.array(statsLostDemandRowSchema), totalCount: count }),
);
