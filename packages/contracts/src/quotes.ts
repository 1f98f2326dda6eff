import { z } from 'zod';
import { envelopeOf } from './envelope';
import { CONDITIONS } from './part-matcher-rules';
import {
  QUOTE_COMPARE_SORTS,
  QUOTE_LEAD_TIME_MAX_DAYS,
  QUOTE_MAX_LINES,
  QUOTE_MESSAGES as M,
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_QUANTITY_MAX,
  QUOTE_STATUSES,
} from './quote-rules';
import { MAX_MONEY_CENTS } from './order-money';
import { multilineText, text } from './text';

/** Quick Quote's request and response shapes (issue 26, "API"). The rules are in quote-rules.ts. */

const condition = z.enum(CONDITIONS, { error: 'Condition must be AFTERMARKET, CORE, NEW, REBUILT or USED.' });
const optionalCents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents.` })
    .int({ error: `${label} must be a whole number of cents.` })
    .min(0, { error: `${label} must not be negative.` })
    .max(MAX_MONEY_CENTS, { error: `${label} is too large.` })
    .nullish()
    .transform((v) => v ?? null);
const idField = (label: string) =>
  z
    .number({ error: `${label} must be a record id.` })
    .int({ error: `${label} must be a record id.` })
    .positive({
      error: `${label} must be a record id.`,
    });
const note = multilineText({ label: 'Note' })
  .trim()
  .max(QUOTE_NOTE_MAX_LENGTH, { error: `Note must be at most ${QUOTE_NOTE_MAX_LENGTH} characters long.` });

export const quoteIdParamsSchema = z.object({ id: text({ label: 'Quote id' }).max(40) });
export const partSearchIdParamsSchema = z.object({ partSearchId: text({ label: 'Part search id' }).max(40) });

export const quoteLineInputSchema = z.object({
  partSearchId: idField('Part search id').optional(),
  partId: idField('Part id').nullish(),
  partNumber: text({ label: 'Part number' }).trim().min(1).max(100).optional(),
  description: text({ label: 'Description' }).trim().max(200).optional(),
  price: z
    .number({ error: M.priceRequired })
    .int({ error: 'Price must be a whole number of cents.' })
    .gt(0, { error: M.priceRequired })
    .max(MAX_MONEY_CENTS, { error: 'Price is too large.' }),
  quantity: z
    .number({ error: 'Quantity must be a whole number.' })
    .int({ error: 'Quantity must be a whole number.' })
    .min(1, { error: 'Quantity must be at least 1.' })
    .max(QUOTE_QUANTITY_MAX, { error: `Quantity must be at most ${QUOTE_QUANTITY_MAX}.` })
    .default(1),
  condition,
  leadTimeDays: z
    .number({ error: 'Lead time must be a whole number of days.' })
    .int({ error: 'Lead time must be a whole number of days.' })
    .min(0, { error: 'Lead time must be 0 to 365 days.' })
    .max(QUOTE_LEAD_TIME_MAX_DAYS, { error: 'Lead time must be 0 to 365 days.' })
    .default(0),
  freightEstimate: optionalCents('Freight estimate'),
  coreCharge: optionalCents('Core charge'),
  note: note.nullish().transform((v) => (v ? v : null)),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

export const sendQuoteBodySchema = z.object({
  partSearchId: idField('Part search id'),
  validUntil: text({ label: 'Valid until' }).max(40).nullish(),
  lines: z
    .array(quoteLineInputSchema, { error: M.noLines })
    .min(1, { error: M.noLines })
    .max(QUOTE_MAX_LINES, { error: M.tooManyLines }),
});
export type SendQuoteBody = z.input<typeof sendQuoteBodySchema>;
export type SendQuoteValues = z.output<typeof sendQuoteBodySchema>;

export const quoteLineSchema = z.object({
  id: z.number().int(),
  partSearchId: z.number().int(),
  partNumber: z.string(),
  description: z.string(),
  partId: z.number().int().nullable(),
  condition,
  price: z.number().int(),
  quantity: z.number().int(),
  leadTimeDays: z.number().int(),
  freightEstimate: z.number().int().nullable(),
  coreCharge: z.number().int().nullable(),
  note: z.string().nullable(),
  total: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  expired: z.boolean(),
  validUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  DealerCompany: z.object({ id: z.number().int(), name: z.string(), city: z.string(), state: z.string() }),
  BuyerCompany: z.object({ id: z.number().int(), name: z.string() }),
  sentBy: z.object({ userId: z.number().int().nullable(), firstName: z.string(), lastName: z.string() }),
  declineReason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  lines: z.array(quoteLineSchema),
  total: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteResponseSchema = envelopeOf(z.object({ quote: quoteSchema }));
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
export const quoteChangeResponseSchema = envelopeOf(z.object({ quote: quoteSchema, unchanged: z.boolean() }));
export const quoteAcceptResponseSchema = envelopeOf(
  z.object({ quote: quoteSchema, orderId: z.number().int(), unchanged: z.boolean() }),
);
export const quoteListResponseSchema = envelopeOf(
  z.object({ quotes: z.array(quoteSchema), count: z.number().int() }),
);
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;

export const declineQuoteBodySchema = z
  .object({ reason: note.nullish().transform((v) => (v ? v : null)) })
  .default({ reason: null });

const pictureSchema = z.object({ picId: z.number().int(), filename: z.string(), picurl: z.string() });
export const quoteDraftSchema = z.object({
  requestId: z.number().int(),
  BuyerCompany: z.object({ id: z.number().int(), name: z.string() }),
  partSearches: z.array(
    z.object({
      partSearchId: z.number().int(),
      partNumber: z.string(),
      manufacturer: z.string().nullable(),
      condition: condition.nullable(),
      description: z.string().nullable(),
      stock: z.array(
        z.object({
          partId: z.number().int(),
          partNumber: z.string(),
          description: z.string(),
          condition,
          quantity: z.number().int(),
          price: z.number().int().nullable(),
          pictures: z.array(pictureSchema),
        }),
      ),
    }),
  ),
  quote: quoteSchema.nullable(),
});
export type QuoteDraft = z.infer<typeof quoteDraftSchema>;
export const quoteDraftResponseSchema = envelopeOf(quoteDraftSchema);

export const compareQuerySchema = z.object({
  sort: z.enum(QUOTE_COMPARE_SORTS, { error: M.badSort }).default('total'),
});
export const compareRowSchema = z.object({
  quoteId: z.number().int(),
  lineId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  expired: z.boolean(),
  dealer: z.object({
    companyId: z.number().int(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    medianReplySeconds: z.number().int().nullable(),
  }),
  condition,
  price: z.number().int(),
  quantity: z.number().int(),
  leadTimeDays: z.number().int(),
  freightEstimate: z.number().int().nullable(),
  coreCharge: z.number().int().nullable(),
  total: z.number().int(),
  validUntil: z.string(),
  note: z.string().nullable(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;
export const quoteCompareSchema = z.object({
  requestId: z.number().int(),
  sort: z.enum(QUOTE_COMPARE_SORTS),
  groups: z.array(
    z.object({ partSearchId: z.number().int(), partNumber: z.string(), quotes: z.array(compareRowSchema) }),
  ),
});
export type QuoteCompare = z.infer<typeof quoteCompareSchema>;
export const quoteCompareResponseSchema = envelopeOf(quoteCompareSchema);

export const quoteRequestBodySchema = z.object({
  partSearchId: idField('Part search id'),
  resultIds: z.array(idField('Result id')).min(1).max(200).optional(),
  allDealers: z.boolean().optional(),
  neededBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Needed by must be a date (YYYY-MM-DD).' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
      error: 'Needed by must be a date (YYYY-MM-DD).',
    })
    .nullish()
    .transform((v) => v ?? null),
  note: note.nullish().transform((v) => (v ? v : null)),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;
export type QuoteRequestValues = z.output<typeof quoteRequestBodySchema>;
export const quoteRequestResponseSchema = envelopeOf(
  z.object({
    quoteRequestId: z.number().int(),
    requestId: z.number().int(),
    companyIds: z.array(z.number().int()),
  }),
);

/** The new fields on part search rows (allPartSearches, allPartSearchesByCompany, partResults). */
export const myQuoteSchema = z.object({ id: z.number().int(), status: z.enum(QUOTE_STATUSES) }).nullable();
export const quoteRequestSummarySchema = z
  .object({
    id: z.number().int(),
    neededBy: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .nullable();

/** GET /api/quotes/received and /sent: optionally one request's quotes only (the open results page polls it). */
export const quoteListQuerySchema = z.object({
  requestId: z.coerce
    .number({ error: 'Request id must be a record id.' })
    .int({ error: 'Request id must be a record id.' })
    .positive({ error: 'Request id must be a record id.' })
    .max(2_147_483_647, { error: 'Request id must be a record id.' })
    .optional(),
});
