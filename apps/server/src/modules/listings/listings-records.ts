import { eq } from 'drizzle-orm';
import { LISTING_MESSAGES } from '@ironmatch/contracts/listing-rules';
import { listings } from '../../db/schema/listings';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** A for-sale listing: its owner is the dealer company that listed it. Anyone else: 404. */
    listing: 'owner';
  }
}

/** The listings module's records for the one access check (http/record-access.ts). */
export function defineListingRecords(access: RecordAccess): void {
  access.define('listing', {
    notFound: LISTING_MESSAGES.notFound,
    load: async (db, id, { lock }) => {
      const query = db.select({ owner: listings.companyId }).from(listings).where(eq(listings.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { owner: { companyIds: [row.owner] } } : null;
    },
  });
}
