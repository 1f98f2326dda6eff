import type { CompanyClaims } from '@ironmatch/contracts/access';
import {
  QUOTE_REPLY_WINDOW_DAYS,
  QUOTE_MESSAGES as M,
  compareQuoteRows,
  type QuoteCompareSort,
} from '@ironmatch/contracts/quote-rules';
import type { CompareRow, QuoteCompare } from '@ironmatch/contracts/quotes';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import { medianReplySeconds } from '../stats/reply-medians.service';
import { createQuotesRepository } from './quotes.repository';
import { requestOfSearch } from './quotes.service';

/**
 * GET /api/quotes/compare/{partSearchId}: per part number of the request, its quotes' lines side by side
 * (withdrawn quotes left out), with each dealer's median reply time. The searching buyer's company only.
 */
export function createQuoteCompareService(deps: { db: Db; access: RecordAccess }) {
  return {
    async compare(buyer: CompanyClaims, rawSearchId: string, sort: QuoteCompareSort): Promise<QuoteCompare> {
      const searchId = parseRecordId(rawSearchId);
      if (searchId === null) throw notFound(M.searchNotFound);
      await deps.access.require(buyer, 'quoted-search', searchId, 'buyer');
      const request = await requestOfSearch(deps.db, searchId);
      const quotes = await createQuotesRepository(deps.db).openOnRequest(request.requestId);
      const medians = await medianReplySeconds(
        deps.db,
        [...new Set(quotes.map((q) => q.DealerCompany.id))],
        QUOTE_REPLY_WINDOW_DAYS,
      );
      const bySearch = new Map<number, CompareRow[]>(request.searches.map((s) => [s.partSearchId, []]));
      for (const quote of quotes) {
        const d = quote.DealerCompany;
        for (const line of quote.lines) {
          bySearch.get(line.partSearchId)?.push({
            quoteId: quote.id,
            lineId: line.id,
            status: quote.status,
            expired: quote.expired,
            dealer: {
              companyId: d.id,
              name: d.name,
              city: d.city,
              state: d.state,
              medianReplySeconds: medians.get(d.id) ?? null,
            },
            condition: line.condition,
            price: line.price,
            quantity: line.quantity,
            leadTimeDays: line.leadTimeDays,
            freightEstimate: line.freightEstimate,
            coreCharge: line.coreCharge,
            total: line.total,
            validUntil: quote.validUntil,
            note: line.note,
          });
        }
      }
      return {
        requestId: request.requestId,
        sort,
        groups: request.searches.map((s) => ({
          partSearchId: s.partSearchId,
          partNumber: s.partNumber,
          quotes: (bySearch.get(s.partSearchId) ?? []).sort(compareQuoteRows(sort)),
        })),
      };
    },
  };
}
