import { z } from 'zod';
import { envelopeOf } from './envelope';
import { conditionSchema, didYouMeanSchema, matchKindSchema, partPictureSchema } from './part-matcher';
import { conditionQuerySchema, manufacturerQuerySchema, partNumberListSchema } from './part-matcher-query';
import { text } from './text';

/** The guest part search (spec marketplace 2; issue 29's several numbers): masked rows, nothing saved. */

/**
 * Guest row: NO seller identity, price or picture ever leaves the server. `companyName` is a random
 * made-up string for the blur effect; `createAccountToView` applies the placement rule server-side too.
 */
export const guestPartRowSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyname: z.string(),
  partNumber: z.string(),
  partnum: z.string(),
  description: z.string(),
  descript: z.string(),
  condition: conditionSchema,
  condlong: z.string(),
  manufacturer: z.string(),
  abbrname: z.string(),
  manuflong: z.string(),
  quan: z.number().int(),
  /** Always null for a guest. (Typed as a nullable number: a property of type `null` alone is lost by openapi-fetch's types.) */
  price: z.number().int().nullable(),
  pics: z.literal(''),
  // Always empty for a guest (an empty list of the logged-in row's picture shape).
  pictures: z.array(partPictureSchema).max(0),
  createAccountToView: z.boolean(),
  matchKind: matchKindSchema,
  /** Issue 29: the badge of a superseded or interchange row ('Replaces 1R-0716'); null for exact and prefix rows. */
  matchLabel: z.string().nullable(),
  /** Issue 29: the serial-prefix note of the cross-reference the row was found through, else null. */
  crossReferenceNote: z.string().nullable(),
});
export type GuestPartRow = z.infer<typeof guestPartRowSchema>;

/** GET /api/guestparts/{partNumber} (no auth). `ipAddress` is accepted and ignored: the server reads it. */
export const guestPartSearchQuerySchema = z.object({
  condition: conditionQuerySchema,
  manufacturer: manufacturerQuerySchema,
  ipAddress: text().max(100).optional(),
});
export type GuestPartSearchQuery = z.input<typeof guestPartSearchQuerySchema>;
export const guestPartSearchResponseSchema = envelopeOf(
  z.object({ parts: z.array(guestPartRowSchema), count: z.number().int(), didYouMean: didYouMeanSchema }),
);
export type GuestPartSearchResponse = z.infer<typeof guestPartSearchResponseSchema>;

/**
 * GET /api/guestparts?partNumbers= (no auth): up to 20 numbers separated by commas, semicolons, tabs or
 * line breaks, with the same filters as the guest search and the logged-in multi search's sentences.
 */
export const guestMultiPartSearchQuerySchema = guestPartSearchQuerySchema.extend({
  partNumbers: partNumberListSchema,
});
export type GuestMultiPartSearchQuery = z.input<typeof guestMultiPartSearchQuerySchema>;
export const guestPartSearchGroupSchema = z.object({
  /** Normalised part number searched. */
  partNumber: z.string(),
  parts: z.array(guestPartRowSchema),
  count: z.number().int(),
  didYouMean: didYouMeanSchema,
});
export type GuestPartSearchGroup = z.infer<typeof guestPartSearchGroupSchema>;
export const guestMultiPartSearchResponseSchema = envelopeOf(
  z.object({ groups: z.array(guestPartSearchGroupSchema) }),
);
export type GuestMultiPartSearchResponse = z.infer<typeof guestMultiPartSearchResponseSchema>;
