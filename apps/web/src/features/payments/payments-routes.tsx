import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/require-auth';

/** Seller payout onboarding (spec marketplace 2, accounts 2.10). */
export const paymentsRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth company>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'stripe/success',
        lazy: async () => ({ Component: (await import('./stripe-success-page')).StripeSuccessPage }),
      },
      {
        path: 'stripe/callback',
        lazy: async () => ({ Component: (await import('./stripe-callback-page')).StripeCallbackPage }),
      },
      {
        path: 'stripe/simulated-connect',
        lazy: async () => ({
          Component: (await import('./simulated-connect-page')).SimulatedConnectPage,
        }),
      },
    ],
  },
];
