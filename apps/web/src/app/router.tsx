import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { accountsRoutes } from '../features/accounts/accounts-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { inventoryRoutes } from '../features/inventory/inventory-routes';
import { listingsRoutes } from '../features/listings/listings-routes';
import { machinesRoutes } from '../features/machines/machines-routes';
import { messagingRoutes } from '../features/messaging/messaging-routes';
import { partMatcherRoutes } from '../features/part-matcher/part-matcher-routes';
import { settingsRoutes } from './settings-routes';
import { legalRoutes } from '../features/site/legal/legal-routes';
import { ordersRoutes } from '../features/orders/orders-routes';
import { operatorsRoutes } from '../features/operators/operators-routes';
import { membershipRoutes } from '../features/membership/membership-routes';
import { quotesRoutes } from '../features/quotes/quotes-routes';
import { paymentsRoutes } from '../features/payments/payments-routes';
import { siteRoutes } from '../features/site/site-routes';
import { statsRoutes } from '../features/stats/stats-routes';
import { storefrontRoutes } from '../features/storefront/storefront-routes';
import { suggestionsRoutes } from '../features/suggestions/suggestions-routes';
import { teamRoutes } from '../features/team/team-routes';
import { AppLayout } from './shell/app-layout';
import { RouteErrorPage } from './shell/route-error-page';

// The operators' console shows anybody else the very page an unknown address gets (issue 30).
const NotFound = lazy(async () => ({
  default: (await import('../features/site/not-found-page')).NotFoundPage,
}));
const notFoundPage = (
  <Suspense fallback={null}>
    <NotFound />
  </Suspense>
);

/** Every feature brings its own lazily loaded routes; the catch-all 404 comes last. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...siteRoutes,
      ...legalRoutes,
      ...authRoutes,
      ...accountsRoutes,
      ...settingsRoutes,
      ...suggestionsRoutes,
      ...partMatcherRoutes,
      ...messagingRoutes,
      ...ordersRoutes,
      ...quotesRoutes,
      ...inventoryRoutes,
      ...paymentsRoutes,
      ...listingsRoutes,
      ...machinesRoutes,
      ...statsRoutes,
      ...storefrontRoutes,
      ...teamRoutes,
      ...membershipRoutes,
      ...operatorsRoutes(notFoundPage),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/site/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy modules of the routes at this address before the router starts, so the first render
 * is the page itself (no fallback while a chunk loads, and the same tree as the prerendered HTML).
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
