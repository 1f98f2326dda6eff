import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orphanPayments } from '../../db/schema/payments';

export type OrphanPaymentRow = typeof orphanPayments.$inferSelect;

/** Payments that succeeded at the provider and match none of ours (ADR 0014, issue 21). */
export function createOrphanPaymentsRepository(db: Db) {
  return {
    /** Keeps one row per intent: false when that intent was kept already. */
    async insert(values: typeof orphanPayments.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(orphanPayments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: orphanPayments.id });
      return rows.length > 0;
    },
    /** Newest first; the unresolved ones only unless `all`. */
    async list(options: { all: boolean }): Promise<OrphanPaymentRow[]> {
      return db
        .select()
        .from(orphanPayments)
        .where(options.all ? undefined : isNull(orphanPayments.resolvedAt))
        .orderBy(desc(orphanPayments.receivedAt), desc(orphanPayments.id));
    },
    /** One row (locked for the caller's transaction with `lock`). */
    async get(id: number, options: { lock?: boolean } = {}): Promise<OrphanPaymentRow | undefined> {
      const query = db.select().from(orphanPayments).where(eq(orphanPayments.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    /** Marks one resolved with the operator's note; undefined when there is no such unresolved row. */
    async resolve(id: number, resolution: string): Promise<OrphanPaymentRow | undefined> {
      const [row] = await db
        .update(orphanPayments)
        .set({ resolvedAt: sql`now()`, resolution })
        .where(and(eq(orphanPayments.id, id), isNull(orphanPayments.resolvedAt)))
        .returning();
      return row;
    },
  };
}
