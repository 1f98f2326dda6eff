import { sql, type SQL } from 'drizzle-orm';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import {
  quoteLineTotal,
  quoteStatusOf,
  quoteTotal,
  type StoredQuoteStatus,
} from '@ironmatch/contracts/quote-rules';
import type { Quote } from '@ironmatch/contracts/quotes';
import { queryRows, type Db } from '../../db/database';

/** A line as stored (the service fills defaults and checks it before). */
export interface NewQuoteLine {
  partSearchId: number;
  partNumber: string;
  description: string;
  partId: number | null;
  condition: Condition;
  price: number;
  quantity: number;
  leadTimeDays: number;
  freightEstimate: number | null;
  coreCharge: number | null;
  note: string | null;
}

export interface LockedQuote {
  id: number;
  status: StoredQuoteStatus;
  validUntil: string;
  orderId: number | null;
  dealerCompanyId: number;
  buyerCompanyId: number;
}

/** Lists are bounded; a company's quotes page shows the newest this many. */
export const QUOTE_LIST_LIMIT = 200;

const iso = (value: string) => new Date(value).toISOString();

export function createQuotesRepository(db: Db) {
  /** Quotes with their lines, in the order `where`/`order` give. */
  async function load(where: SQL, order: SQL = sql`q.id`, limit = QUOTE_LIST_LIMIT): Promise<Quote[]> {
    const heads = await queryRows<{
      id: number;
      requestId: number;
      status: StoredQuoteStatus;
      validUntil: string;
      createdAt: string;
      updatedAt: string;
      dealerId: number;
      dealerName: string;
      dealerCity: string;
      dealerState: string;
      buyerId: number;
      buyerName: string;
      userId: number | null;
      firstName: string | null;
      lastName: string | null;
      declineReason: string | null;
      orderId: number | null;
    }>(
      db,
      sql`select q.id as "id", q.request_id as "requestId", q.status as "status", q.valid_until as "validUntil",
            q.created_at as "createdAt", q.updated_at as "updatedAt",
            d.id as "dealerId", d.name as "dealerName", d.ship_city as "dealerCity", d.ship_state as "dealerState",
            b.id as "buyerId", b.name as "buyerName",
            q.sent_by_user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
            q.decline_reason as "declineReason", q.order_id as "orderId"
          from quotes q join companies d on d.id = q.dealer_company_id join companies b on b.id = q.buyer_company_id
          left join users u on u.id = q.sent_by_user_id
          where ${where} order by ${order} limit ${limit}`,
    );
    if (heads.length === 0) return [];
    const lines = await queryRows<NewQuoteLine & { id: number; quoteId: number }>(
      db,
      sql`select l.id as "id", l.quote_id as "quoteId", l.part_search_id as "partSearchId", l.part_number as "partNumber",
            l.description as "description", l.part_id as "partId", l.condition as "condition", l.price as "price",
            l.quantity as "quantity", l.lead_time_days as "leadTimeDays", l.freight_estimate as "freightEstimate",
            l.core_charge as "coreCharge", l.note as "note"
          from quote_lines l where l.quote_id = any(${sql.param(heads.map((h) => h.id))}::int[])
          order by l.quote_id, l.position`,
    );
    const byQuote = new Map<number, Quote['lines']>();
    for (const { quoteId, ...line } of lines) {
      const list = byQuote.get(quoteId) ?? [];
      list.push({ ...line, total: quoteLineTotal(line) });
      byQuote.set(quoteId, list);
    }
    const now = new Date();
    return heads.map((h) => {
      const quoteLines = byQuote.get(h.id) ?? [];
      const status = quoteStatusOf(h.status, h.validUntil, now);
      return {
        id: h.id,
        requestId: h.requestId,
        status,
        expired: new Date(h.validUntil).getTime() <= now.getTime(),
        validUntil: iso(h.validUntil),
        createdAt: iso(h.createdAt),
        updatedAt: iso(h.updatedAt),
        DealerCompany: { id: h.dealerId, name: h.dealerName, city: h.dealerCity, state: h.dealerState },
        BuyerCompany: { id: h.buyerId, name: h.buyerName },
        sentBy: { userId: h.userId, firstName: h.firstName ?? '', lastName: h.lastName ?? '' },
        declineReason: h.declineReason,
        orderId: h.orderId,
        lines: quoteLines,
        total: quoteTotal(quoteLines),
      };
    });
  }

  return {
    async findQuote(id: number): Promise<Quote | undefined> {
      const [quote] = await load(sql`q.id = ${id}`);
      return quote;
    },

    async findByRequestAndDealer(requestId: number, dealerCompanyId: number): Promise<Quote | undefined> {
      const [quote] = await load(
        sql`q.request_id = ${requestId} and q.dealer_company_id = ${dealerCompanyId}`,
      );
      return quote;
    },

    /** A company's quotes as the buyer or the dealer, newest activity first; optionally one request's. */
    async listFor(side: 'buyer' | 'dealer', companyId: number, requestId?: number): Promise<Quote[]> {
      const column = side === 'buyer' ? sql`q.buyer_company_id` : sql`q.dealer_company_id`;
      const request = requestId === undefined ? sql`` : sql` and q.request_id = ${requestId}`;
      return load(sql`${column} = ${companyId}${request}`, sql`q.updated_at desc, q.id desc`);
    },

    /** Every quote of a request that is not withdrawn (the compare view). */
    async openOnRequest(requestId: number): Promise<Quote[]> {
      return load(sql`q.request_id = ${requestId} and q.status <> 'withdrawn'`, sql`q.id`, 10_000);
    },

    /** The dealer's quote on the request, locked for this transaction. */
    async lockByRequestAndDealer(
      requestId: number,
      dealerCompanyId: number,
    ): Promise<LockedQuote | undefined> {
      const [row] = await queryRows<LockedQuote>(
        db,
        sql`select id as "id", status as "status", valid_until as "validUntil", order_id as "orderId",
              dealer_company_id as "dealerCompanyId", buyer_company_id as "buyerCompanyId"
            from quotes where request_id = ${requestId} and dealer_company_id = ${dealerCompanyId} for update`,
      );
      return row;
    },

    /** The quote's row (already locked by the access check in this transaction). */
    async head(id: number): Promise<LockedQuote | undefined> {
      const [row] = await queryRows<LockedQuote>(
        db,
        sql`select id as "id", status as "status", valid_until as "validUntil", order_id as "orderId",
              dealer_company_id as "dealerCompanyId", buyer_company_id as "buyerCompanyId"
            from quotes where id = ${id}`,
      );
      return row;
    },

    /** A new quote; undefined when another transaction made this dealer's quote on the request first. */
    async insertQuote(values: {
      requestId: number;
      dealerCompanyId: number;
      buyerCompanyId: number;
      userId: number;
      validUntil: Date;
    }): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into quotes (request_id, dealer_company_id, buyer_company_id, sent_by_user_id, valid_until)
            values (${values.requestId}, ${values.dealerCompanyId}, ${values.buyerCompanyId}, ${values.userId},
              ${values.validUntil.toISOString()})
            on conflict (request_id, dealer_company_id) do nothing returning id`,
      );
      return row?.id;
    },

    async updateQuote(
      id: number,
      changes: {
        status?: StoredQuoteStatus;
        validUntil?: Date;
        userId?: number;
        declineReason?: string | null;
        orderId?: number;
      },
    ): Promise<void> {
      const sets: SQL[] = [sql`updated_at = now()`];
      if (changes.status) sets.push(sql`status = ${changes.status}`);
      if (changes.validUntil) sets.push(sql`valid_until = ${changes.validUntil.toISOString()}`);
      if (changes.userId !== undefined) sets.push(sql`sent_by_user_id = ${changes.userId}`);
      if (changes.declineReason !== undefined) sets.push(sql`decline_reason = ${changes.declineReason}`);
      if (changes.orderId !== undefined) sets.push(sql`order_id = ${changes.orderId}`);
      await db.execute(sql`update quotes set ${sql.join(sets, sql`, `)} where id = ${id}`);
    },

    /**
     * Records the buyer's accept or decline for the stats manager, in the change's transaction (a
     * repeat changes nothing and records nothing).
     */
    async recordOutcome(id: number, outcome: 'accepted' | 'declined'): Promise<void> {
      await db.execute(sql`insert into quote_outcomes (quote_id, dealer_company_id, buyer_company_id, outcome)
        select id, dealer_company_id, buyer_company_id, ${outcome} from quotes where id = ${id}`);
    },

    /** Replaces the quote's lines as a whole. */
    async replaceLines(quoteId: number, lines: NewQuoteLine[]): Promise<void> {
      await db.execute(sql`delete from quote_lines where quote_id = ${quoteId}`);
      const values = lines.map(
        (l, i) =>
          sql`(${quoteId}, ${i}, ${l.partSearchId}, ${l.partNumber}, ${l.description}, ${l.partId}::int, ${l.condition},
            ${l.price}, ${l.quantity}, ${l.leadTimeDays}, ${l.freightEstimate}::int, ${l.coreCharge}::int, ${l.note}::text)`,
      );
      await db.execute(sql`insert into quote_lines (quote_id, position, part_search_id, part_number, description, part_id,
          condition, price, quantity, lead_time_days, freight_estimate, core_charge, note)
        values ${sql.join(values, sql`, `)}`);
    },

    /** The verified users of a company with `setting` on (and its parent, for a sub-setting): who hears about a quote. */
    async recipients(
      companyId: number,
      setting: 'order_emails' | 'part_emails',
    ): Promise<Array<{ email: string; firstName: string }>> {
      return queryRows(
        db,
        sql`select u.email as "email", u.first_name as "firstName" from users u
            where u.id in (select user_id from company_memberships where company_id = ${companyId})
              and u.email_verified and ${SETTING_ON[setting]}
            order by u.id`,
      );
    },
  };
}

/** A sub-setting stored on counts only while its parent is on. */
const SETTING_ON = {
  order_emails: sql.raw('u.order_emails'),
  part_emails: sql.raw('(u.message_emails and u.part_emails)'),
} as const;

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
