import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/require-auth';

export const accountsRoutes: RouteObject[] = [
  {
    // Login only (spec 2.3).
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'profile', lazy: async () => ({ Component: (await import('./profile-page')).ProfilePage }) },
      {
        path: 'create-company',
        lazy: async () => ({ Component: (await import('./create-company-page')).CreateCompanyPage }),
      },
    ],
  },
];
