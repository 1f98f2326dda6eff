import type { RouteObject } from 'react-router';

/** The stats manager: its page (and the charting library with it) loads only when opened. */
export const statsRoutes: RouteObject[] = [
  {
    path: 'stats',
    lazy: async () => ({ Component: (await import('./stats-page')).StatsPage }),
  },
];
