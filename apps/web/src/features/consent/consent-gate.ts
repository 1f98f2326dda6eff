import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/session';
import { CONSENT_DISMISSED_KEY, CONSENT_STORAGE_KEY } from './consent-events';

/** On <html> while the prerendered cookie banner must stay hidden (cookie-banner.scss). */
export const CONSENT_KNOWN_CLASS = 'im-consent-known';

/**
 * The first script of every page, inline in its head (the Vite build puts it there; the server allows
 * it by its hash in the Content-Security-Policy). Before the first paint it hides the prerendered cookie
 * banner in a browser that need not see it: consent stored (the same test as hasLocalConsent), the
 * banner closed for this session, or a session stored (the signed-in app decides after its check).
 * The banner takes over once the page is hydrated and removes the class.
 */
export const CONSENT_GATE_SCRIPT =
  '(function(){try{' +
  `var l=localStorage,c=JSON.parse(l.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");` +
  `if((c!==null&&typeof c==="object")||sessionStorage.getItem(${JSON.stringify(CONSENT_DISMISSED_KEY)})==="1"` +
  `||l.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})||l.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)}))` +
  `document.documentElement.classList.add(${JSON.stringify(CONSENT_KNOWN_CLASS)})` +
  '}catch(e){}})()';
