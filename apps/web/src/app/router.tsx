import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountsRoutes } from '../features/accounts/accounts-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { inventoryRoutes } from '../features/inventory/inventory-routes';
import { listingsRoutes } from '../features/listings/listings-routes';
import { messagingRoutes } from '../features/messaging/messaging-routes';
import { partMatcherRoutes } from '../features/part-matcher/part-matcher-routes';
import { settingsRoutes } from './settings-routes';
import { legalRoutes } from '../features/site/legal/legal-routes';
import { ordersRoutes } from '../features/orders/orders-routes';
import { paymentsRoutes } from '../features/payments/payments-routes';
import { siteRoutes } from '../features/site/site-routes';
import { suggestionsRoutes } from '../features/suggestions/suggestions-routes';
import { AppLayout } from './shell/app-layout';
import { RouteErrorPage } from './shell/route-error-page';

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
      ...inventoryRoutes,
      ...paymentsRoutes,
      ...listingsRoutes,
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
