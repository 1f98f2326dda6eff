import { sql } from 'drizzle-orm';
import { formatCents } from '@ironmatch/contracts/order-money';
import type { Order } from '@ironmatch/contracts/orders';
import { queryRows, type Db } from '../../db/database';
import type { MailBranding } from '../../platform/mail/email-layout';
import { defineJob, enqueueJobs } from '../../platform/jobs/job-queue';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { notifyOrder } from './order-lock';
import { loadOrder } from './order-view';
import { itemFacts, mail, tradeFacts } from './orders-emails';

/**
 * Issue 25: an unpaid terms order past its due date is emailed to the buyer once. The `order-overdue`
 * job (ADR 0008) runs every hour; each run claims the overdue orders not yet mailed by setting
 * `overdue_mailed_at` in the same transaction that queues their emails, so a second run, a retry or
 * another server finds nothing left to send.
 */
export const orderOverdueJob = defineJob<Record<string, never>>('order-overdue', {
  maxAttempts: 100_000,
  leaseSeconds: 300,
  backoffSeconds: 60,
  maxBackoffSeconds: 600,
});

/** How long after one run the next starts. */
export const ORDER_OVERDUE_INTERVAL_SECONDS = 3600;
/** Orders claimed per transaction. */
const BATCH = 200;

type To = { email: string; firstName: string };

export function overdueMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const seller = order.VendorCompany.name;
  return mail(
    s,
    to,
    order,
    'order-overdue',
    `Order #${order.id} is overdue: payment was due ${order.dueDate}`,
    {
      title: 'Payment overdue',
      paragraphs: [
        `Order #${order.id} was placed on account with ${seller}. Its payment of ${formatCents(order.total)} was due on ${order.dueDate} and has not been marked paid.`,
        `Please pay ${seller} or contact them if you have already paid.`,
      ],
      facts: [...itemFacts(order.OrderItems), ['Total', formatCents(order.total)], ...tradeFacts(order)],
    },
    'Open the order',
  );
}

export function createOrderOverdue(deps: { db: Db; mail: MailBranding }) {
  const { db } = deps;
  return {
    /** Mails every overdue terms order not mailed before; answers how many were mailed. */
    async run(): Promise<number> {
      let mailed = 0;
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const ids = await queryRows<{ id: number }>(
            tx,
            sql`with due as (
                  select id from orders
                  where payment_method = 'terms' and paid_at is null and overdue_mailed_at is null
                    and status in ('order_placed', 'order_shipped')
                    and due_date < (now() at time zone 'utc')::date
                  order by id limit ${BATCH} for update skip locked)
                update orders o set overdue_mailed_at = now() from due where o.id = due.id
                returning o.id as "id"`,
          );
          for (const { id } of ids) {
            const order = await loadOrder(tx, id, 'buyer');
            const who =
              order.customerId !== null
                ? { userId: order.customerId }
                : { companyId: order.customerCompanyId };
            await notifyOrder(tx, who, (to) => overdueMail(deps.mail, to, order));
          }
          return ids.length;
        });
        mailed += claimed;
        if (claimed < BATCH) return mailed;
      }
    },

    /** Queues the next run unless one is queued or running already (`except`: the run now ending). */
    async scheduleNext(options: { except?: number; delaySeconds?: number } = {}): Promise<void> {
      await db.transaction(async (tx) => {
        // One scheduler at a time across servers, so two never both find no job queued.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${orderOverdueJob.kind}))`);
        const [queued] = await queryRows<{ id: number }>(
          tx,
          sql`select id as "id" from jobs where kind = ${orderOverdueJob.kind} and status in ('pending', 'running')
              and id <> ${options.except ?? 0} limit 1`,
        );
        if (queued) return;
        const delay = options.delaySeconds ?? ORDER_OVERDUE_INTERVAL_SECONDS;
        await enqueueJobs(tx, orderOverdueJob, {}, { runAt: new Date(Date.now() + delay * 1000) });
      });
    },
  };
}
