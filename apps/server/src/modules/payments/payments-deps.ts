import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { MailBranding } from '../../platform/mail/email-layout';
import { ProviderError, type PaymentsProvider } from '../../platform/payments/payments-provider';

/** What the payments services need (payments.service.ts, payout-connect.service.ts). */
export interface PaymentsServiceDeps {
  db: Db;
  access: RecordAccess;
  provider: PaymentsProvider;
  appUrl: string;
  log: FastifyBaseLogger;
  /** The order emails' branding (issue 24: ready to ship, receipt, refund). */
  mail: MailBranding;
}

export type ProviderFailure = (err: unknown, message: string) => never;

/** Our sentence for a provider failure: 502, the provider's detail only in the log. */
export function providerFailureOf(log: FastifyBaseLogger): ProviderFailure {
  return (err: unknown, message: string): never => {
    if (err instanceof ProviderError) {
      log.warn({ detail: err.detail }, err.message);
      throw new AppError(502, message);
    }
    throw err;
  };
}
