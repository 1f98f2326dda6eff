import { z } from 'zod';
import { envelopeOf } from './envelope';
import { applicationSchema } from './membership';
import { memidSchema } from './membership';
import { adminPagingFields, operatorReason } from './operators';
import { text } from './text';

/**
 * The operators' companies and users (issue 30): search, open one, and the actions that only operators
 * take (membership, payout account, suspension; email verification, sessions, login). Each action
 * writes one audit row; a change that is already so answers 409.
 */

export const OPERATOR_ACCOUNT_MESSAGES = {
  companyNotFound: 'No company has that id.',
  userNotFound: 'No user has that id.',
  memidTaken: (memid: string) => `Another company already has the member id ${memid}.`,
  memidUnchanged: 'The company already has that member id.',
  payoutInvalid: 'A payout account id is acct_ followed by letters, digits or underscores.',
  payoutUnchanged: 'The company already has that payout account.',
  reasonRequired: 'Please give the reason for the suspension.',
  alreadySuspended: 'The company is already suspended.',
  notSuspended: 'The company is not suspended.',
  alreadyVerified: 'The email address is already verified.',
  alreadyDisabled: 'The login is already disabled.',
  notDisabled: 'The login is not disabled.',
  badQuery: 'The search must be at most 200 characters long.',
} as const;
const M = OPERATOR_ACCOUNT_MESSAGES;

/** `acct_` followed by letters, digits or underscores (as the command line takes it). */
export const PAYOUT_ACCOUNT_PATTERN = /^acct_\w{1,64}$/;

export const adminSearchQuerySchema = z.object({
  q: z.preprocess(
    (v) => (v === null ? undefined : v),
    text({ label: 'Search' }).trim().max(200, M.badQuery).optional(),
  ),
  ...adminPagingFields,
});
export type AdminSearchQuery = z.output<typeof adminSearchQuerySchema>;

export const adminCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memid: z.string().nullable(),
  email1: z.string(),
  city: z.string(),
  state: z.string(),
  suspended: z.boolean(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

export const adminCompanyUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  loginDisabled: z.boolean(),
});

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memid: z.string().nullable(),
  stripeAccountId: z.string().nullable(),
  canTransact: z.boolean(),
  suspended: z.boolean(),
  /** Why it is suspended (null when it is not). */
  suspendedReason: z.string().nullable(),
  email1: z.string(),
  city: z.string(),
  state: z.string(),
  users: z.array(adminCompanyUserSchema),
  /** Parts in stock, for-sale listings, orders as buyer or seller. */
  counts: z.object({ parts: z.number().int(), listings: z.number().int(), orders: z.number().int() }),
  applications: z.array(applicationSchema),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyId: z.number().int().nullable(),
  emailVerified: z.boolean(),
  loginDisabled: z.boolean(),
  isOperator: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminCompanyListResponseSchema = envelopeOf(
  z.object({ companies: z.array(adminCompanyRowSchema), count: z.number().int() }),
);
export const adminCompanyResponseSchema = envelopeOf(z.object({ company: adminCompanySchema }));
export const adminUserListResponseSchema = envelopeOf(
  z.object({ users: z.array(adminUserSchema), count: z.number().int() }),
);
export const adminUserResponseSchema = envelopeOf(z.object({ user: adminUserSchema }));

/** Read by the server's one id parser: an id that names nothing answers 404 with a sentence. */
export const adminIdParamsSchema = z.object({ id: text().max(20) });

export const setMemidBodySchema = z.object({ memid: memidSchema.nullable() });
export const setPayoutAccountBodySchema = z.object({
  stripeAccountId: text({ required: M.payoutInvalid, label: 'Payout account' })
    .trim()
    .regex(PAYOUT_ACCOUNT_PATTERN, M.payoutInvalid)
    .nullable(),
});
export const suspendBodySchema = z.object({ reason: operatorReason(M.reasonRequired) });
export const disableLoginBodySchema = z
  .object({
    reason: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      text({ label: 'Reason' }).trim().max(2000, 'Reason must be at most 2000 characters long.').optional(),
    ),
  })
  .nullish();
