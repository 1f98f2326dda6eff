import { z } from 'zod';
import { envelopeOf } from './envelope';
import { adminPagingFields, operatorReason } from './operators';
import { multilineText, text } from './text';

/**
 * Moderation (issue 30): operators hide and unhide a for-sale listing, a dismantled machine, a
 * suggestion or a comment with a reason; logged-in users report one of them; operators resolve reports.
 */

export const MODERATION_TARGET_TYPES = ['listing', 'machine', 'suggestion', 'comment'] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'fraud', 'offensive', 'wrong_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The report dialog's words for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  fraud: 'Fraud or scam',
  offensive: 'Offensive',
  wrong_information: 'Wrong information',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_MESSAGES = {
  badTargetType: `Target type must be one of ${MODERATION_TARGET_TYPES.join(', ')}.`,
  badTargetId: 'Target id must be a positive whole number.',
  reasonRequired: 'Reason is required.',
  badReportReason: `Reason must be one of ${REPORT_REASONS.join(', ')}.`,
  textTooLong: 'Text must be at most 2000 characters long.',
  badStatus: 'Status must be open, resolved or all.',
  targetNotFound: {
    listing: 'Listing not found.',
    machine: 'Machine not found.',
    suggestion: 'Suggestion not found.',
    comment: 'Comment not found.',
  } satisfies Record<ModerationTargetType, string>,
  alreadyHidden: 'This record is already hidden.',
  notHidden: 'This record is not hidden.',
  reportNotFound: 'Report not found.',
  alreadyResolved: 'This report is already resolved.',
  reported: 'Thank you. An operator will look at your report.',
  hidden: 'Hidden.',
  unhidden: 'Shown again.',
} as const;
const M = MODERATION_MESSAGES;

const targetFields = {
  targetType: z.enum(MODERATION_TARGET_TYPES, { error: M.badTargetType }),
  targetId: z
    .number({ error: M.badTargetId })
    .int(M.badTargetId)
    .min(1, M.badTargetId)
    .max(2_147_483_647, M.badTargetId),
};

export const moderationBodySchema = z.object({
  ...targetFields,
  reason: operatorReason(M.reasonRequired),
});
export type ModerationBody = z.input<typeof moderationBodySchema>;
export const moderationResponseSchema = envelopeOf(
  z.object({
    targetType: z.enum(MODERATION_TARGET_TYPES),
    targetId: z.number().int(),
    hidden: z.boolean(),
    reason: z.string(),
  }),
);

export const reportBodySchema = z.object({
  ...targetFields,
  reason: z.enum(REPORT_REASONS, { error: M.badReportReason }),
  text: multilineText({ label: 'Text' })
    .trim()
    .max(2000, M.textTooLong)
    .optional()
    .transform((v) => v ?? ''),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(MODERATION_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportResponseSchema = envelopeOf(z.object({ report: reportSchema }));

export const adminReportSchema = reportSchema.extend({
  reporter: z.object({
    userId: z.number().int().nullable(),
    email: z.string(),
    companyId: z.number().int().nullable(),
  }),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum([...REPORT_STATUSES, 'all'], { error: M.badStatus }).default('open'),
  ),
  ...adminPagingFields,
});
export const adminReportListResponseSchema = envelopeOf(
  z.object({ reports: z.array(adminReportSchema), count: z.number().int() }),
);
export const adminReportResponseSchema = envelopeOf(z.object({ report: adminReportSchema }));
export const reportIdParamsSchema = z.object({ id: text().max(20) });
export const resolveBodySchema = z.object({
  resolution: multilineText({ label: 'Resolution' })
    .trim()
    .max(2000, 'Resolution must be at most 2000 characters long.')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

/** What an owner sees of its own hidden record (issue 30). */
export const hiddenMarkFields = {
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
};
