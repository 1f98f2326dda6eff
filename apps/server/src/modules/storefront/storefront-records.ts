import { eq } from 'drizzle-orm';
import { STOREFRONT_MESSAGES } from '@ironmatch/contracts/storefront';
import { storefrontCustomers } from '../../db/schema/storefront';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /**
     * A seller's record of one customer company (`storefront_customers`): the seller company manages it,
     * the customer company is its subject. Anyone else: 404.
     */
    'storefront-customer': 'seller' | 'customer';
  }
}

/** The storefront module's records for the one access check (http/record-access.ts). */
export function defineStorefrontRecords(access: RecordAccess): void {
  access.define('storefront-customer', {
    notFound: STOREFRONT_MESSAGES.customerNotFound,
    load: async (db, id, { lock }) => {
      const query = db
        .select({
          seller: storefrontCustomers.sellerCompanyId,
          customer: storefrontCustomers.customerCompanyId,
        })
        .from(storefrontCustomers)
        .where(eq(storefrontCustomers.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { seller: { companyIds: [row.seller] }, customer: { companyIds: [row.customer] } } : null;
    },
  });
}
