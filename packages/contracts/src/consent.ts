import { z } from 'zod';
import type { CookieConsentLocal } from './consent-rules';
import { envelopeOf } from './envelope';

/**
 * Cookie consent (spec accounts 3 "Cookie consent", 4 "Cookie banner", 7): the API's schemas. The
 * rules and constants are in consent-rules.ts, without zod, for the browser's first page.
 */
/** The server's record (GET/POST /api/consent data). */
export const consentSchema = z.object({
  essential: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** POST /api/consent. Essential cookies cannot be refused, so `essential` is always stored as true. */
export const consentRequestSchema = z.object({
  essential: z.boolean().optional(),
  preferences: z.boolean().default(false),
  analytics: z.boolean().default(false),
  marketing: z.boolean().default(false),
});
export type ConsentRequest = z.input<typeof consentRequestSchema>;

/** GET answers null when the user never chose. */
export const consentResponseSchema = envelopeOf(consentSchema.nullable());
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** What the browser keeps under `cookieConsent`. */
export const cookieConsentLocalSchema: z.ZodType<CookieConsentLocal> = z.object({
  essential: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  /** ISO time of the choice: updatedAt, else createdAt, else the time it was read. */
  timestamp: z.string(),
});
