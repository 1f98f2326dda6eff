import { sql } from 'drizzle-orm';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { Quote } from '@ironmatch/contracts/quotes';
import { canTransactSql } from '../../db/can-transact';
import { queryRows, type Db } from '../../db/database';
import { conflict } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { LiveAnnouncer } from '../../platform/live-updates/live-announcer';
import { addQuotedItemsToOpenOrder, CANNOT_TRANSACT } from '../orders/quoted-order.service';
import { createQuotesRepository } from './quotes.repository';
import { announceQuote, quoteIdOf, transitionOf } from './quotes.service';

export interface QuoteAcceptance {
  quote: Quote;
  orderId: number;
  unchanged: boolean;
}

async function dealerCanTransact(db: Db, companyId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${canTransactSql('c')} as "ok" from companies c where c.id = ${companyId}`,
  );
  return row?.ok ?? false;
}

/**
 * POST /api/quotes/{id}/accept: in one transaction under the quote's row lock (then the order's), the
 * quoted lines go into the buyer's open order with the dealer at the quoted prices, and the quote becomes
 * accepted. A repeat (also many at once: they wait on the lock) finds it accepted and adds nothing.
 */
export function createQuoteAcceptService(deps: {
  db: Db;
  access: RecordAccess;
  jobs: { poke(): void };
  live?: LiveAnnouncer;
}) {
  return {
    async accept(buyer: CompanyClaims, rawId: string): Promise<QuoteAcceptance> {
      const id = quoteIdOf(rawId);
      const result = await deps.db.transaction(async (tx) => {
        await deps.access.require(buyer, 'quote', id, 'buyer', { db: tx, lock: true });
        const repo = createQuotesRepository(tx);
        const head = (await repo.head(id))!;
        const outcome = transitionOf(head, 'accept');
        if (outcome.kind === 'unchanged')
          return { quote: (await repo.findQuote(id))!, orderId: head.orderId!, unchanged: true };
        if (!(await dealerCanTransact(tx, head.dealerCompanyId))) throw conflict(CANNOT_TRANSACT);
        const quote = (await repo.findQuote(id))!;
        const orderId = await addQuotedItemsToOpenOrder(
          tx,
          {
            customerId: buyer.userId,
            customerCompanyId: buyer.companyId,
            vendorCompanyId: head.dealerCompanyId,
          },
          quote.lines.map((l) => ({
            partId: l.partId,
            quoteLineId: l.id,
            partNumber: l.partNumber,
            description: l.description,
            price: l.price,
            quantity: l.quantity,
            buyerNote: null,
          })),
        );
        await repo.updateQuote(id, { status: outcome.to, orderId });
        await repo.recordOutcome(id, 'accepted');
        return { quote: (await repo.findQuote(id))!, orderId, unchanged: false };
      });
      deps.jobs.poke();
      if (!result.unchanged) announceQuote(deps.live, result.quote);
      return result;
    },
  };
}
