import type { PriceTier } from '@ironmatch/contracts/storefront';
import type { OfflinePayment, PaymentMethod } from '@ironmatch/contracts/order-payment-terms';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ItemStatus, type OrderStatus } from '@ironmatch/contracts/order-states';
import type { OrderAddress } from '@ironmatch/contracts/orders';
import { queryRows, type Db } from '../../db/database';
import { companies, users } from '../../db/schema/accounts';
import { orderItems, orders } from '../../db/schema/orders';

// ISO 8601 in UTC whichever driver runs the query.
const iso = (
  column:
    | typeof orders.createdAt
    | typeof orders.shippedAt
    | typeof orders.canceledAt
    | typeof orders.confirmedAt
    | typeof orders.paidAt,
) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const vendor = alias(companies, 'vendor');
const customerCompany = alias(companies, 'customer_company');

export interface OrderRow {
  id: number;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  customerId: number | null;
  customerCompanyId: number;
  customerCompanyName: string;
  customerEmail: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  vendorCompanyId: number;
  vendorName: string;
  applicationFeeRate: number;
  buyerNote: string | null;
  sellerNote: string | null;
  shippingAmount: number | null;
  taxAmount: number | null;
  shippingCarrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  canceledBy: 'buyer' | 'seller' | null;
  canceledAt: string | null;
  cancelReason: string | null;
  canceledFromStatus: OrderStatus | null;
  shipTo: OrderAddress | null;
  poNumber: string | null;
  shippingMethod: string | null;
  invoiceNumber: number | null;
  /** Issue 25: the seller's approval, how it is paid and when (order-terms.service.ts). */
  confirmedAt: string | null;
  paymentMethod: PaymentMethod | null;
  dueDate: string | null;
  paidAt: string | null;
  offlinePayment: OfflinePayment | null;
}

export interface ItemRow {
  id: number;
  orderId: number;
  partId: number;
  partSearchResultId: number | null;
  partNumber: string;
  description: string;
  price: number | null;
  priceConfirmed: boolean;
  quantity: number;
  buyerNote: string | null;
  sellerNote: string | null;
  status: ItemStatus;
  isQuote: boolean;
  priceTier: PriceTier | null;
}

export type OrderChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'status'
    | 'buyerNote'
    | 'sellerNote'
    | 'shippingAmount'
    | 'taxAmount'
    | 'shippingCarrier'
    | 'trackingNumber'
    | 'shippedAt'
    | 'canceledBy'
    | 'canceledAt'
    | 'cancelReason'
    | 'canceledFromStatus'
    | 'shipTo'
    | 'poNumber'
    | 'shippingMethod'
    | 'confirmedAt'
    | 'paymentMethod'
    | 'dueDate'
    | 'paidAt'
    | 'offlinePayment'
  >
>;
export type ItemChanges = Partial<
  Pick<
    typeof orderItems.$inferInsert,
    'quantity' | 'buyerNote' | 'sellerNote' | 'price' | 'priceConfirmed' | 'status'
  >
>;

export interface NewItem {
  partId: number;
  partSearchResultId: number;
  partNumber: string;
  description: string;
  price: number | null;
  /** Issue 25: the storefront tier that priced it (null for a quote item). */
  priceTier?: PriceTier | null;
  quantity: number;
  buyerNote: string | null;
}

const orderColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: iso(orders.createdAt),
  updatedAt: sql<string>`to_char(${orders.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  customerId: orders.customerId,
  customerCompanyId: orders.customerCompanyId,
  customerCompanyName: customerCompany.name,
  customerEmail: users.email,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
  vendorCompanyId: orders.vendorCompanyId,
  vendorName: vendor.name,
  applicationFeeRate: vendor.applicationFeeRate,
  buyerNote: orders.buyerNote,
  sellerNote: orders.sellerNote,
  shippingAmount: orders.shippingAmount,
  taxAmount: orders.taxAmount,
  shippingCarrier: orders.shippingCarrier,
  trackingNumber: orders.trackingNumber,
  shippedAt: iso(orders.shippedAt),
  canceledBy: orders.canceledBy,
  canceledAt: iso(orders.canceledAt),
  cancelReason: orders.cancelReason,
  canceledFromStatus: orders.canceledFromStatus,
  shipTo: orders.shipTo,
  poNumber: orders.poNumber,
  shippingMethod: orders.shippingMethod,
  invoiceNumber: orders.invoiceNumber,
  confirmedAt: iso(orders.confirmedAt),
  paymentMethod: orders.paymentMethod,
  dueDate: orders.dueDate,
  paidAt: iso(orders.paidAt),
  offlinePayment: orders.offlinePayment,
};

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  partId: orderItems.partId,
  partSearchResultId: orderItems.partSearchResultId,
  partNumber: orderItems.partNumber,
  description: orderItems.description,
  price: orderItems.price,
  priceConfirmed: orderItems.priceConfirmed,
  quantity: orderItems.quantity,
  buyerNote: orderItems.buyerNote,
  sellerNote: orderItems.sellerNote,
  status: orderItems.status,
  isQuote: orderItems.isQuote,
  priceTier: orderItems.priceTier,
};

/** Orders, their items, and who to tell about them. Callers lock the order row first (orders-records.ts). */
export function createOrdersRepository(db: Db) {
  const selectOrders = () =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(vendor, eq(vendor.id, orders.vendorCompanyId))
      .innerJoin(customerCompany, eq(customerCompany.id, orders.customerCompanyId))
      .leftJoin(users, eq(users.id, orders.customerId));

  return {
    async findOrder(id: number): Promise<OrderRow | undefined> {
      const [row] = await selectOrders().where(eq(orders.id, id));
      return row as OrderRow | undefined;
    },

    /** Locks the order's row for this transaction; its status, or undefined when there is no such order. */
    async lockOrder(id: number): Promise<OrderStatus | undefined> {
      const [row] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row?.status;
    },

    async itemsOf(orderIds: number[]): Promise<ItemRow[]> {
      if (orderIds.length === 0) return [];
      return (await db
        .select(itemColumns)
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id))) as ItemRow[];
    },

    /** These orders (in no particular order): the lists' page, read by key (orders-list.repository.ts). */
    async findOrders(ids: number[]): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return (await selectOrders().where(inArray(orders.id, ids))) as OrderRow[];
    },

    /** The open order (new_order) between the two companies, locked for this transaction. */
    async lockOpenOrder(customerCompanyId: number, vendorCompanyId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerCompanyId, customerCompanyId),
            eq(orders.vendorCompanyId, vendorCompanyId),
            eq(orders.status, 'new_order'),
          ),
        )
        .for('update');
      return row?.id;
    },

    /** Opens an order; undefined when another transaction opened one first (then lock that one). */
    async insertOpenOrder(values: {
      customerId: number;
      customerCompanyId: number;
      vendorCompanyId: number;
    }): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into orders (customer_id, customer_company_id, vendor_company_id)
            values (${values.customerId}, ${values.customerCompanyId}, ${values.vendorCompanyId})
            on conflict (customer_company_id, vendor_company_id) where status = 'new_order' do nothing
            returning id`,
      );
      return row?.id;
    },

    /**
     * Adds the part to the order, or raises the quantity of its line when it is already there (a new
     * note is added below the old one). Answers the line's id, quantity and price now.
     */
    async addItem(
      orderId: number,
      item: NewItem,
      line: { status: ItemStatus; priceConfirmed: boolean; isQuote: boolean },
    ): Promise<{ id: number; quantity: number; price: number | null }> {
      const [row] = await queryRows<{ id: number; quantity: number; price: number | null }>(
        db,
        sql`insert into order_items (order_id, part_id, part_search_result_id, part_number, description, price,
              price_confirmed, quantity, buyer_note, status, is_quote, price_tier)
            values (${orderId}, ${item.partId}, ${item.partSearchResultId}, ${item.partNumber}, ${item.description},
              ${item.price}::int, ${line.priceConfirmed}, ${item.quantity}, ${item.buyerNote}::text, ${line.status},
              ${line.isQuote}, ${item.priceTier ?? null}::text)
            on conflict (order_id, part_id) do update set
              quantity = order_items.quantity + excluded.quantity,
              buyer_note = case
                when excluded.buyer_note is null then order_items.buyer_note
                when order_items.buyer_note is null or order_items.buyer_note = excluded.buyer_note then excluded.buyer_note
                when length(order_items.buyer_note) + length(excluded.buyer_note) < 2000
                  then order_items.buyer_note || E'\\n' || excluded.buyer_note
                else excluded.buyer_note end,
              part_search_result_id = excluded.part_search_result_id,
              updated_at = now()
            returning id, quantity, price`,
      );
      return row!;
    },

    async updateOrder(id: number, changes: OrderChanges): Promise<void> {
      // The stats manager counts requests and payments on the day they happened.
      const stage =
        changes.status === 'order_requested'
          ? { requestedAt: sql`now()` }
          : changes.status === 'order_placed'
            ? { placedAt: sql`now()` }
            : {};
      await db
        .update(orders)
        .set({ ...changes, ...stage, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** Issue 24: the buyer company's shipping address now, for the order's own copy (null: none). */
    async companyShipTo(companyId: number): Promise<OrderAddress | null> {
      const [row] = await db
        .select({
          address1: companies.shipAddress1,
          address2: companies.shipAddress2,
          city: companies.shipCity,
          state: companies.shipState,
          zip: companies.shipZip,
          country: companies.shipCountry,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row && row.address1.trim() ? row : null;
    },

    async updateItem(id: number, changes: ItemChanges): Promise<void> {
      await db
        .update(orderItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(orderItems.id, id));
    },

    async setItemStatuses(ids: number[], status: ItemStatus): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(orderItems)
        .set({ status, updatedAt: sql`now()` })
        .where(inArray(orderItems.id, ids));
    },

    async deleteItem(id: number): Promise<void> {
      await db.delete(orderItems).where(eq(orderItems.id, id));
    },

    async deleteOrder(id: number): Promise<void> {
      await db.delete(orders).where(eq(orders.id, id));
    },

    /**
     * Who hears about an order: verified users of the seller company, or the buyer user, with order
     * emails and the sub-setting of this kind of order on (spec accounts "Email settings").
     */
    async mailRecipients(
      who: { companyId: number } | { userId: number },
      kind: 'part' | 'forsale',
    ): Promise<Array<{ email: string; firstName: string }>> {
      const subSetting = kind === 'part' ? sql`u.part_order_emails` : sql`u.forsale_order_emails`;
      const whom =
        'companyId' in who
          ? sql`u.id in (select user_id from company_memberships where company_id = ${who.companyId})`
          : sql`u.id = ${who.userId}`;
      return queryRows(
        db,
        sql`select u.email as "email", u.first_name as "firstName" from users u
            where ${whom} and u.email_verified and u.order_emails and ${subSetting}
            order by u.id`,
      );
    },

    /**
     * For part rows: the buyer company's latest unshipped order holding each row's part (by inventory
     * part, or by the row itself once the part is gone), with its status and whether it has a quote item.
     */
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
