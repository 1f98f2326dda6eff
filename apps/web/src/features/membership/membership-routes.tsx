import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/require-auth';

/** "Apply to join the network" (issue 30): logged in with a company; a guest is asked to log in first. */
export const membershipRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth company>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'membership/apply',
        lazy: async () => ({ Component: (await import('./apply-page')).ApplyPage }),
      },
    ],
  },
];
