import { z } from 'zod';
import {
  normalizePartNumber,
  MULTI_PART_LIMIT,
  MIN_PART_NUMBER_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  PART_NUMBER_RAW_MAX_LENGTH,
  PART_MATCHER_MESSAGES,
  splitPartNumbers,
  manufacturerFilterValue,
  conditionFilterValue,
} from './part-matcher-rules';
import { multilineText, text } from './text';

/**
 * The part matcher's shared pieces of query schemas: the search, the guest search (guest-part-search.ts)
 * and general requests (general-requests.ts) read their filters and part numbers the same way.
 */

/** An optional text: trimmed, blank = undefined. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options)
    .max(max)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Manufacturer filter: abbrname (CAT), id (1), or empty / 'All' / 'All Manufacturers' for none. */
export const manufacturerQuerySchema = text()
  .max(60)
  .optional()
  .transform((v) => manufacturerFilterValue(v));

/** Condition filter: one of the five, or empty / 'All' / 'All Conditions' for none. */
export const conditionQuerySchema = text()
  .max(40)
  .optional()
  .superRefine((v, ctx) => {
    if (conditionFilterValue(v) === null)
      ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.unknownCondition });
  })
  .transform((v) => conditionFilterValue(v) ?? undefined);

/** A part number to search: normalised, 3 to 40 characters. */
export const searchPartNumberSchema = text({ label: 'Part number' })
  .max(PART_NUMBER_RAW_MAX_LENGTH, PART_MATCHER_MESSAGES.partNumberTooLong)
  .transform(normalizePartNumber)
  .refine((v) => v.length >= MIN_PART_NUMBER_LENGTH, { message: PART_MATCHER_MESSAGES.partNumberTooShort })
  .refine((v) => v.length <= PART_NUMBER_MAX_LENGTH, { message: PART_MATCHER_MESSAGES.partNumberTooLong });

/**
 * Up to 20 part numbers to search at once, separated by commas, semicolons, tabs or line breaks (a
 * pasted spreadsheet column or row): distinct normalised numbers in the order given. The logged-in and
 * the guest multi search answer the same sentences.
 */
export const partNumberListSchema = multilineText({ label: 'Part numbers' })
  .max(5000)
  .transform(splitPartNumbers)
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.noPartNumbers });
    else if (list.length > MULTI_PART_LIMIT)
      ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.tooManyPartNumbers });
    else if (list.some((p) => p.length < MIN_PART_NUMBER_LENGTH))
      ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.partNumberTooShort });
    else if (list.some((p) => p.length > PART_NUMBER_MAX_LENGTH))
      ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.partNumberTooLong });
  });

export const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
export const offsetInt = z.coerce.number().int().min(0).max(1_000_000).default(0);
