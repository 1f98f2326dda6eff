import { z } from 'zod';
import { envelopeOf } from './envelope';
import { normalizePartNumber, PART_NUMBER_RAW_MAX_LENGTH } from './part-matcher-rules';
import {
  CROSS_REFERENCE_KINDS,
  CROSS_REFERENCE_MAX_LIMIT,
  CROSS_REFERENCE_MESSAGES,
  CROSS_REFERENCE_PAGE_SIZE,
  CROSS_REFERENCE_SOURCES,
  SERIAL_NOTE_MAX_LENGTH,
} from './cross-reference-rules';
import { text } from './text';

/** A cross-reference between two part numbers (issue 29). */
export const crossReferenceSchema = z.object({
  id: z.number().int(),
  /** Normalised. */
  fromPartNumber: z.string(),
  /** The make's abbreviation (CAT), or null: any make. */
  fromManufacturer: z.string().nullable(),
  toPartNumber: z.string(),
  toManufacturer: z.string().nullable(),
  kind: z
    .enum(CROSS_REFERENCE_KINDS)
    .describe(
      "'supersedes': toPartNumber is the new number replacing fromPartNumber; 'interchangeable': either fits; " +
        "'aftermarket': toPartNumber is a non-OEM number for the OEM part fromPartNumber.",
    ),
  /** The serial-prefix note ('S/N 2XJ1-UP'), or null. */
  serialNote: z.string().nullable(),
  source: z
    .enum(CROSS_REFERENCE_SOURCES)
    .describe("'operator': applies to every company's stock; 'company': a dealer's own, for its stock only."),
  /** The dealer company of a `company` reference; null for `operator`. */
  companyId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CrossReference = z.infer<typeof crossReferenceSchema>;

const makeField = z
  .union([z.string().max(100), z.number().int()])
  .nullable()
  .optional()
  .describe("The make's abbreviation (CAT) or id; omitted or empty: any make.");

/** POST /api/inventory/cross-references (the rules that need no database run in the service too). */
export const crossReferenceBodySchema = z.object({
  fromPartNumber: text({ label: 'From part number', required: CROSS_REFERENCE_MESSAGES.fromMissing }).max(
    PART_NUMBER_RAW_MAX_LENGTH,
    CROSS_REFERENCE_MESSAGES.fromTooLong,
  ),
  fromManufacturer: makeField,
  toPartNumber: text({ label: 'To part number', required: CROSS_REFERENCE_MESSAGES.toMissing }).max(
    PART_NUMBER_RAW_MAX_LENGTH,
    CROSS_REFERENCE_MESSAGES.toTooLong,
  ),
  toManufacturer: makeField,
  kind: text({ label: 'Kind', required: CROSS_REFERENCE_MESSAGES.unknownKind }).max(40),
  serialNote: text({ label: 'Serial-prefix note' })
    .max(SERIAL_NOTE_MAX_LENGTH, CROSS_REFERENCE_MESSAGES.serialNoteTooLong)
    .nullable()
    .optional(),
});
export type CrossReferenceBody = z.input<typeof crossReferenceBodySchema>;

const listBase = {
  /** Those with this number (normalised) on either side. */
  partNumber: text({ label: 'Part number' })
    .max(PART_NUMBER_RAW_MAX_LENGTH)
    .optional()
    .transform((v) => {
      const norm = normalizePartNumber(v ?? '');
      return norm === '' ? undefined : norm;
    }),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(CROSS_REFERENCE_MAX_LIMIT).default(CROSS_REFERENCE_PAGE_SIZE),
};

/** GET /api/inventory/cross-references */
export const companyCrossReferenceListQuerySchema = z.object(listBase);
/** GET /api/cross-references (the operators'). */
export const operatorCrossReferenceListQuerySchema = z.object({
  ...listBase,
  kind: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z.enum(CROSS_REFERENCE_KINDS, { error: CROSS_REFERENCE_MESSAGES.unknownKind }).optional(),
  ),
});
export type CrossReferenceListQuery = z.output<typeof operatorCrossReferenceListQuerySchema>;

export const crossReferenceListResponseSchema = envelopeOf(
  z.object({
    crossReferences: z.array(crossReferenceSchema),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export const crossReferenceResponseSchema = envelopeOf(z.object({ crossReference: crossReferenceSchema }));
export const crossReferenceIdParamsSchema = z.object({ id: z.string() });
export const deleteCrossReferenceResponseSchema = envelopeOf(z.object({ id: z.number().int() }));
