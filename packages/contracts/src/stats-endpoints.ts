import { defineEndpoint } from './endpoint';
import {
  statsCompaniesCsvQuerySchema,
  statsCompaniesQuerySchema,
  statsCompaniesResponseSchema,
  statsLostDemandQuerySchema,
  statsLostDemandResponseSchema,
  statsOverviewResponseSchema,
  statsPartsCsvQuerySchema,
  statsPartsQuerySchema,
  statsPartsResponseSchema,
  statsPeriodQuerySchema,
  statsRegionsQuerySchema,
  statsRegionsResponseSchema,
} from './stats';

const tag = 'Stats';
/**
 * The stats manager is for member companies (any of their users), like the inventory manager; every
 * call answers the caller's own company's figures and takes no company parameter.
 */
const access = 'member' as const;
const period =
  'Period: `period` 12w (default), 12m, ytd or custom (with `from` and `to`, YYYY-MM-DD, inclusive, at most 2 ' +
  'years); `groupBy` week (default for 12w) or month. Days are UTC days; weeks start on Monday.';

export const statsEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/stats',
    access,
    tag,
    summary:
      "Your company's totals against the previous period, the chart's series, the funnel and reply times.",
    description: period,
    query: statsPeriodQuerySchema,
    response: statsOverviewResponseSchema,
  }),
  parts: defineEndpoint({
    method: 'GET',
    path: '/api/stats/parts',
    access,
    tag,
    summary: 'Your most searched part numbers, by searches (then part number), paged.',
    description: `${period} \`q\`: part number prefix.`,
    query: statsPartsQuerySchema,
    response: statsPartsResponseSchema,
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/stats/regions',
    access,
    tag,
    summary: "Searches of your parts by the buyer's state, paged.",
    description: period,
    query: statsRegionsQuerySchema,
    response: statsRegionsResponseSchema,
  }),
  companies: defineEndpoint({
    method: 'GET',
    path: '/api/stats/companies',
    access,
    tag,
    summary: 'Searches of your parts by buyer company, paged.',
    description: `${period} \`q\`: company names containing it, any case.`,
    query: statsCompaniesQuerySchema,
    response: statsCompaniesResponseSchema,
  }),
  lostDemand: defineEndpoint({
    method: 'GET',
    path: '/api/stats/lost-demand',
    access,
    tag,
    summary:
      'Part numbers of your makes that buyers searched and you do not have in stock: what to buy next.',
    description: `${period} \`q\`: part number prefix.`,
    query: statsLostDemandQuerySchema,
    response: statsLostDemandResponseSchema,
  }),
  seriesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/stats/series.csv',
    access,
    tag,
    summary: "The chart's series as CSV (money in dollars).",
    description: period,
    query: statsPeriodQuerySchema,
    produces: 'text/csv',
  }),
  partsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/stats/parts.csv',
    access,
    tag,
    summary: "Every searched part number of yours as CSV, in the JSON call's order.",
    description: period,
    query: statsPartsCsvQuerySchema,
    produces: 'text/csv',
  }),
  regionsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/stats/regions.csv',
    access,
    tag,
    summary: 'Searches by region as CSV.',
    description: period,
    query: statsPeriodQuerySchema,
    produces: 'text/csv',
  }),
  companiesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/stats/companies.csv',
    access,
    tag,
    summary: 'Searches by buyer company as CSV.',
    description: period,
    query: statsCompaniesCsvQuerySchema,
    produces: 'text/csv',
  }),
  lostDemandCsv: defineEndpoint({
    method: 'GET',
    path: '/api/stats/lost-demand.csv',
    access,
    tag,
    summary: 'Every lost-demand row as CSV.',
    description: period,
    query: statsPartsCsvQuerySchema,
    produces: 'text/csv',
  }),
};
