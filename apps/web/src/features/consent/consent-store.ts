import type { Consent, ConsentRequest } from '@ironmatch/contracts/consent';
import {
  CONSENT_MESSAGES,
  COOKIE_CONSENT_STORAGE_KEY,
  consentSyncDirection,
  parseLocalConsent,
  toLocalConsent,
  type ConsentChoice,
  type CookieConsentLocal,
} from '@ironmatch/contracts/consent-rules';
import { ApiError, apiKeepingSession, unwrap } from '../../lib/api-client';
import { broadcastConsentChange } from './consent-events';

export function readLocalConsent(): CookieConsentLocal | null {
  return parseLocalConsent(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY));
}

function writeLocalConsent(record: CookieConsentLocal): void {
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
  broadcastConsentChange(record);
}

export interface ConsentSyncResult {
  local: CookieConsentLocal | null;
  /** 'Failed to fetch consent from server' / 'Failed to sync consent to server', shown in red by the banner. */
  error: string | null;
}

async function postConsent(record: ConsentChoice): Promise<Consent | null> {
  const body: ConsentRequest = {
    essential: true,
    preferences: record.preferences,
    analytics: record.analytics,
    marketing: record.marketing,
  };
  const res = await unwrap(apiKeepingSession.POST('/api/consent', { body }));
  return res.data;
}

/** A 401 ends the sync silently: the session is gone and the local choice still applies. */
function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** Saves a choice locally first, then on the server when logged in (spec 4 "Cookie banner"). */
export async function saveConsentChoice(
  choice: ConsentChoice,
  loggedIn: boolean,
): Promise<ConsentSyncResult> {
  const previous = readLocalConsent();
  const now = new Date().toISOString();
  const local: CookieConsentLocal = {
    essential: true,
    preferences: choice.preferences,
    analytics: choice.analytics,
    marketing: choice.marketing,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
    timestamp: now,
  };
  writeLocalConsent(local);
  if (!loggedIn) return { local, error: null };
  try {
    const saved = await postConsent(local);
    // Take the server's times so the next sync sees both sides as equally recent.
    if (saved) {
      const synced = toLocalConsent(saved);
      writeLocalConsent(synced);
      return { local: synced, error: null };
    }
    return { local, error: null };
  } catch (err) {
    if (isUnauthorized(err)) return { local, error: null };
    console.warn('cookie consent: saving to the server failed', err);
    return { local, error: CONSENT_MESSAGES.syncFailed };
  }
}

/** After login: the newer side wins; a server without a record gets the local one. */
export async function syncConsentAfterLogin(): Promise<ConsentSyncResult> {
  const local = readLocalConsent();
  let server: Consent | null;
  try {
    server = (await unwrap(apiKeepingSession.GET('/api/consent'))).data;
  } catch (err) {
    if (isUnauthorized(err)) return { local, error: null };
    console.warn('cookie consent: reading the server record failed', err);
    return { local, error: CONSENT_MESSAGES.fetchFailed };
  }
  const direction = consentSyncDirection(local, server);
  if (direction === 'pull' && server) {
    const pulled = toLocalConsent(server);
    writeLocalConsent(pulled);
    return { local: pulled, error: null };
  }
  if (direction === 'push' && local) {
    try {
      const saved = await postConsent(local);
      if (saved) {
        const synced = toLocalConsent(saved);
        writeLocalConsent(synced);
        return { local: synced, error: null };
      }
    } catch (err) {
      if (isUnauthorized(err)) return { local, error: null };
      console.warn('cookie consent: saving to the server failed', err);
      return { local, error: CONSENT_MESSAGES.syncFailed };
    }
  }
  return { local, error: null };
}
