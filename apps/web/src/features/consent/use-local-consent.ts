import { useEffect, useState } from 'react';
import type { CookieConsentLocal } from '@ironmatch/contracts/consent-rules';
import { onConsentChange } from './consent-events';
import { readLocalConsent } from './consent-store';

/** The stored consent, kept current through the change event and other tabs' storage events. */
export function useLocalConsent(): CookieConsentLocal | null {
  const [consent, setConsent] = useState(readLocalConsent);
  useEffect(() => onConsentChange(() => setConsent(readLocalConsent())), []);
  return consent;
}
