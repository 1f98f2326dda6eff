import { z } from 'zod';
import { envelopeOf } from './envelope';
import { text } from './text';

/**
 * The operators' console (issue 30): the audit log every operator action writes, and the paging the
 * console's lists share. Operators are users whose token carries `isOperator` (access level `operator`).
 */

export const AUDIT_ACTIONS = [
  'application.approve',
  'application.reject',
  'company.set_memid',
  'company.set_payout_account',
  'company.suspend',
  'company.reinstate',
  'user.verify_email',
  'user.end_sessions',
  'user.disable_login',
  'user.enable_login',
  'moderation.hide',
  'moderation.unhide',
  'report.resolve',
  // The command line's work in the console: unmatched payments, cross-reference files, the stats rollups.
  'payment.resolve_orphan',
  'cross_references.load',
  'stats.rebuild',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'application',
  'company',
  'user',
  'listing',
  'machine',
  'suggestion',
  'comment',
  'report',
  'orphan_payment',
  // A load or rebuild has no one record: target id 0 (the operators' shared set, the stats rollups).
  'cross_references',
  'stats',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The console's lists: `limit` at most 100, 50 by default; `page` from 1. */
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_SIZE = 50;

export const OPERATOR_MESSAGES = {
  badPage: 'Page must be a whole number from 1.',
  badLimit: `Limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}.`,
  badAction: `Action must be one of ${AUDIT_ACTIONS.join(', ')}.`,
  badTargetType: `Target type must be one of ${AUDIT_TARGET_TYPES.join(', ')}.`,
  badOperatorId: 'Operator id must be a positive whole number.',
  badTargetId: 'Target id must be a positive whole number.',
  badFrom: 'From must be a date (YYYY-MM-DD or an ISO 8601 time).',
  badTo: 'To must be a date (YYYY-MM-DD or an ISO 8601 time).',
  fromAfterTo: 'From must not be after To.',
} as const;
const M = OPERATOR_MESSAGES;

const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const positiveId = (message: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

export const adminPagingFields = {
  page: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: M.badPage })
      .int(M.badPage)
      .min(1, M.badPage)
      .max(1_000_000, M.badPage)
      .default(1),
  ),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: M.badLimit })
      .int(M.badLimit)
      .min(1, M.badLimit)
      .max(ADMIN_PAGE_MAX, M.badLimit)
      .default(ADMIN_PAGE_SIZE),
  ),
};

const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const dateField = (message: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: message })
      .regex(DATE_OR_TIME, message)
      .refine((v) => !Number.isNaN(Date.parse(v)), message)
      .optional(),
  );

const auditFilterFields = {
  action: z.preprocess(emptyAsUndefined, z.enum(AUDIT_ACTIONS, { error: M.badAction }).optional()),
  operatorId: positiveId(M.badOperatorId).optional(),
  targetType: z.preprocess(
    emptyAsUndefined,
    z.enum(AUDIT_TARGET_TYPES, { error: M.badTargetType }).optional(),
  ),
  targetId: positiveId(M.badTargetId).optional(),
  /** A date (from its start, UTC) or a time. */
  from: dateField(M.badFrom),
  /** A date (to its end, UTC) or a time. */
  to: dateField(M.badTo),
};

const checkRange = <T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && auditRangeStart(q.from) > auditRangeEnd(q.to))
    ctx.addIssue({ code: 'custom', message: M.fromAfterTo, path: ['from'] });
};

export const auditCsvQuerySchema = z.object(auditFilterFields).superRefine(checkRange);
export const auditListQuerySchema = z
  .object({ ...auditFilterFields, ...adminPagingFields })
  .superRefine(checkRange);
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export type AuditCsvQuery = z.output<typeof auditCsvQuerySchema>;

/** The first instant a `from` filter takes in: a bare date starts at 00:00 UTC. */
export function auditRangeStart(from: string): string {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(from) ? `${from}T00:00:00Z` : from).toISOString();
}
/** The last instant a `to` filter takes in: a bare date runs to the end of that day (UTC). */
export function auditRangeEnd(to: string): string {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to).toISOString();
}

const jsonObject = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  /** The fields the action changed, as they were and as they became. */
  before: jsonObject,
  after: jsonObject,
  createdAt: z.string(),
  /** The `X-Request-Id` of the call that made the change. */
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = envelopeOf(
  z.object({ entries: z.array(auditEntrySchema), count: z.number().int() }),
);

/** The CSV export's columns, in order (issue 30). */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'createdAt',
  'operatorEmail',
  'action',
  'targetType',
  'targetId',
  'before',
  'after',
  'requestId',
] as const;

/** A required reason or note an operator gives (suspend, reject, hide). */
export const operatorReason = (required: string, label = 'Reason') =>
  text({ required, label })
    .trim()
    .min(1, required)
    .max(2000, `${label} must be at most 2000 characters long.`);
