import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/require-auth';

/** Company teams (issue 23): the team page (login and company) and the invitation page (anyone). */
export const teamRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth company>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'company/team', lazy: async () => ({ Component: (await import('./team-page')).TeamPage }) },
    ],
  },
  { path: 'invite', lazy: async () => ({ Component: (await import('./invite-page')).InvitePage }) },
];
