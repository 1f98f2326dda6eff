import { defineEndpoint } from './endpoint';
import {
  adminApplicationListQuerySchema,
  adminApplicationListResponseSchema,
  adminApplicationResponseSchema,
  applicationBodySchema,
  applicationIdParamsSchema,
  applicationResponseSchema,
  approveBodySchema,
  memidCheckResponseSchema,
  memidParamsSchema,
  myApplicationsResponseSchema,
  rejectBodySchema,
} from './membership';

const tag = 'Membership';

/** Membership applications (issue 30): the applicant's calls and the operators' (`/api/admin/*`). */
export const membershipEndpoints = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/membership-applications',
    access: 'company',
    tag,
    summary: 'Apply to join the network (one open application per company).',
    description:
      '`makes`: abbreviations from GET /api/manufList/. `sellerTermsAccepted` must be true: the seller holds the ' +
      'parts at its own facility; brokers and resellers are excluded. 409 while an application is open or when ' +
      'the company is already a member.',
    body: applicationBodySchema,
    success: 201,
    response: applicationResponseSchema,
    errors: [409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/membership-applications/mine',
    access: 'company',
    tag,
    summary: "Your company's applications, newest first.",
    response: myApplicationsResponseSchema,
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/applications',
    access: 'operator',
    tag,
    summary: 'Membership applications by status (default open), newest first.',
    query: adminApplicationListQuerySchema,
    response: adminApplicationListResponseSchema,
  }),
  adminGet: defineEndpoint({
    method: 'GET',
    path: '/api/admin/applications/{id}',
    access: 'operator',
    tag,
    summary: 'One membership application.',
    params: applicationIdParamsSchema,
    response: adminApplicationResponseSchema,
  }),
  memidCheck: defineEndpoint({
    method: 'GET',
    path: '/api/admin/memids/{memid}',
    access: 'operator',
    tag,
    summary: 'Whether a member id is free (the check before assigning one).',
    params: memidParamsSchema,
    response: memidCheckResponseSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/applications/{id}/approve',
    access: 'operator',
    tag,
    summary: "Approve: set the company's member id and email its admins.",
    description: "It takes effect at the company's next token refresh.",
    params: applicationIdParamsSchema,
    body: approveBodySchema,
    response: adminApplicationResponseSchema,
    errors: [409],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/applications/{id}/reject',
    access: 'operator',
    tag,
    summary: "Reject with a reason, emailed to the company's admins.",
    params: applicationIdParamsSchema,
    body: rejectBodySchema,
    response: adminApplicationResponseSchema,
    errors: [409],
  }),
};
