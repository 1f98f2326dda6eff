import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@ironmatch/contracts/live-events';
import { useAuth } from '../lib/auth-context';
import { openLiveConnection } from '../lib/live-connection';
import { unreadCountKey } from '../features/messaging/use-unread-count';

// The query keys each event makes stale. Prefixes of the features' own keys (quotes/api.ts,
// part-matcher/api.ts, messaging/api.ts), written out here so the first load does not pull those modules in.
const QUOTE_KEYS = [['quotes'], ['part-matcher', 'results'], ['part-matcher', 'feed']];
const MESSAGE_KEYS = [['messages'], unreadCountKey];

function invalidate(client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

export function invalidateForLiveEvent(client: QueryClient, event: LiveEvent): void {
  if (event.type === 'quotes') invalidate(client, QUOTE_KEYS);
  else invalidate(client, MESSAGE_KEYS);
}

/**
 * One live connection per logged-in tab (issue 31): what other people do (a quote sent, a message
 * received) shows at once on the open page, whichever server node the browser is connected to. Opened
 * again when the user or company changes; closed at logout.
 */
export function LiveUpdates() {
  const { status, claims } = useAuth();
  const client = useQueryClient();
  const session = status === 'authenticated' && claims ? `${claims.userId}:${claims.companyId ?? ''}` : null;
  useEffect(() => {
    if (!session) return;
    return openLiveConnection({
      onEvent: (event) => invalidateForLiveEvent(client, event),
      onResync: () => invalidate(client, [...QUOTE_KEYS, ...MESSAGE_KEYS]),
    });
  }, [session, client]);
  return null;
}
