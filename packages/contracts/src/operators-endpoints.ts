import { defineEndpoint } from './endpoint';
import { auditCsvQuerySchema, auditListQuerySchema, auditListResponseSchema } from './operators';

const tag = 'Operators';

/**
 * The operators' console's own calls (issue 30). Every `/api/admin/*` endpoint has access `operator`:
 * left out of /api/openapi.json and /api/docs, described at /api/admin/openapi.json, and answering
 * anybody but an operator as an unknown route does.
 */
export const operatorsEndpoints = {
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/admin/openapi.json',
    access: 'operator',
    tag,
    summary: 'The OpenAPI document of the operators’ calls.',
    produces: 'application/json',
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'operator',
    tag,
    summary: 'The audit log, newest first, filtered; a page at a time.',
    description:
      '`from`/`to`: dates (a bare date covers its whole day, UTC) or times. `limit` at most 100 (default 50).',
    query: auditListQuerySchema,
    response: auditListResponseSchema,
  }),
  auditCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit.csv',
    access: 'operator',
    tag,
    summary: 'The audit log with the same filters as CSV (every matching row, newest first).',
    query: auditCsvQuerySchema,
    produces: 'text/csv',
  }),
};
