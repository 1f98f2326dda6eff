import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/**
 * Issue 24: the order's invoice number, per seller 1, 2, 3... in the order the seller's orders reach
 * order_placed. The seller's counter row is taken under its lock (insert ... on conflict do update
 * locks it), so two payments at once get two numbers and a number is never reused: the order keeps
 * it for good, also when canceled. An order that already has one keeps it (a repeat changes nothing).
 */
export async function assignInvoiceNumber(tx: Db, orderId: number): Promise<number> {
  const [order] = await queryRows<{ vendorCompanyId: number; invoiceNumber: number | null }>(
    tx,
    sql`select vendor_company_id as "vendorCompanyId", invoice_number as "invoiceNumber"
        from orders where id = ${orderId}`,
  );
  if (!order) throw new Error(`assignInvoiceNumber: no order ${orderId}`);
  if (order.invoiceNumber !== null) return order.invoiceNumber;
  const [counter] = await queryRows<{ lastNumber: number }>(
    tx,
    sql`insert into seller_invoice_counters (company_id, last_number) values (${order.vendorCompanyId}, 1)
        on conflict (company_id) do update set last_number = seller_invoice_counters.last_number + 1
        returning last_number as "lastNumber"`,
  );
  await queryRows(tx, sql`update orders set invoice_number = ${counter!.lastNumber} where id = ${orderId}`);
  return counter!.lastNumber;
}
