import { Suspense, lazy, useSyncExternalStore } from 'react';

// Loaded right after the page's own JavaScript: the banner never delays the first paint
// and its code does not count against the home page's initial bundle.
const CookieConsentManager = lazy(async () => ({
  default: (await import('./cookie-consent-manager')).CookieConsentManager,
}));

/** Rendered once by the app layout: the cookie banner and the consent sync after login. */
export function CookieBanner() {
  // Not part of the prerendered HTML (it depends on this browser's storage): it appears once the
  // page has hydrated, so the server's HTML and the browser's first render stay the same.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentManager />
    </Suspense>
  );
}

function subscribeNever() {
  return () => undefined;
}
