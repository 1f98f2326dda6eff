import type { SiteConfig } from '@ironmatch/contracts/site';

/**
 * The public settings of `GET /api/site-config` (support phone and mailbox, the NetCom address, the
 * payment mode). The server writes them into every page it serves as JSON data (`#site-config`), so
 * they are there before any script runs, without a request, and the web app keeps no copies of its own.
 * Without that element (a page not served by our server) the values are empty.
 */
let cached: SiteConfig | undefined;

const EMPTY: SiteConfig = {
  supportPhone: '',
  supportEmail: '',
  netcomUrl: '',
  payments: { mode: 'simulated', publishableKey: null },
};

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as SiteConfig) : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

export { phoneHref } from '@ironmatch/contracts/site-rules';

/** Prerendering (no document): the settings to render with, instead of the page's. */
export function setSiteConfigForPrerender(config: SiteConfig): void {
  cached = config;
}

/** Test hook: forget the settings read so far. */
export function resetSiteConfigForTests(): void {
  cached = undefined;
}
