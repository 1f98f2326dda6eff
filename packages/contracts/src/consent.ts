import { z } from 'zod';
import { envelopeOf } from './envelope';

/** Cookie consent (spec accounts 3 "Cookie consent", 4 "Cookie banner", 7). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
export const CONSENT_CATEGORIES = ['essential', 'preferences', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_MESSAGES = {
  fetchFailed: 'Failed to fetch consent from server',
  syncFailed: 'Failed to sync consent to server',
  saved: 'Cookie preferences saved.',
  removed: 'Cookie preferences removed.',
} as const;

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
export const cookieConsentLocalSchema = z.object({
  essential: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  /** ISO time of the choice: updatedAt, else createdAt, else the time it was read. */
  timestamp: z.string(),
});
export type CookieConsentLocal = z.infer<typeof cookieConsentLocalSchema>;

export type ConsentChoice = Pick<Consent, 'preferences' | 'analytics' | 'marketing'>;
export const DENY_NON_ESSENTIAL: ConsentChoice = { preferences: false, analytics: false, marketing: false };
export const ALLOW_ALL: ConsentChoice = { preferences: true, analytics: true, marketing: true };

/** The timestamp rule: updatedAt, else createdAt, else now. */
export function consentTimestamp(
  c: { updatedAt?: string | null; createdAt?: string | null },
  now = new Date(),
): string {
  return c.updatedAt || c.createdAt || now.toISOString();
}

/** Builds the local record from a choice or a server record. */
export function toLocalConsent(
  c: Partial<ConsentChoice> & { createdAt?: string | null; updatedAt?: string | null },
  now = new Date(),
): CookieConsentLocal {
  return {
    essential: true,
    preferences: c.preferences === true,
    analytics: c.analytics === true,
    marketing: c.marketing === true,
    ...(c.createdAt ? { createdAt: c.createdAt } : {}),
    ...(c.updatedAt ? { updatedAt: c.updatedAt } : {}),
    timestamp: consentTimestamp(c, now),
  };
}

/** Reads the stored value; anything unreadable counts as "no consent". */
export function parseLocalConsent(raw: string | null): CookieConsentLocal | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    const local = toLocalConsent({
      preferences: value.preferences === true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      createdAt: text(value.createdAt),
      updatedAt: text(value.updatedAt),
    });
    const stamp = text(value.timestamp);
    return stamp && !local.updatedAt && !local.createdAt ? { ...local, timestamp: stamp } : local;
  } catch {
    return null;
  }
}

/**
 * The sync rule after login: which side wins. 'push' = post local; 'pull' = overwrite local;
 * 'none' = nothing to do (neither side has a choice, or both are equally recent).
 */
export function consentSyncDirection(
  local: CookieConsentLocal | null,
  server: Pick<Consent, 'createdAt' | 'updatedAt'> | null,
): 'push' | 'pull' | 'none' {
  if (!server) return local ? 'push' : 'none';
  if (!local) return 'pull';
  const localTime = Date.parse(local.timestamp);
  const serverTime = Date.parse(consentTimestamp(server));
  if (Number.isNaN(localTime)) return 'pull';
  if (localTime > serverTime) return 'push';
  if (serverTime > localTime) return 'pull';
  return 'none';
}
