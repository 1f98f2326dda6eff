import { useEffect, useState } from 'react';
import type { CookieConsentLocal } from '@ironmatch/contracts/consent-rules';
import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY } from './consent-events';
import { readLocalConsent } from './consent-store';

/** The stored consent, kept current through the change event and other tabs' storage events. */
export function useLocalConsent(): CookieConsentLocal | null {
  const [consent, setConsent] = useState(readLocalConsent);
  useEffect(() => {
    const reread = () => setConsent(readLocalConsent());
    const onStorage = (e: StorageEvent) => {
      if (e.key === CONSENT_STORAGE_KEY || e.key === null) reread();
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, reread);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, reread);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return consent;
}
