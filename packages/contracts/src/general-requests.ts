import { z } from 'zod';
import { envelopeOf } from './envelope';
import {
  GENERAL_REQUESTS_PAGE_SIZE,
  MAX_LIST_LIMIT,
  MIN_COMMENTS_LENGTH,
  MULTI_PART_LIMIT,
  PART_NUMBER_MAX_LENGTH,
  PART_MATCHER_MESSAGES,
  splitPartNumbers,
} from './part-matcher-rules';
import { manufacturerQuerySchema, offsetInt, optionalText, positiveInt } from './part-matcher-query';
import { multilineText } from './text';

/** General requests (spec marketplace 2 and 3; issue 29: several part numbers). */

/** Part numbers one general request may name. */
export const GENERAL_REQUEST_PART_LIMIT = MULTI_PART_LIMIT;
export const GENERAL_REQUEST_MESSAGES = {
  tooManyPartNumbers: `A general request can name up to ${GENERAL_REQUEST_PART_LIMIT} part numbers.`,
} as const;

/** General request (spec 3). Blank fields are null (the page shows 'N/A'). */
export const generalRequestSchema = z.object({
  id: z.number().int(),
  generalRequestId: z.number().int(),
  /** The request's part numbers joined with ', ' (null when none). */
  partNumber: z.string().nullable(),
  /** Issue 29: its part numbers (normalised, distinct, in the order given); [] when none. */
  partNumbers: z.array(z.string()),
  manufacturer: z.string().nullable(),
  modelnum: z.string().nullable(),
  comments: z.string(),
  createdAt: z.string(),
  companyId: z.number().int(),
  userId: z.number().int(),
  Company: z.object({ name: z.string() }),
  User: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
});
export type GeneralRequest = z.infer<typeof generalRequestSchema>;

/** GET /api/generalRequest/{companyId} (own company) and GET /api/generalRequest (members: all). */
export const generalRequestListQuerySchema = z.object({
  limit: positiveInt(GENERAL_REQUESTS_PAGE_SIZE, MAX_LIST_LIMIT),
  offset: offsetInt,
});
export type GeneralRequestListQuery = z.input<typeof generalRequestListQuerySchema>;
export const generalRequestListResponseSchema = envelopeOf(
  z.object({ rows: z.array(generalRequestSchema), count: z.number().int() }),
);
export type GeneralRequestListResponse = z.infer<typeof generalRequestListResponseSchema>;

/** The comments rule of a general request (also for the page's form). */
export const generalRequestCommentsSchema = multilineText({
  required: PART_MATCHER_MESSAGES.commentsTooShort,
  label: 'Comments',
})
  .max(4000, 'Comments must be at most 4000 characters long.')
  .transform((v) => v.trim())
  .refine((v) => v.length >= MIN_COMMENTS_LENGTH, { message: PART_MATCHER_MESSAGES.commentsTooShort });

/**
 * A general request's part numbers as typed: up to 20, separated by commas, semicolons, tabs or line
 * breaks (a pasted spreadsheet column or row, never glued into one number); normalised, distinct, in
 * the order given ([] when none).
 */
export const generalRequestPartNumbersSchema = multilineText({ label: 'Part number' })
  .max(5000)
  .optional()
  .transform((v) => splitPartNumbers(v ?? ''))
  .superRefine((list, ctx) => {
    if (list.length > GENERAL_REQUEST_PART_LIMIT)
      ctx.addIssue({ code: 'custom', message: GENERAL_REQUEST_MESSAGES.tooManyPartNumbers });
    else if (list.some((p) => p.length > PART_NUMBER_MAX_LENGTH))
      ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.partNumberTooLong });
  });

/**
 * POST /api/generalRequest/{comments}: comments in the path, or in a JSON body `{ comments }` (then
 * the path segment may be left out: POST /api/generalRequest). Query partNumber (up to 20 numbers,
 * normalised), manufacturer (abbrname or id; All = none), modelnum.
 */
export const generalRequestCreateQuerySchema = z.object({
  partNumber: generalRequestPartNumbersSchema,
  manufacturer: manufacturerQuerySchema,
  modelnum: optionalText(100),
});
export type GeneralRequestCreateQuery = z.input<typeof generalRequestCreateQuerySchema>;
export const generalRequestCreateBodySchema = z
  .object({ comments: multilineText({ label: 'Comments' }).max(4000).optional() })
  .nullish();
export const generalRequestCreateResponseSchema = envelopeOf(
  z.object({
    generalRequestId: z.number().int(),
    /** The dealer companies it was sent to: every network member company but the sender's. */
    dealerCount: z.number().int(),
  }),
);
export type GeneralRequestCreateResponse = z.infer<typeof generalRequestCreateResponseSchema>;
