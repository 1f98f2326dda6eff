import { useSyncExternalStore } from 'react';

/**
 * False while a page renders for its prerendered HTML (the build, and the browser's hydration of it);
 * true afterwards, and from the start when the page renders in the browser alone. What depends on this
 * browser's storage reads it only when true, so the first render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, inPrerender);
}

function subscribeNever() {
  return () => undefined;
}
const inBrowser = () => true;
const inPrerender = () => false;
