import type { Db } from '../../db/database';
import { jobs } from '../../db/schema/jobs';

/** Claim order: lower first, then by due time. A kind's default; a caller may pass another per job. */
export const JOB_PRIORITY = {
  /** What a person is waiting for right now: a verification or password-reset link. */
  urgent: 10,
  /** Orders and payments: what moves a deal. */
  high: 20,
  /** Notifications and everything else. */
  normal: 100,
} as const;
export type JobPriority = keyof typeof JOB_PRIORITY;

export interface JobOptions {
  /** Default 'normal'. */
  priority?: JobPriority;
  /** Runs before the job is marked failed (a run cut short by a crash counts). Default 8. */
  maxAttempts?: number;
  /**
   * How long a claimed job is reserved for the worker running it; after that another worker takes it
   * over. Long handlers call `job.extendLease()` as they go. Default 120 s.
   */
  leaseSeconds?: number;
  /** The wait after the first failure, doubled after each further one. Default 30 s. */
  backoffSeconds?: number;
  /** The longest wait between two runs. Default 1 hour. */
  maxBackoffSeconds?: number;
}

/** A kind of job and the shape of its payload (which must survive JSON). */
export interface JobType<P> {
  readonly kind: string;
  readonly options: Required<JobOptions>;
  /** Carries the payload type only; never set. */
  readonly payload?: P;
}

const KIND = /^[a-z][a-z0-9.-]{0,62}$/;

/** Declares a kind of job once, next to its handler; enqueuers and the worker both refer to it. */
export function defineJob<P>(kind: string, options: JobOptions = {}): JobType<P> {
  if (!KIND.test(kind)) throw new Error(`Not a valid job kind: ${kind}`);
  return {
    kind,
    options: {
      priority: options.priority ?? 'normal',
      maxAttempts: options.maxAttempts ?? 8,
      leaseSeconds: options.leaseSeconds ?? 120,
      backoffSeconds: options.backoffSeconds ?? 30,
      maxBackoffSeconds: options.maxBackoffSeconds ?? 60 * 60,
    },
  };
}

const CHUNK = 1000;

/**
 * Queues jobs. Pass the transaction of the change that causes them: they then exist if and only if
 * it commits, and no worker sees them before. Call the worker's `poke()` after the commit to have
 * them run now rather than at the next poll.
 */
export async function enqueueJobs<P>(
  db: Db,
  type: JobType<P>,
  payloads: P | readonly P[],
  options: { runAt?: Date; priority?: JobPriority } = {},
): Promise<void> {
  const list: readonly P[] = Array.isArray(payloads) ? payloads : [payloads as P];
  const runAt = options.runAt?.toISOString();
  const priority = JOB_PRIORITY[options.priority ?? type.options.priority];
  for (let i = 0; i < list.length; i += CHUNK) {
    await db.insert(jobs).values(
      list.slice(i, i + CHUNK).map((payload) => ({
        kind: type.kind,
        payload,
        priority,
        maxAttempts: type.options.maxAttempts,
        ...(runAt ? { runAt } : {}),
      })),
    );
  }
}
