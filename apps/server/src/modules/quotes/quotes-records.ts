import { eq } from 'drizzle-orm';
import { QUOTE_MESSAGES } from '@ironmatch/contracts/quote-rules';
import { quotes } from '../../db/schema/quotes';
import type { RecordAccess } from '../../http/record-access';
import { findSearchRequest } from '../part-matcher/search-requests.service';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** A Quick Quote: the quoting dealer's company and the searching buyer's company. Anyone else: 404. */
    quote: 'dealer' | 'buyer';
    /** A search request as quotes see it: its searching company is the buyer. Anyone else: 404. */
    'quoted-search': 'buyer';
  }
}

/** The quotes module's records for the one access check (http/record-access.ts). */
export function defineQuoteRecords(access: RecordAccess): void {
  access.define('quote', {
    notFound: QUOTE_MESSAGES.notFound,
    wrongRole: { buyer: QUOTE_MESSAGES.buyerOnly, dealer: QUOTE_MESSAGES.dealerOnly },
    load: async (db, id, { lock }) => {
      const query = db
        .select({ dealer: quotes.dealerCompanyId, buyer: quotes.buyerCompanyId })
        .from(quotes)
        .where(eq(quotes.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { dealer: { companyIds: [row.dealer] }, buyer: { companyIds: [row.buyer] } } : null;
    },
  });
  access.define('quoted-search', {
    notFound: QUOTE_MESSAGES.searchNotFound,
    load: async (db, id) => {
      const request = await findSearchRequest(db, id);
      return request ? { buyer: { companyIds: [request.buyerCompanyId] } } : null;
    },
  });
}
