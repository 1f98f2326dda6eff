import { isQuoteOrder, orderStatusLabel, type OrderListRow } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import type { OrderListRecord } from './orders-list.repository';
import { createOrdersRepository, type ItemRow } from './orders.repository';

/** A page of list records as the lists answer them: the label and quote mark follow the items. */
export async function toOrderListRows(db: Db, records: OrderListRecord[]): Promise<OrderListRow[]> {
  const items = await createOrdersRepository(db).itemsOf(records.map((r) => r.id));
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return records.map((r) => {
    const its = byOrder.get(r.id) ?? [];
    return {
      id: r.id,
      status: r.status,
      statusLabel: orderStatusLabel({ status: r.status, items: its }),
      isQuote: isQuoteOrder({ status: r.status, items: its }),
      createdAt: r.createdAt,
      canceledBy: r.canceledBy,
      cancelReason: r.cancelReason,
      vendorCompanyId: r.vendorCompanyId,
      VendorCompany: { id: r.vendorCompanyId, name: r.vendorName },
      customerCompanyId: r.customerCompanyId,
      CustomerCompany: { id: r.customerCompanyId, name: r.customerCompanyName },
      itemCount: its.length,
    };
  });
}
