import { defineEndpoint } from './endpoint';
import {
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  adminReportResponseSchema,
  moderationBodySchema,
  moderationResponseSchema,
  reportBodySchema,
  reportIdParamsSchema,
  reportResponseSchema,
  resolveBodySchema,
} from './moderation';

const tag = 'Moderation';

/** Moderation (issue 30): hide and unhide, reports and the operators' queue. */
export const moderationEndpoints = {
  hide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/hide',
    access: 'operator',
    tag,
    summary: 'Hide a listing, machine, suggestion or comment from every list and detail but its owner’s.',
    description: '404 for an unknown target, 409 when it is already hidden.',
    body: moderationBodySchema,
    response: moderationResponseSchema,
    errors: [404, 409],
  }),
  unhide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/unhide',
    access: 'operator',
    tag,
    summary: 'Show a hidden record again.',
    description: '404 for an unknown target, 409 when it is not hidden.',
    body: moderationBodySchema,
    response: moderationResponseSchema,
    errors: [404, 409],
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/reports',
    access: 'user',
    tag,
    summary: 'Report a listing, machine, suggestion or comment to the operators.',
    description: '404 when the target does not exist or is hidden.',
    body: reportBodySchema,
    success: 201,
    response: reportResponseSchema,
    errors: [404],
  }),
  adminReports: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: 'operator',
    tag,
    summary: 'Reports by status (default open), newest first.',
    query: adminReportListQuerySchema,
    response: adminReportListResponseSchema,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/{id}/resolve',
    access: 'operator',
    tag,
    summary: 'Resolve a report: it leaves the open queue.',
    description: '409 when it is already resolved.',
    params: reportIdParamsSchema,
    body: resolveBodySchema,
    response: adminReportResponseSchema,
    errors: [404, 409],
  }),
};
