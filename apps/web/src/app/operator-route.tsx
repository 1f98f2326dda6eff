import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useAuth } from '../lib/auth-context';

/**
 * An operators' page (issue 30): anybody but an operator sees the site's "Page not found", as an
 * unknown address shows it (the server answers its calls as unknown routes too).
 */
function OperatorGate({ page: Page, notFound: NotFound }: { page: ComponentType; notFound: ComponentType }) {
  const { status, claims } = useAuth();
  if (status === 'loading') return null;
  return claims?.isOperator === true ? <Page /> : <NotFound />;
}

export function operatorRoute(page: { path: string; load: () => Promise<ComponentType> }): RouteObject {
  return {
    path: page.path,
    lazy: async () => {
      const [Page, { NotFoundPage }] = await Promise.all([
        page.load(),
        import('../features/site/not-found-page'),
      ]);
      return { Component: () => <OperatorGate page={Page} notFound={NotFoundPage} /> };
    },
  };
}
