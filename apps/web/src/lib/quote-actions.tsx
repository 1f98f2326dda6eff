import { createContext, useContext, type ComponentType } from 'react';

/**
 * Slots for Quick Quote (issue 26) inside the part matcher's pages: the dealer's Quick Quote button on
 * the feeds, and the buyer's Quotes badge and section on a search request's card. app/quote-actions.tsx
 * fills them from the quotes feature, so no feature imports another.
 */
export interface QuickQuoteTarget {
  partSearchId: number;
  buyerName: string;
  /** The caller's own quote on the request, if any (the button then reads 'Update Quote'). */
  myQuote: { id: number; status: string } | null;
  /** Opens the dialog at once (the email's `?quickQuote=` link). */
  autoOpen?: boolean;
}

export interface QuoteActions {
  QuickQuote?: ComponentType<{ target: QuickQuoteTarget }>;
  QuotesSection?: ComponentType<{ requestId: number; quoteCount: number }>;
}

export const QuoteActionsContext = createContext<QuoteActions>({});

export function QuickQuoteSlot({ target }: { target: QuickQuoteTarget }) {
  const { QuickQuote } = useContext(QuoteActionsContext);
  return QuickQuote ? <QuickQuote target={target} /> : null;
}

export function QuotesSectionSlot({ requestId, quoteCount }: { requestId: number; quoteCount: number }) {
  const { QuotesSection } = useContext(QuoteActionsContext);
  return QuotesSection ? <QuotesSection requestId={requestId} quoteCount={quoteCount} /> : null;
}
