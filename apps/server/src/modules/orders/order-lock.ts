import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { OrderRole } from '@ironmatch/contracts/order-states';
import type { Order } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import type { RecordAccess, RecordParties } from '../../http/record-access';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail, type QueuedMail } from '../../platform/mail/mail-job';
import { loadOrder } from './order-view';
import { orderIdOf } from './orders-records';
import { createOrdersRepository, type ItemRow } from './orders.repository';

/**
 * Every change of an order runs here: one transaction holding the order's row lock, after the one
 * access check; and every order email is queued here, in that transaction (sent only if it commits).
 */

export interface OrdersServiceDeps {
  db: Db;
  access: RecordAccess;
  jobs: { poke(): void };
  mail: MailBranding;
}

/** Orders are of parts today; for-sale orders will use `forsale_order_emails`. */
const ORDER_KIND = 'part' as const;

/** A change's outcome: the order now, and whether this call changed it (a retry of a done change did not). */
export interface OrderChange {
  order: Order;
  unchanged: boolean;
  /** The request waits for the buyer company's admin (issue 23). */
  held?: boolean;
}

export function roleIn(auth: CompanyClaims, parties: RecordParties<OrderRole>): OrderRole {
  return parties.buyer.companyIds?.includes(auth.companyId) ? 'buyer' : 'seller';
}

/** What a change of a locked order sees: the order as its caller's role sees it, and its items. */
export interface LockedOrder {
  id: number;
  role: OrderRole;
  order: Order;
  items: ItemRow[];
}

/**
 * Runs `fn` on order `rawId` in one transaction holding the order's row lock, after checking that the
 * caller holds `role` on it (404 for anyone else; 403 with a sentence for the other party). Mail
 * queued by `fn` goes out only if it commits.
 */
export async function changeOrder<T>(
  deps: Pick<OrdersServiceDeps, 'db' | 'access' | 'jobs'>,
  auth: CompanyClaims,
  rawId: string,
  role: OrderRole | 'party',
  fn: (tx: Db, ctx: LockedOrder) => Promise<T>,
): Promise<T> {
  const id = orderIdOf(rawId);
  const result = await deps.db.transaction(async (tx) => {
    const parties = await deps.access.require(auth, 'order', id, role, { db: tx, lock: true });
    const myRole = roleIn(auth, parties);
    const items = await createOrdersRepository(tx).itemsOf([id]);
    // The whole order (payments, changes) so a repeat answers exactly what GET /api/orders/{id} does.
    return fn(tx, { id, role: myRole, order: await loadOrder(tx, id, myRole), items });
  });
  deps.jobs.poke();
  return result;
}

/** Queues `build(recipient)` for each recipient of an order's email, in the caller's transaction. */
export async function notifyOrder(
  tx: Db,
  who: { companyId: number } | { userId: number | null },
  build: (to: { email: string; firstName: string }) => QueuedMail,
): Promise<void> {
  if ('userId' in who && who.userId === null) return;
  const recipients = await createOrdersRepository(tx).mailRecipients(
    who as { companyId: number } | { userId: number },
    ORDER_KIND,
  );
  if (recipients.length) await enqueueMail(tx, recipients.map(build), { priority: 'order' });
}
