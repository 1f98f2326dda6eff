import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  paymentAccounts,
  paymentConnectStates,
  paymentEvents,
  paymentRefunds,
  payments,
} from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentChanges = Partial<Omit<typeof payments.$inferInsert, 'id' | 'orderId'>>;

export function createPaymentsRepository(db: Db) {
  return {
    // ---- connected accounts and OAuth states ----
    async accountOf(companyId: number) {
      const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.companyId, companyId));
      return row;
    },
    async insertAccount(values: typeof paymentAccounts.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentAccounts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentAccounts.id });
      return rows.length > 0;
    },
    async setChargesEnabled(accountId: string, chargesEnabled: boolean) {
      const [row] = await db
        .update(paymentAccounts)
        .set({ chargesEnabled, updatedAt: sql`now()` })
        .where(eq(paymentAccounts.accountId, accountId))
        .returning({ companyId: paymentAccounts.companyId });
      return row;
    },
    async insertState(values: typeof paymentConnectStates.$inferInsert) {
      await db.insert(paymentConnectStates).values(values);
    },
    /**
     * Marks `userId`'s state used (once): its row, or undefined when it is unknown, already used or
     * another user's (which stays usable by its owner).
     */
    async consumeState(stateHash: string, userId: number) {
      const [row] = await db
        .update(paymentConnectStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(paymentConnectStates.stateHash, stateHash),
            eq(paymentConnectStates.userId, userId),
            isNull(paymentConnectStates.usedAt),
          ),
        )
        .returning({
          userId: paymentConnectStates.userId,
          companyId: paymentConnectStates.companyId,
          expired: sql<boolean>`${paymentConnectStates.expiresAt} < now()`,
        });
      return row;
    },
    async deleteExpiredStates() {
      await db
        .delete(paymentConnectStates)
        .where(sql`${paymentConnectStates.expiresAt} < now() - interval '1 day'`);
    },

    // ---- payments ----
    async paymentOfOrder(orderId: number, lock = false): Promise<PaymentRow | undefined> {
      const query = db.select().from(payments).where(eq(payments.orderId, orderId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async paymentByIntent(intentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
      return row;
    },
    async paymentByClientSecret(clientSecret: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.clientSecret, clientSecret));
      return row;
    },
    async lockPayment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },
    async updatePayment(id: number, changes: PaymentChanges): Promise<void> {
      await db
        .update(payments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },
    async paymentsOfOrders(orderIds: number[]): Promise<PaymentRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(payments).where(inArray(payments.orderId, orderIds));
    },

    // ---- the refunds ledger ----
    async refundsOf(paymentId: number): Promise<RefundRow[]> {
      return db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
    },
    async insertRefund(values: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(paymentRefunds).values(values).returning();
      return row!;
    },
    async refundById(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return row;
    },
    /** The cancel refund of this payment written but not yet known to the provider's answer, if any. */
    async pendingCancelRefund(paymentId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.paymentId, paymentId),
            eq(paymentRefunds.orderCancel, true),
            eq(paymentRefunds.status, 'pending'),
          ),
        );
      return row;
    },
    async refundByProviderId(refundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundId, refundId));
      return row;
    },
    async updateRefund(id: number, changes: Partial<typeof paymentRefunds.$inferInsert>): Promise<void> {
      await db
        .update(paymentRefunds)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(paymentRefunds.id, id));
    },

    // ---- events ----
    /** Stores the event once: false when its id was already stored (a duplicate delivery). */
    async storeEvent(values: typeof paymentEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },
  };
}
