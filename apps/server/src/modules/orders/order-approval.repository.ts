import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderApproval, OrderPerson } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { orderApprovals } from '../../db/schema/order-approvals';
import { orders } from '../../db/schema/orders';

const submitter = alias(users, 'submitter');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const iso = (column: typeof orderApprovals.requestedAt | typeof orderApprovals.decidedAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function person(
  userId: number | null,
  firstName: string | null,
  lastName: string | null,
): OrderPerson | null {
  return userId !== null && firstName !== null ? { userId, firstName, lastName: lastName ?? '' } : null;
}

/** Who sent an order request and its purchase approval (issue 23). Callers hold the order's row lock. */
export function createOrderApprovalRepository(db: Db) {
  return {
    /** `submittedBy` and `approval` of the order, as the order's answer carries them. */
    async factsOf(
      orderId: number,
    ): Promise<{ submittedBy: OrderPerson | null; approval: OrderApproval | null }> {
      const [row] = await db
        .select({
          submittedById: orders.submittedByUserId,
          submitterFirst: submitter.firstName,
          submitterLast: submitter.lastName,
          status: orderApprovals.status,
          requestedById: orderApprovals.requestedByUserId,
          requesterFirst: requester.firstName,
          requesterLast: requester.lastName,
          requestedAt: iso(orderApprovals.requestedAt),
          limitCents: orderApprovals.limitCents,
          decidedById: orderApprovals.decidedByUserId,
          deciderFirst: decider.firstName,
          deciderLast: decider.lastName,
          decidedAt: iso(orderApprovals.decidedAt),
          reason: orderApprovals.reason,
        })
        .from(orders)
        .leftJoin(submitter, eq(submitter.id, orders.submittedByUserId))
        .leftJoin(orderApprovals, eq(orderApprovals.orderId, orders.id))
        .leftJoin(requester, eq(requester.id, orderApprovals.requestedByUserId))
        .leftJoin(decider, eq(decider.id, orderApprovals.decidedByUserId))
        .where(eq(orders.id, orderId));
      if (!row) return { submittedBy: null, approval: null };
      return {
        submittedBy: person(row.submittedById, row.submitterFirst, row.submitterLast),
        approval:
          row.status === null
            ? null
            : {
                status: row.status,
                requestedBy: person(row.requestedById, row.requesterFirst, row.requesterLast),
                requestedAt: row.requestedAt!,
                limitCents: row.limitCents!,
                decidedBy: person(row.decidedById, row.deciderFirst, row.deciderLast),
                decidedAt: row.decidedAt,
                reason: row.reason,
              },
      };
    },

    async setSubmittedBy(orderId: number, userId: number): Promise<void> {
      await db.update(orders).set({ submittedByUserId: userId }).where(eq(orders.id, orderId));
    },

    /** Holds the request: a new pending approval (a request sent again after a rejection reuses the row). */
    async hold(orderId: number, userId: number, limitCents: number): Promise<void> {
      const values = {
        status: 'pending' as const,
        requestedByUserId: userId,
        requestedAt: sql`now()`,
        limitCents,
        decidedByUserId: null,
        decidedAt: null,
        reason: null,
      };
      await db
        .insert(orderApprovals)
        .values({ orderId, ...values })
        .onConflictDoUpdate({ target: orderApprovals.orderId, set: values });
    },

    async decide(orderId: number, status: 'approved' | 'rejected', userId: number, reason: string | null) {
      await db
        .update(orderApprovals)
        .set({ status, decidedByUserId: userId, decidedAt: sql`now()`, reason })
        .where(eq(orderApprovals.orderId, orderId));
    },
  };
}
