import type { Db } from '../db/database';
import { orphanPayments, paymentEvents } from '../db/schema/payments';

/**
 * One payment that succeeded at the provider but matches no order (its order was deleted while the
 * payment was live): the operators' console's /admin/payments has one to resolve on first start.
 */
export async function seedDemoOrphanPayments(db: Db): Promise<void> {
  const eventId = 'evt_demo_orphan_1';
  await db
    .insert(paymentEvents)
    .values({
      id: eventId,
      type: 'payment_intent.succeeded',
      provider: 'simulated',
      account: 'acct_demo_dealer',
      payload: { demo: true },
    })
    .onConflictDoNothing();
  await db
    .insert(orphanPayments)
    .values({
      eventId,
      provider: 'simulated',
      account: 'acct_demo_dealer',
      intentId: 'pi_demo_orphan_1',
      amount: 48_650,
      currency: 'usd',
      orderRef: '90412',
    })
    .onConflictDoNothing();
}
