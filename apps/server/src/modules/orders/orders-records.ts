import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@ironmatch/contracts/order-messages';
import { orders } from '../../db/schema/orders';
import { recordIdOr404 } from '../../http/id-param';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** An order: its buyer (the customer company) and its seller (the vendor company). Anyone else: 404. */
    order: 'buyer' | 'seller';
  }
}

/** An order's address (`/orders/:id`, `/payments/:id/...`): an id that names no order is 404. */
export const orderIdOf = (raw: string): number => recordIdOr404(raw, ORDER_MESSAGES.orderNotFound);

/** The orders module's records for the one access check (http/record-access.ts). */
export function defineOrderRecords(access: RecordAccess): void {
  access.define('order', {
    notFound: ORDER_MESSAGES.orderNotFound,
    wrongRole: { buyer: ORDER_MESSAGES.buyerOnly, seller: ORDER_MESSAGES.sellerOnly },
    load: async (db, id, { lock }) => {
      const query = db
        .select({ buyer: orders.customerCompanyId, seller: orders.vendorCompanyId })
        .from(orders)
        .where(eq(orders.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { buyer: { companyIds: [row.buyer] }, seller: { companyIds: [row.seller] } } : null;
    },
  });
}
