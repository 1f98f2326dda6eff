import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  deletePartResponseSchema,
  partBodySchema,
  partIdParamsSchema,
  partListQuerySchema,
  partListResponseSchema,
  partResponseSchema,
} from './inventory';
import {
  importFieldsSchema,
  importIdParamsSchema,
  importQuerySchema,
  importResponseSchema,
  latestImportResponseSchema,
} from './inventory-imports';

const tag = 'Inventory';
/**
 * The inventory manager is for member companies (any of their users); others hear the spec's NetCom
 * sentence (403).
 */
const access = 'member' as const;

export const inventoryEndpoints = {
  createImport: defineEndpoint({
    method: 'POST',
    path: '/api/inventory/imports',
    access,
    tag,
    summary: 'Upload a CSV or tab-separated file of parts: a dry run (the report only) or an import job.',
    description:
      'Multipart: `file` (CSV or TSV, up to 100 MB), optional `mapping` (JSON: field -> column header; detected ' +
      "from the headers, or the company's remembered mapping, when absent), `dryRun` and `mode` (`upsert`, the default, " +
      'or `replace`: parts absent from the file are removed). `dryRun` and `mode` may also come in the query. A dry run ' +
      'answers the report (status `validated`) and changes nothing; otherwise the import is queued (201, status `queued`) and ' +
      'runs in the background, applied in one commit. Rows are upserted by (normalised part number, manufacturer, condition).',
    query: importQuerySchema,
    multipart: {
      fields: importFieldsSchema,
      files: {
        file: {
          maxCount: 1,
          description: 'The CSV or tab-separated file; the first line names the columns.',
        },
      },
    },
    success: 201,
    response: importResponseSchema,
  }),
  latestImport: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/imports/latest',
    access,
    tag,
    summary: "Your company's latest import (to show its progress after a reload) and its remembered mapping.",
    response: latestImportResponseSchema,
  }),
  getImport: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/imports/{id}',
    access,
    tag,
    summary: 'An import: status, progress and counts, and its first 100 problems.',
    params: importIdParamsSchema,
    response: importResponseSchema,
    errors: [404],
  }),
  importErrors: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/imports/{id}/errors.csv',
    access,
    tag,
    summary: "An import's rejected rows with the reason for each, as CSV.",
    params: importIdParamsSchema,
    produces: 'text/csv',
    errors: [404],
  }),
  listParts: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/parts',
    access,
    tag,
    summary: "Your company's parts, paged, filtered by part number prefix, manufacturer and condition.",
    query: partListQuerySchema,
    response: partListResponseSchema,
  }),
  createPart: defineEndpoint({
    method: 'POST',
    path: '/api/inventory/parts',
    access,
    tag,
    summary: 'Add a part (price in cents, null for Contact for price).',
    body: partBodySchema,
    success: 201,
    response: partResponseSchema,
  }),
  updatePart: defineEndpoint({
    method: 'PUT',
    path: '/api/inventory/parts/{id}',
    access,
    tag,
    summary: 'Change a part.',
    params: partIdParamsSchema,
    body: partBodySchema,
    response: partResponseSchema,
    errors: [404],
  }),
  deletePart: defineEndpoint({
    method: 'DELETE',
    path: '/api/inventory/parts/{id}',
    access,
    tag,
    summary: 'Remove a part (saved search results keep their copy).',
    params: partIdParamsSchema,
    response: deletePartResponseSchema,
    errors: [404],
  }),
  addPictures: defineEndpoint({
    method: 'POST',
    path: '/api/inventory/parts/{id}/pictures',
    access,
    tag,
    summary: 'Add pictures to a part (multipart `pictures`, up to 10 per part, 10 MB each).',
    params: partIdParamsSchema,
    multipart: {
      fields: z.object({}),
      files: {
        pictures: { maxCount: 10, description: 'JPG, JPEG, PNG, GIF, BMP, WEBP or HEIC, up to 10 MB each.' },
      },
    },
    success: 201,
    response: partResponseSchema,
    errors: [404],
  }),
  exportParts: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/export.csv',
    access,
    tag,
    summary:
      'Your stock as CSV, streamed; the columns an import reads back. Formula-looking cells are escaped.',
    produces: 'text/csv',
  }),
};
