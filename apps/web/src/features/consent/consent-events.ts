/**
 * The few consent facts the always-loaded banner needs, kept free of zod so the first page stays
 * small; the full rules (contracts' consent.ts) load with the store when a choice is made.
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Broadcast on window whenever the stored consent changes (detail: the new record or null). */
// Same name as the contracts' COOKIE_CONSENT_EVENT (kept as a literal so zod stays off the first page).
export const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';
/** "Not now": the banner stays hidden for this browser session without recording a choice. */
export const CONSENT_DISMISSED_KEY = 'cookieConsentDismissed';

export function hasLocalConsent(): boolean {
  try {
    const value = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

export function isConsentDismissed(): boolean {
  try {
    return sessionStorage.getItem(CONSENT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissConsentBanner(): void {
  try {
    sessionStorage.setItem(CONSENT_DISMISSED_KEY, '1');
  } catch {
    /* private mode: the banner simply returns on the next page load */
  }
}

export function broadcastConsentChange(detail: unknown): void {
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail }));
}

/**
 * Calls `listener` whenever the stored consent may have changed: in this tab (the change event) or in
 * another one (its storage event). Answers the unsubscribe, for an effect's clean-up.
 */
export function onConsentChange(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
