import { lazy, Suspense, type ReactNode } from 'react';
import {
  QuoteActionsContext,
  type QuickQuoteTarget,
  type QuoteActions,
  type SearchQuotesTarget,
} from '../lib/quote-actions';

// Loaded with the first page that shows a quote action, never with the first page of the site.
const QuickQuoteButton = lazy(async () => ({
  default: (await import('../features/quotes/components/quick-quote-button')).QuickQuoteButton,
}));
const RequestQuotesSection = lazy(async () => ({
  default: (await import('../features/quotes/components/quotes-section')).QuotesSection,
}));
const SearchQuotesPanel = lazy(async () => ({
  default: (await import('../features/quotes/components/search-quotes-panel')).SearchQuotesPanel,
}));
const ReceivedQuotesTab = lazy(async () => ({
  default: (await import('../features/quotes/components/received-quotes-tab')).ReceivedQuotesTab,
}));

function QuickQuote({ target }: { target: QuickQuoteTarget }) {
  return (
    <Suspense fallback={null}>
      <QuickQuoteButton target={target} />
    </Suspense>
  );
}

function QuotesSection(props: { requestId: number; quoteCount: number }) {
  return (
    <Suspense fallback={null}>
      <RequestQuotesSection {...props} />
    </Suspense>
  );
}

function SearchQuotes({ target }: { target: SearchQuotesTarget }) {
  return (
    <Suspense fallback={null}>
      <SearchQuotesPanel target={target} />
    </Suspense>
  );
}

function QuotesReceived() {
  return (
    <Suspense fallback={null}>
      <ReceivedQuotesTab />
    </Suspense>
  );
}

const actions: QuoteActions = { QuickQuote, QuotesSection, SearchQuotes, QuotesReceived };

export function QuoteActionsProvider({ children }: { children: ReactNode }) {
  return <QuoteActionsContext.Provider value={actions}>{children}</QuoteActionsContext.Provider>;
}
