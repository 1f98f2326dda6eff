import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { useAuth } from '../../lib/auth-context';

/**
 * The operators' console (issue 30). For anybody but an operator (the token's `isOperator` claim) every
 * /admin/* address shows the site's "Page not found" page, as an unknown address does; the server
 * answers their calls as unknown routes too. `notFound` is that page, handed in by the app.
 */
function OperatorsOnly({ notFound }: { notFound: ReactNode }) {
  const { status, claims } = useAuth();
  if (status === 'loading') return null;
  if (status !== 'authenticated' || claims?.isOperator !== true) return <>{notFound}</>;
  return <Outlet />;
}

export function operatorsRoutes(notFound: ReactNode): RouteObject[] {
  return [
    {
      path: 'admin',
      element: <OperatorsOnly notFound={notFound} />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./admin-shell')).AdminShell }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./admin-home-redirect')).AdminHomeRedirect }),
            },
            {
              path: 'applications',
              lazy: async () => ({ Component: (await import('./applications-page')).ApplicationsPage }),
            },
            {
              path: 'companies',
              lazy: async () => ({ Component: (await import('./companies-page')).CompaniesPage }),
            },
            {
              path: 'companies/:id',
              lazy: async () => ({ Component: (await import('./company-page')).CompanyPage }),
            },
            { path: 'users', lazy: async () => ({ Component: (await import('./users-page')).UsersPage }) },
            { path: 'audit', lazy: async () => ({ Component: (await import('./audit-page')).AuditPage }) },
            {
              path: 'payments',
              lazy: async () => ({ Component: (await import('./payments-page')).PaymentsPage }),
            },
            {
              path: 'cross-references',
              lazy: async () => ({
                Component: (await import('./cross-references-page')).CrossReferencesPage,
              }),
            },
            { path: 'tools', lazy: async () => ({ Component: (await import('./tools-page')).ToolsPage }) },
            {
              path: 'reports',
              lazy: async () => ({ Component: (await import('./admin-reports-page')).AdminReportsPage }),
            },
          ],
        },
        // Any other /admin/* address.
        { path: '*', element: notFound },
      ],
    },
  ];
}
