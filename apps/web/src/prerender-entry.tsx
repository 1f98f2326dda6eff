// Build-time rendering of the public pages (apps/web/build/prerender.ts runs this module in Node).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PRERENDER_PART_NUMBER } from '@ironmatch/contracts/part-matcher-rules';
import { PRERENDER_SITE_CONFIG } from '@ironmatch/contracts/site';
import { AppProviders } from './app/providers';
import { PUBLIC_PAGES, documentTitle, pageDescriptionFor, pageTitleFor } from './app/page-meta';
import { routes } from './app/router';
import { CONSENT_GATE_SCRIPT } from './features/consent/consent-gate';
import { setSiteConfigForPrerender } from './lib/site-config';

export { CONSENT_GATE_SCRIPT, PUBLIC_PAGES, documentTitle };

/**
 * Pages prerendered once for every address of a pattern, at `path`: the server serves that page for
 * each address with the address's own value written over `standIn` (apps/server platform/web-static.ts).
 * The build checks that this equals the page rendered for `sample`. Not for search engines.
 */
export const PRERENDERED_TEMPLATES = [
  {
    pattern: '/partmatcher/guestpartsearch/:partNumber',
    path: `/partmatcher/guestpartsearch/${PRERENDER_PART_NUMBER}`,
    standIn: PRERENDER_PART_NUMBER,
    sample: '1R0750',
  },
];

/** The page's title, description and robots rule: what DocumentMeta sets once the page runs. */
export function pageMeta(path: string): { title: string | null; description: string; robots: string } {
  return { title: pageTitleFor(path) ?? null, ...pageDescriptionFor(path) };
}

/** What the Node build's dynamic imports report (apps/web/build/prerender.ts marks each one). */
declare global {
  var __ironmatchPrerenderImports: Set<string> | undefined;
}

export interface RenderedPage {
  /** The body HTML (the inside of #root), as the browser's first render makes it for a guest. */
  html: string;
  /** The app modules (`src/...`) the page's routes loaded: their chunks go into the page's head. */
  modules: string[];
}

export async function renderPage(path: string): Promise<RenderedPage> {
  setSiteConfigForPrerender(PRERENDER_SITE_CONFIG);
  installEmptyStorage();
  const modules = new Set<string>();
  globalThis.__ironmatchPrerenderImports = modules;
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://prerender.invalid${path}`));
    if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
    if (context.statusCode !== 200) throw new Error(`${path} rendered status ${context.statusCode}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return { html, modules: [...modules] };
  } finally {
    globalThis.__ironmatchPrerenderImports = undefined;
  }
}

/** A guest's browser: nothing stored (no session, no consent). */
function installEmptyStorage(): void {
  const empty = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  };
  const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  scope.localStorage ??= empty();
  scope.sessionStorage ??= empty();
}
