import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { AuthProvider } from '../features/auth/auth-provider';
import { MarketplaceActionsProvider } from './marketplace-actions';
import { QuoteActionsProvider } from './quote-actions';
import { LiveUpdates } from './live-updates';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            // 4xx answers are final; only network trouble and 5xx are retried.
            retry: (count, err) =>
              count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
          },
        },
      }),
  );
  // Set once the app has taken the page over (the providers' effect runs after the whole tree's): a
  // prerendered page answers clicks only from here on, so the journeys wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <LiveUpdates />
        <MarketplaceActionsProvider>
          <QuoteActionsProvider>{children}</QuoteActionsProvider>
        </MarketplaceActionsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
