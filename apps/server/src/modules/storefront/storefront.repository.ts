import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CreditTerms,
  CustomerChange,
  CustomerField,
  PriceTier,
  PriceVisibility,
  StorefrontCustomer,
} from '@ironmatch/contracts/storefront';
import { queryRows, type Db } from '../../db/database';
import {
  storefrontCustomerChanges,
  storefrontCustomers,
  storefrontSettings,
} from '../../db/schema/storefront';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A seller's stored record of one customer (no row: the defaults). */
export interface CustomerRecord {
  id: number;
  sellerCompanyId: number;
  customerCompanyId: number;
  approved: boolean;
  priceTier: PriceTier;
  creditTerms: CreditTerms | null;
  creditLimitCents: number | null;
  removed: boolean;
}

/**
 * The companies whose activity makes them `seller`'s customers (issue 25): searches that matched one of
 * its parts, messages to it, quote requests sent to it and order requests. Read in the storefront's
 * own SQL from the other modules' tables, for display only (ARCHITECTURE.md).
 */
function activity(seller: number): SQL {
  return sql`
    select ps.company_id as cid, count(*)::int as searches, 0 as messages, 0 as quotes, 0 as orders,
      max(m.created_at) as last
    from part_search_matches m join part_searches ps on ps.id = m.part_search_id
    where m.company_id = ${seller} and ps.company_id is not null and ps.company_id <> ${seller}
    group by ps.company_id
    union all
    select sender_company_id, 0, count(*)::int, 0, 0, max(created_at) from messages
    where recipient_company_id = ${seller} and sender_company_id <> ${seller} group by sender_company_id
    union all
    select qr.buyer_company_id, 0, 0, count(*)::int, 0, max(qr.created_at)
    from quote_request_companies qc join quote_requests qr on qr.id = qc.quote_request_id
    where qc.company_id = ${seller} and qr.buyer_company_id <> ${seller} group by qr.buyer_company_id
    union all
    select customer_company_id, 0, 0, 0, count(*)::int, max(coalesce(requested_at, created_at)) from orders
    where vendor_company_id = ${seller} and status <> 'new_order' group by customer_company_id
    union all
    select customer_company_id, 0, 0, 0, 0, null from storefront_customers where seller_company_id = ${seller}`;
}

/** The unpaid terms orders' totals per customer of `seller`: what counts against the credit limit. */
export function creditUsedSql(seller: SQL | number, customer: SQL | number): SQL {
  return sql`(select coalesce(sum(
      coalesce((select sum(oi.price * oi.quantity) from order_items oi where oi.order_id = o.id), 0)
      + coalesce(o.shipping_amount, 0) + coalesce(o.tax_amount, 0)), 0)::bigint
    from orders o where o.vendor_company_id = ${seller} and o.customer_company_id = ${customer}
      and o.payment_method = 'terms' and o.paid_at is null and o.status <> 'order_canceled')`;
}

interface CustomerRow extends Omit<StorefrontCustomer, 'creditUsed' | 'creditAvailable'> {
  creditUsed: string | number;
  total: number;
}

function toCustomer(r: CustomerRow): StorefrontCustomer {
  const creditUsed = Number(r.creditUsed);
  return {
    companyId: r.companyId,
    name: r.name,
    city: r.city,
    state: r.state,
    searches: Number(r.searches),
    messages: Number(r.messages),
    quotes: Number(r.quotes),
    orders: Number(r.orders),
    lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
    approved: r.approved,
    priceTier: r.priceTier,
    creditTerms: r.creditTerms === null ? null : (Number(r.creditTerms) as CreditTerms),
    creditLimit: r.creditLimit,
    creditUsed,
    creditAvailable: r.creditLimit === null ? null : r.creditLimit - creditUsed,
    removed: r.removed,
  };
}

