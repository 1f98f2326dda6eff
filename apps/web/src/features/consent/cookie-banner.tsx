import { Suspense, lazy } from 'react';

// Loaded right after the page's own JavaScript: the banner never delays the first paint
// and its code does not count against the home page's initial bundle.
const CookieConsentManager = lazy(async () => ({
  default: (await import('./cookie-consent-manager')).CookieConsentManager,
}));

/** Rendered once by the app layout: the cookie banner and the consent sync after login. */
export function CookieBanner() {
  return (
    <Suspense fallback={null}>
      <CookieConsentManager />
    </Suspense>
  );
}
