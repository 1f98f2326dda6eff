import { createContext, useContext, type ComponentType } from 'react';
import type { PartRow } from '@ironmatch/contracts/part-matcher';

/**
 * Slots for Quick Quote (issue 26) inside the part matcher's pages: the dealer's Quick Quote button on
 * the feeds, the buyer's Quotes badge and section on a search request's card and on a fresh search
 * answer (with "Request quotes"), and the Orders page's "Quotes received" tab. app/quote-actions.tsx
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

/** A result row the buyer may ask for a quote ("Request quotes" from the dealers of chosen rows). */
export interface QuotableRow {
  /** The saved result row (`id` / `partSearchResultId`). */
  id: number;
  companyId: number;
  companyName: string;
  companyCity: string;
  companyState: string;
  partNumber: string;
  condition: string;
  /** Cents, or null (contact for price). */
  price: number | null;
}

/** A part search's result row as "Request quotes" lists it. */
export const quotableRow = (p: PartRow): QuotableRow => ({
  id: p.id,
  companyId: p.companyId,
  companyName: p.companyName,
  companyCity: p.companyCity,
  companyState: p.companyState,
  partNumber: p.partNumber,
  condition: p.condlong || p.condition,
  price: p.price,
});

/** A fresh search answer on the part search page: any of its saved searches names the request. */
export interface SearchQuotesTarget {
  partSearchId: number;
  partNumbers: string[];
  rows: QuotableRow[];
  /**
   * Ask only the dealers of `rows` (a machine's page asks the machine's dealer, issue 28): the request
   * opens at once with every row chosen, without the "every dealer" choice.
   */
  rowsOnly?: boolean;
}

export interface QuoteActions {
  QuickQuote?: ComponentType<{ target: QuickQuoteTarget }>;
  QuotesSection?: ComponentType<{ requestId: number; quoteCount: number }>;
  /** The Quotes section and "Request quotes" on the part search page's fresh results. */
  SearchQuotes?: ComponentType<{ target: SearchQuotesTarget }>;
  /** The Orders page's "Quotes received" tab. */
  QuotesReceived?: ComponentType;
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

export function SearchQuotesSlot({ target }: { target: SearchQuotesTarget }) {
  const { SearchQuotes } = useContext(QuoteActionsContext);
  return SearchQuotes ? <SearchQuotes target={target} /> : null;
}

export function QuotesReceivedSlot() {
  const { QuotesReceived } = useContext(QuoteActionsContext);
  return QuotesReceived ? <QuotesReceived /> : null;
}
