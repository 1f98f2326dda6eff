import type { RouteObject } from 'react-router';

export const siteRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
];
