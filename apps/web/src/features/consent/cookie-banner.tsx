import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { getAccessToken, getRefreshToken } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { dismissConsentBanner, hasLocalConsent, isConsentDismissed, onConsentChange } from './consent-events';
import { CONSENT_KNOWN_CLASS } from './consent-gate';

// The store (zod-based rules) and the dialog load only when needed: the first page stays light.
const loadStore = () => import('./consent-store');
const CookieSettingsModal = lazy(async () => ({
  default: (await import('./cookie-settings-modal')).CookieSettingsModal,
}));

const ALL = { preferences: true, analytics: true, marketing: true };
const ESSENTIAL_ONLY = { preferences: false, analytics: false, marketing: false };

/**
 * The cookie banner (spec 2.1 and 4): shown while no consent exists here or on the server and it
 * was not dismissed; syncs the consent with the server after login. Rendered by the app layout.
 *
 * It is part of the prerendered pages, as a guest with empty storage sees them: on a phone it is the
 * largest thing on the first screen, and appearing only after the JavaScript it would be the page's
 * last paint. A browser that need not see it (consent stored, dismissed, signed in) hides it before the
 * first paint through the consent gate (consent-gate.ts). While hydrating, the banner renders as it
 * was prerendered; right after, it reads this browser's storage.
 */
export function CookieBanner() {
  const { status, claims } = useAuth();
  const loggedIn = status === 'authenticated';
  const hydrated = useHydrated();
  const [hasConsentHere, setHasConsent] = useState(hasLocalConsent);
  const [dismissedHere, setDismissed] = useState(isConsentDismissed);
  const hasConsent = hydrated && hasConsentHere;
  const dismissed = hydrated && dismissedHere;
  // A stored session decides once it is checked (status 'loading' until then); a guest has none.
  const sessionPending = hydrated && status === 'loading' && Boolean(getAccessToken() || getRefreshToken());
  const [syncing, setSyncing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [modalLoaded, setModalLoaded] = useState(false);
  const syncedFor = useRef<number | null>(null);

  useEffect(() => onConsentChange(() => setHasConsent(hasLocalConsent())), []);

  // Sync once per signed-in user (a claims refresh of the same user does not repeat it).
  const userId = loggedIn ? (claims?.userId ?? null) : null;
  useEffect(() => {
    if (status === 'unauthenticated') syncedFor.current = null;
    if (userId === null || syncedFor.current === userId) return;
    syncedFor.current = userId;
    let active = true;
    setSyncing(true);
    void loadStore()
      .then((store) => store.syncConsentAfterLogin())
      .then((result) => {
        if (!active) return;
        setHasConsent(hasLocalConsent());
        // A fetch failure matters only while the banner is asking; otherwise it was logged.
        setError(result.local ? null : result.error);
      })
      .catch((err: unknown) => console.warn('cookie consent: sync failed', err))
      .finally(() => active && setSyncing(false));
    return () => {
      active = false;
    };
  }, [status, userId]);

  const asking = !hasConsent && !dismissed && !sessionPending && !syncing;

  // From now on this component alone decides whether the banner shows.
  useEffect(() => {
    if (hydrated) document.documentElement.classList.remove(CONSENT_KNOWN_CLASS);
  }, [hydrated]);

  // Warm up the store while the banner is on screen, so a click answers at once.
  useEffect(() => {
    if (asking) void loadStore();
  }, [asking]);

  const choose = useCallback(
    async (choice: typeof ALL) => {
      setError(null);
      const store = await loadStore();
      const result = await store.saveConsentChoice(choice, loggedIn);
      setHasConsent(true);
      setError(result.error);
    },
    [loggedIn],
  );

  const openSettings = () => {
    setModalLoaded(true);
    setSettingsOpen(true);
  };

  const showBanner = asking || error !== null;

  return (
    <>
      {showBanner && (
        <section className="im-cookie-banner" aria-label="Cookie consent" role="region">
          <div className="container-xl d-flex flex-column flex-lg-row align-items-lg-center gap-3 py-3 position-relative">
            <div className="flex-grow-1 im-cookie-text">
              {asking && (
                <p className="mb-0">
                  We use essential cookies to keep you signed in and remember your choices. With your
                  permission we also use preference, analytics and marketing cookies. See our{' '}
                  <Link to="/legal/cookies" className="im-cookie-link">
                    Cookie Policy
                  </Link>
                  .
                </p>
              )}
              {error && (
                <p className="mb-0 mt-1 fw-semibold im-cookie-error" role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="d-flex flex-wrap gap-2 flex-shrink-0 im-cookie-actions">
              {asking ? (
                <>
                  {/* Disabled until the page is hydrated: before that a tap could do nothing. */}
                  <button
                    type="button"
                    className="btn btn-outline-light btn-sm"
                    disabled={!hydrated}
                    onClick={() => void choose(ESSENTIAL_ONLY)}
                  >
                    Deny non-essential
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-light btn-sm"
                    disabled={!hydrated}
                    onClick={openSettings}
                  >
                    Settings
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={!hydrated}
                    onClick={() => void choose(ALL)}
                  >
                    Allow all
                  </button>
                  <button
                    type="button"
                    className="btn-close btn-close-white im-cookie-close"
                    disabled={!hydrated}
                    aria-label="Close the cookie banner for now"
                    onClick={() => {
                      dismissConsentBanner();
                      setDismissed(true);
                    }}
                  />
                </>
              ) : (
                <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setError(null)}>
                  Close
                </button>
              )}
            </div>
          </div>
        </section>
      )}
      {modalLoaded && (
        <Suspense fallback={null}>
          <CookieSettingsModal
            show={settingsOpen}
            loggedIn={loggedIn}
            onHide={() => setSettingsOpen(false)}
            onSaved={(result) => {
              setHasConsent(true);
              setError(result.error);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
