import { crossReferenceListResponseSchema, operatorCrossReferenceListQuerySchema } from './cross-references';
import { defineEndpoint } from './endpoint';
import {
  crossReferenceImportFieldsSchema,
  crossReferenceLoadResponseSchema,
  orphanPaymentIdParamsSchema,
  orphanPaymentListQuerySchema,
  orphanPaymentListResponseSchema,
  orphanPaymentResponseSchema,
  resolveOrphanBodySchema,
  statsRebuildResponseSchema,
} from './operator-tools';

const tag = 'Operators’ tools';

/** What the admin command line does, in the console (issue 30). Operators only. */
export const operatorToolsEndpoints = {
  orphanPayments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orphan-payments',
    access: 'operator',
    tag,
    summary: 'Payments that succeeded but match no order, newest first; the unresolved ones unless `all`.',
    query: orphanPaymentListQuerySchema,
    response: orphanPaymentListResponseSchema,
  }),
  resolveOrphanPayment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orphan-payments/{id}/resolve',
    access: 'operator',
    tag,
    summary: 'Mark an unmatched payment resolved, with what was done (refunded or matched at the provider).',
    description: '404 for an unknown id, 409 when it is resolved already.',
    params: orphanPaymentIdParamsSchema,
    body: resolveOrphanBodySchema,
    response: orphanPaymentResponseSchema,
    errors: [404, 409],
  }),
  crossReferences: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cross-references',
    access: 'operator',
    tag,
    summary:
      "The operators' cross-references, as GET /api/cross-references answers them (operators need no company).",
    query: operatorCrossReferenceListQuerySchema,
    response: crossReferenceListResponseSchema,
  }),
  importCrossReferences: defineEndpoint({
    method: 'POST',
    path: '/api/admin/cross-references/import',
    access: 'operator',
    tag,
    summary: 'Load operators’ part-number cross-references from a CSV file, as the command line does.',
    description:
      'Multipart: `file` (CSV, up to 5 MB; columns from_part_number, from_manufacturer, to_part_number, ' +
      'to_manufacturer, kind, serial_note) and `dryRun`. Every row is checked; the refused ones are reported with ' +
      'their line and the others are added in one transaction. A dry run changes nothing.',
    multipart: {
      fields: crossReferenceImportFieldsSchema,
      files: { file: { maxCount: 1, description: 'The CSV file; the first line names the columns.' } },
    },
    response: crossReferenceLoadResponseSchema,
    errors: [400],
  }),
  rebuildStats: defineEndpoint({
    method: 'POST',
    path: '/api/admin/stats/rebuild',
    access: 'operator',
    tag,
    summary: 'Forget the stats rollups and count the history again (`npm run admin -- stats-rebuild`).',
    description:
      'Answers at once: the rollups are emptied, and the stats rollup job counts the history again in the ' +
      'background within 30 s; the stats manager shows the figures as they are counted.',
    response: statsRebuildResponseSchema,
  }),
};
