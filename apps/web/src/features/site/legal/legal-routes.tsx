import type { RouteObject } from 'react-router';
import { LEGAL_PAGES } from './legal-catalog';

/** One route per legal page; the renderer and that page's text load together on first visit. */
export const legalRoutes: RouteObject[] = LEGAL_PAGES.map((entry) => ({
  path: entry.path,
  lazy: async () => {
    const [{ LegalPage }, document] = await Promise.all([import('./legal-page'), entry.load()]);
    return { element: <LegalPage document={document} path={entry.path} /> };
  },
}));
