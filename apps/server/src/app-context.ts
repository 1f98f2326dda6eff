import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import type { CompanyLimits } from './http/company-limits';
import type { RecordAccess } from './http/record-access';
import type { AccessTokenService } from './modules/auth/access-token';
import type { JobWorker } from './platform/jobs/job-worker';
import type { Mailer } from './platform/mail/mailer';
import type { PaymentsProvider } from './platform/payments/payments-provider';
import type { FileService } from './platform/storage/file-service';

/** What route modules get to build their services from: the outside world, once. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Background jobs: register a kind's handler here; `poke()` after a commit that queued some. */
  jobs: JobWorker;
  /** Stored files: storage, links (signed for private keys), thumbnails. */
  files: FileService;
  /** The payment provider: Stripe with STRIPE_SECRET_KEY, else the simulated one (ADR 0014). */
  payments: PaymentsProvider;
  tokens: AccessTokenService;
  /** The one record-level access check; modules define their record kinds on it. */
  access: RecordAccess;
  /** Per-company limits on writes that mail other companies (messages, general requests, ...). */
  limits: CompanyLimits;
  log: FastifyBaseLogger;
  /** Whether part searches are saved and notified (BuildAppOptions.partSearchSaves; always outside the benchmark). */
  partSearchSaves: () => boolean;
}
