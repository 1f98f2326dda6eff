import type { Db } from '../../db/database';
import { defineJob, enqueueJobs, type JobPriority } from '../jobs/job-queue';
import type { JobWorker } from '../jobs/job-worker';
import type { MailMessage, Mailer } from './mailer';

/** An email ready to send, rendered when queued (ADR 0008): what was true when it was caused. */
export interface QueuedMail extends MailMessage {
  /** Which email it is, e.g. 'verify-email', 'part-searched'; for logs and tests. */
  template: string;
}

/** Mail is one kind of job: 8 runs over about an hour before it is given up. */
export const mailJob = defineJob<QueuedMail>('mail', { maxAttempts: 8, leaseSeconds: 120 });

/**
 * Which mail goes first when many wait (issue 21): `account` (verification, password reset: a person is
 * waiting for the link), then `order` (orders and payments), then `notification` (searches, requests,
 * messages), the default.
 */
export const MAIL_PRIORITY = {
  account: 'urgent',
  order: 'high',
  notification: 'normal',
} as const satisfies Record<string, JobPriority>;
export type MailPriority = keyof typeof MAIL_PRIORITY;

/**
 * Queues email. Pass the transaction of the change that causes it: mail goes out if and only if the
 * change commits, and never slows or fails the request (the worker sends it in the background).
 */
export function enqueueMail(
  db: Db,
  mails: QueuedMail | readonly QueuedMail[],
  options: { priority?: MailPriority } = {},
): Promise<void> {
  return enqueueJobs(db, mailJob, mails, { priority: MAIL_PRIORITY[options.priority ?? 'notification'] });
}

export function registerMailHandler(worker: JobWorker, mailer: Mailer): void {
  worker.register(mailJob, async (mail, job) => {
    // One Message-ID per job: a run repeated after a crash (at least once, ADR 0008) is the same email.
    const messageId = `<mail-job-${job.id}@ironmatch.jobs>`;
    await mailer.send({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, messageId });
  });
}
