import type { RouteObject } from 'react-router';

/** /quotes/compare/{partSearchId} and /quotes/received (Quick Quote, issue 26), each a lazily loaded chunk. */
export const quotesRoutes: RouteObject[] = [
  {
    path: 'quotes/compare/:partSearchId',
    lazy: async () => ({ Component: (await import('./quotes-compare-page')).QuotesComparePage }),
  },
  {
    path: 'quotes/received',
    lazy: async () => ({ Component: (await import('./quotes-received-page')).QuotesReceivedPage }),
  },
];