export function createStorefrontRepository(db: Db) {
  async function customerRows(
    seller: number,
    filter: { q?: string; companyId?: number; limit: number; offset: number },
  ) {
    const where: SQL[] = [sql`true`];
    if (filter.q) where.push(sql`c.name ilike ${`%${likeLiteral(filter.q)}%`}`);
    if (filter.companyId !== undefined) where.push(sql`c.id = ${filter.companyId}`);
    const rows = await queryRows<CustomerRow>(
      db,
      sql`with acts as (${activity(seller)}),
        per as (select cid, sum(searches) as searches, sum(messages) as messages, sum(quotes) as quotes,
                  sum(orders) as orders, max(last) as last from acts group by cid)
        select c.id as "companyId", c.name as "name", c.ship_city as "city", c.ship_state as "state",
          per.searches::int as "searches", per.messages::int as "messages", per.quotes::int as "quotes",
          per.orders::int as "orders", per.last as "lastActivityAt",
          coalesce(sc.approved, false) as "approved", coalesce(sc.price_tier, 'retail') as "priceTier",
          sc.credit_terms as "creditTerms", sc.credit_limit_cents as "creditLimit",
          coalesce(sc.removed, false) as "removed", ${creditUsedSql(seller, sql`c.id`)} as "creditUsed",
          count(*) over ()::int as "total"
        from per join companies c on c.id = per.cid
        left join storefront_customers sc on sc.seller_company_id = ${seller} and sc.customer_company_id = c.id
        where ${sql.join(where, sql` and `)}
        order by per.last desc nulls last, c.id desc
        limit ${filter.limit} offset ${filter.offset}`,
    );
    return { customers: rows.map(toCustomer), count: rows[0]?.total ?? 0 };
  }

  return {
    customerRows,

    async customer(seller: number, companyId: number): Promise<StorefrontCustomer | null> {
      const { customers } = await customerRows(seller, { companyId, limit: 1, offset: 0 });
      return customers[0] ?? null;
    },

    async visibility(seller: number): Promise<PriceVisibility> {
      const [row] = await db
        .select({ v: storefrontSettings.priceVisibility })
        .from(storefrontSettings)
        .where(eq(storefrontSettings.companyId, seller));
      return row?.v ?? 'all';
    },

    async setVisibility(seller: number, visibility: PriceVisibility): Promise<void> {
      await db
        .insert(storefrontSettings)
        .values({ companyId: seller, priceVisibility: visibility })
        .onConflictDoUpdate({
          target: storefrontSettings.companyId,
          set: { priceVisibility: visibility, updatedAt: sql`now()` },
        });
    },

    /** The record's id, made with the defaults when there is none (a race makes one, both read it). */
    async ensureRecord(seller: number, customer: number): Promise<number> {
      await db
        .insert(storefrontCustomers)
        .values({ sellerCompanyId: seller, customerCompanyId: customer })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: storefrontCustomers.id })
        .from(storefrontCustomers)
        .where(
          and(
            eq(storefrontCustomers.sellerCompanyId, seller),
            eq(storefrontCustomers.customerCompanyId, customer),
          ),
        );
      return row!.id;
    },

    async recordById(id: number): Promise<CustomerRecord> {
      const [row] = await db.select().from(storefrontCustomers).where(eq(storefrontCustomers.id, id));
      return row as CustomerRecord;
    },

    async updateRecord(
      id: number,
      set: Partial<
        Pick<CustomerRecord, 'approved' | 'priceTier' | 'creditTerms' | 'creditLimitCents' | 'removed'>
      >,
    ): Promise<void> {
      await db
        .update(storefrontCustomers)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(storefrontCustomers.id, id));
    },

    async addChanges(
      customerId: number,
      user: { userId: number; userName: string },
      changes: Array<{ field: CustomerField; oldValue: unknown; newValue: unknown }>,
    ): Promise<void> {
      if (changes.length === 0) return;
      await db.insert(storefrontCustomerChanges).values(
        changes.map((c) => ({
          customerId,
          userId: user.userId,
          userName: user.userName,
          field: c.field,
          oldValue: c.oldValue as never,
          newValue: c.newValue as never,
        })),
      );
    },

    async changes(seller: number, customer: number): Promise<CustomerChange[]> {
      const rows = await db
        .select({
          createdAt: storefrontCustomerChanges.createdAt,
          userId: storefrontCustomerChanges.userId,
          userName: storefrontCustomerChanges.userName,
          field: storefrontCustomerChanges.field,
          oldValue: storefrontCustomerChanges.oldValue,
          newValue: storefrontCustomerChanges.newValue,
        })
        .from(storefrontCustomerChanges)
        .innerJoin(storefrontCustomers, eq(storefrontCustomers.id, storefrontCustomerChanges.customerId))
        .where(
          and(
            eq(storefrontCustomers.sellerCompanyId, seller),
            eq(storefrontCustomers.customerCompanyId, customer),
          ),
        )
        .orderBy(desc(storefrontCustomerChanges.id));
      return rows.map((r) => ({
        ...r,
        createdAt: new Date(r.createdAt).toISOString(),
        oldValue: r.oldValue ?? null,
        newValue: r.newValue ?? null,
      }));
    },

    /** The caller's name as the change log shows it. */
    async userName(userId: number): Promise<string> {
      const [row] = await queryRows<{ name: string }>(
        db,
        sql`select coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) as name
            from users where id = ${userId}`,
      );
      return row?.name ?? 'Unknown user';
    },

    /**
     * The buyer `customer`'s standing with each of `sellers`: their visibility and their record of it.
     * One query for a whole page of part rows.
     */
    async standings(
      customer: number,
      sellers: number[],
    ): Promise<
      Array<
        {
          seller: number;
          visibility: PriceVisibility;
          approved: boolean;
          priceTier: PriceTier;
          removed: boolean;
        } & {
          hasRecord: boolean;
        }
      >
    > {
      if (sellers.length === 0) return [];
      const rows = await queryRows<{
        seller: number;
        visibility: PriceVisibility | null;
        approved: boolean | null;
        priceTier: PriceTier | null;
        removed: boolean | null;
      }>(
        db,
        sql`select s.id as seller, ss.price_visibility as visibility, sc.approved, sc.price_tier as "priceTier", sc.removed
            from unnest(${sql.param(sellers)}::int[]) as s(id)
            left join storefront_settings ss on ss.company_id = s.id
            left join storefront_customers sc on sc.seller_company_id = s.id and sc.customer_company_id = ${customer}`,
      );
      return rows.map((r) => ({
        seller: r.seller,
        visibility: r.visibility ?? 'all',
        approved: r.approved ?? false,
        priceTier: r.priceTier ?? 'retail',
        removed: r.removed ?? false,
        hasRecord: r.approved !== null,
      }));
    },

    async sellersHidingPrices(customer: number): Promise<number[]> {
      const rows = await queryRows<{ seller: number }>(
        db,
        sql`select ss.company_id as seller from storefront_settings ss
            left join storefront_customers sc on sc.seller_company_id = ss.company_id and sc.customer_company_id = ${customer}
            where ss.price_visibility = 'approved' and ss.company_id <> ${customer}
              and not (coalesce(sc.approved, false) and not coalesce(sc.removed, false))`,
      );
      return rows.map((r) => r.seller);
    },

    /** The record of `customer` at `seller`, locked for the transaction (terms orders) unless `lock` is false. */
    async lockedRecord(seller: number, customer: number, lock = true): Promise<CustomerRecord | null> {
      const query = db
        .select()
        .from(storefrontCustomers)
        .where(
          and(
            eq(storefrontCustomers.sellerCompanyId, seller),
            eq(storefrontCustomers.customerCompanyId, customer),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return (row as CustomerRecord | undefined) ?? null;
    },

    async creditUsed(seller: number, customer: number): Promise<number> {
      const [row] = await queryRows<{ used: string }>(
        db,
        sql`select ${creditUsedSql(seller, customer)} as used`,
      );
      return Number(row?.used ?? 0);
    },
  };
}

export type StorefrontRepository = ReturnType<typeof createStorefrontRepository>;
