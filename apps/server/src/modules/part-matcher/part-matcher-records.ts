import { eq } from 'drizzle-orm';
import { PART_MATCHER_MESSAGES } from '@ironmatch/contracts/part-matcher-rules';
import { partSearchResults, partSearches } from '../../db/schema/part-matcher';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /**
     * A row of a saved part search (what orders call `searchId`): the company whose search found it.
     * Anyone else: 404 (an order is placed only from your own company's results).
     */
    'part-search-result': 'searcher';
    /**
     * A company's own general requests (`/general-requests/company/:companyId`), by company id: only
     * that company reads them; any other company id is "not found" (DECISIONS.md).
     */
    'company-general-requests': 'owner';
  }
}

/** The part matcher's records for the one access check (http/record-access.ts). */
export function definePartMatcherRecords(access: RecordAccess): void {
  access.define('part-search-result', {
    notFound: PART_MATCHER_MESSAGES.searchResultNotFound,
    load: async (db, id, { lock }) => {
      const query = db
        .select({ companyId: partSearches.companyId })
        .from(partSearchResults)
        .innerJoin(partSearches, eq(partSearches.id, partSearchResults.partSearchId))
        .where(eq(partSearchResults.id, id));
      const [row] = lock ? await query.for('update', { of: partSearches }) : await query;
      return row ? { searcher: { companyIds: [row.companyId] } } : null;
    },
  });
  access.define('company-general-requests', {
    notFound: PART_MATCHER_MESSAGES.companyNotFound,
    // Every company id has its list (empty for a company that does not exist): the owner is the id.
    load: async (_db, id) => ({ owner: { companyIds: [id] } }),
  });
}
