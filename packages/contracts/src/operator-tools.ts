import { z } from 'zod';
import { envelopeOf } from './envelope';
import { multilineText, text } from './text';

/**
 * The operators' console's share of the admin command line (issue 30: "everything the CLI does today is
 * here too"): unmatched payments, loading cross-references from a CSV file, rebuilding the stats rollups.
 */

export const OPERATOR_TOOLS_MESSAGES = {
  paymentNotFound: 'No unmatched payment has that id.',
  alreadyResolved: 'That unmatched payment is resolved already.',
  noteRequired: 'Say what was done (a note is required).',
  noteTooLong: 'The note must be at most 500 characters long.',
  resolved: 'The unmatched payment is resolved.',
  noFile: 'Choose a CSV file of cross-references.',
  fileTooLarge: 'The file is too large (at most 5 MB).',
  loaded: 'The cross-references are loaded.',
  checked: 'Dry run: nothing was changed.',
  statsStarted: 'The stats rollups are being rebuilt in the background.',
} as const;
const M = OPERATOR_TOOLS_MESSAGES;

/** The largest cross-reference file the console takes (the command line takes any size). */
export const CROSS_REFERENCE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const orphanPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  account: z.string().nullable(),
  intentId: z.string(),
  amount: z.number().int().nullable().describe('Cents, when the provider said.'),
  currency: z.string().nullable(),
  orderRef: z.string().nullable().describe('The order id the payment names, as sent.'),
  eventId: z.string(),
  receivedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type OrphanPayment = z.infer<typeof orphanPaymentSchema>;

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes' || v === 'on');

export const orphanPaymentListQuerySchema = z.object({ all: booleanField });
export const orphanPaymentListResponseSchema = envelopeOf(
  z.object({ payments: z.array(orphanPaymentSchema) }),
);
export const orphanPaymentIdParamsSchema = z.object({ id: text().max(20) });
export const resolveOrphanBodySchema = z.object({
  note: multilineText({ label: 'Note' }).trim().min(1, M.noteRequired).max(500, M.noteTooLong),
});
export const orphanPaymentResponseSchema = envelopeOf(z.object({ payment: orphanPaymentSchema }));

/** The text fields of the cross-reference upload (multipart). */
export const crossReferenceImportFieldsSchema = z.object({ dryRun: booleanField });
/** Exactly what `npm run admin -- load-cross-references` reports. */
export const crossReferenceLoadSchema = z.object({
  rows: z.number().int().describe('Rows read, the header not counted.'),
  added: z.number().int(),
  refusedRows: z.number().int().describe('Rows refused (a row may have several sentences).'),
  refused: z
    .array(z.string())
    .describe('One sentence per problem, starting with its line (the header is line 1).'),
  dryRun: z.boolean(),
  summary: z.string().describe('The command line’s closing sentence.'),
});
export type CrossReferenceLoad = z.infer<typeof crossReferenceLoadSchema>;
export const crossReferenceLoadResponseSchema = envelopeOf(z.object({ load: crossReferenceLoadSchema }));

export const statsRebuildResponseSchema = envelopeOf(z.object({ started: z.boolean() }));
