import { quotableRow as quotable, type SearchQuotesTarget } from '../../lib/quote-actions';
import type { MultiSearchResult, SingleSearchResult } from './api';

/**
 * What the Quotes section of a fresh search answer works on (issue 26): one saved search of the request
 * (any names the whole request), its numbers and its rows. Null for an answer kept from before the
 * search ids were kept.
 */
export function quoteTargetOf(result: SingleSearchResult | MultiSearchResult): SearchQuotesTarget | null {
  if (result.kind === 'single')
    return result.searchId
      ? { partSearchId: result.searchId, partNumbers: [result.partNumber], rows: result.parts.map(quotable) }
      : null;
  const first = result.groups[0];
  if (!first) return null;
  return {
    partSearchId: first.searchId,
    partNumbers: result.groups.map((g) => g.partNumber),
    rows: result.groups.flatMap((g) => g.parts.map(quotable)),
  };
}
