import { z } from 'zod';
import {
  companyCreateRequestSchema,
  companyCreateResponseSchema,
  companyResponseSchema,
  companyUpdateRequestSchema,
  companyViewResponseSchema,
  profileUpdateRequestSchema,
  userResponseSchema,
} from './accounts';
import { defineEndpoint } from './endpoint';

const tag = 'Accounts';
/** Ids arrive as text; the service reads a blank or malformed one with the spec's messages. */
const userIdParams = z.object({ userId: z.string().max(40) });
const companyIdParams = z.object({ companyId: z.string().max(40) });

const profileUpdate = {
  method: 'PATCH',
  access: 'user',
  tag,
  params: userIdParams,
  body: profileUpdateRequestSchema,
  response: userResponseSchema,
} as const;

export const accountsEndpoints = {
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/user/{userId}',
    access: 'user',
    tag,
    summary: 'Your user record with its company (only your own).',
    params: userIdParams,
    response: userResponseSchema,
  }),
  updateProfile: defineEndpoint({
    ...profileUpdate,
    path: '/api/users/{userId}/profile',
    summary: 'Change your name and phones (only the fields sent).',
  }),
  updateProfileAlias: defineEndpoint({
    ...profileUpdate,
    path: '/api/user/{userId}',
    summary: 'The same as PATCH /api/users/{userId}/profile, kept for older clients.',
  }),
  createCompany: defineEndpoint({
    method: 'POST',
    path: '/api/company',
    access: 'user',
    tag,
    summary: 'Add your company; the session then carries its id after a refresh.',
    body: companyCreateRequestSchema,
    success: 201,
    response: companyCreateResponseSchema,
    errors: [409],
  }),
  updateCompanyWithoutId: defineEndpoint({
    method: 'PATCH',
    path: '/api/company',
    access: 'user',
    tag,
    summary: "A client without a company id: always 400 'Missing companyId.'",
    errors: [400],
  }),
  updateCompany: defineEndpoint({
    method: 'PATCH',
    path: '/api/company/{companyId}',
    // Its admins only (issue 23), read from the membership; the path's company must be one they administer.
    access: 'admin',
    tag,
    summary: 'Change your company (only the fields sent; name and website are a support request).',
    params: companyIdParams,
    body: companyUpdateRequestSchema,
    response: companyResponseSchema,
  }),
  getCompany: defineEndpoint({
    method: 'GET',
    path: '/api/company/{companyId}',
    access: 'company',
    tag,
    summary: "Your company's full record, or another company's contact details.",
    params: companyIdParams,
    response: companyViewResponseSchema,
  }),
};
