/**
 * Cookie consent rules without zod (spec accounts 3 "Cookie consent", 4 "Cookie banner", 7): the
 * browser's banner and store use only these, so zod stays off the first page. The schemas of the API
 * are in consent.ts.
 */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
export const CONSENT_CATEGORIES = ['essential', 'preferences', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_MESSAGES = {
  fetchFailed: 'Failed to fetch consent from server',
  syncFailed: 'Failed to sync consent to server',
  saved: 'Cookie preferences saved.',
  removed: 'Cookie preferences removed.',
} as const;

/** The choice of the three optional categories (essential cookies cannot be refused). */
export interface ConsentChoice {
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** What the browser keeps under `cookieConsent`. */
export interface CookieConsentLocal extends ConsentChoice {
  essential: true;
  createdAt?: string;
  updatedAt?: string;
  /** ISO time of the choice: updatedAt, else createdAt, else the time it was read. */
  timestamp: string;
}

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
  server: { createdAt: string; updatedAt: string } | null,
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
