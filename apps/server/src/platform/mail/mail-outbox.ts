import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { mailOutbox } from '../../db/schema/mail';
import type { MailMessage, Mailer } from './mailer';

export interface OutboxMail extends MailMessage {
  kind: string;
}

/** Writes mail to the outbox; pass a transaction to make it part of the change that caused it. */
export async function enqueueMail(db: Db, mails: OutboxMail | OutboxMail[]): Promise<void> {
  const rows = (Array.isArray(mails) ? mails : [mails]).map((m) => ({
    toAddress: m.to,
    subject: m.subject,
    html: m.html,
    textBody: m.text,
    kind: m.kind,
  }));
  if (rows.length > 0) await db.insert(mailOutbox).values(rows);
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Sends everything due now; returns how many were sent. Tests and shutdown call it. */
  drain(): Promise<number>;
  /** Wakes the worker now instead of at the next tick. */
  poke(): void;
}

const MAX_ATTEMPTS = 8;
const BATCH = 50;

export function createOutboxWorker(deps: {
  db: Db;
  mailer: Mailer;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  intervalMs?: number;
}): OutboxWorker {
  const { db, mailer, log } = deps;
  const intervalMs = deps.intervalMs ?? 2000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function runOnce(): Promise<number> {
    // Claim a batch atomically so two servers on one database never send the same mail twice.
    const claimed = await queryRows<{ id: number }>(
      db,
      sql`
      update ${mailOutbox} set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => 30 * power(2, least(attempts, 8)))
      where id in (
        select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by id limit ${BATCH} for update skip locked
      ) returning id`,
    );
    const ids = claimed.map((r) => Number(r.id));
    if (ids.length === 0) return 0;
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, ids))
      .orderBy(asc(mailOutbox.id));
    const sentIds: number[] = [];
    for (const row of rows) {
      try {
        await mailer.send({ to: row.toAddress, subject: row.subject, html: row.html, text: row.textBody });
        sentIds.push(row.id);
      } catch (err) {
        const failed = row.attempts >= MAX_ATTEMPTS;
        log.warn(
          { err, mailId: row.id, attempts: row.attempts },
          failed ? 'mail given up' : 'mail will be retried',
        );
        await db
          .update(mailOutbox)
          .set({
            lastError: String((err as Error).message ?? err),
            ...(failed ? { status: 'failed' as const } : {}),
          })
          .where(and(eq(mailOutbox.id, row.id), lte(mailOutbox.attempts, MAX_ATTEMPTS + 1)));
      }
    }
    // One statement for the whole batch: a busy search hour sends mail by the hundred. A crash between
    // sending and this update re-sends the batch after the back-off (at least once, never lost).
    if (sentIds.length > 0) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date().toISOString(), lastError: null })
        .where(inArray(mailOutbox.id, sentIds));
    }
    return sentIds.length;
  }

  function tick() {
    if (running) return running;
    running = (async () => {
      let total = 0;
      try {
        for (;;) {
          const n = await runOnce();
          total += n;
          if (n < BATCH) break;
        }
      } catch (err) {
        log.error({ err }, 'mail outbox run failed');
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    drain: async () => {
      await running;
      return tick();
    },
    poke() {
      if (!stopped) void tick();
    },
  };
}
