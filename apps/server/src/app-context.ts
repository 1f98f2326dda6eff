import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import type { CompanyLimits } from './http/company-limits';
import type { RecordAccess } from './http/record-access';
import type { ImportCrossReferences } from './modules/inventory/import-cross-references.service';
import type { MembershipCache } from './modules/accounts/team-membership-cache';
import type { AccessTokenService } from './modules/auth/access-token';
import type { ReadOrderPaymentLedger } from './modules/orders/order-documents.service';
import type { CancelRefunds } from './modules/orders/orders-cancel.service';
import type { Readiness } from './platform/health/readiness';
import type { JobWorker } from './platform/jobs/job-worker';
import type { LiveAnnouncer } from './platform/live-updates/live-announcer';
import type { LiveUpdates } from './platform/live-updates/live-updates';
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
  /** An order's cancel refunds through the payments module with the provider above (issue 24). */
  orderCancelRefunds: CancelRefunds;
  /** An order's payments and refunds for its invoice, read by the payments module (issue 24). */
  orderPaymentLedger: ReadOrderPaymentLedger;
  /** The part matcher's side of the inventory import's cross-reference column (issue 29). */
  importCrossReferences: ImportCrossReferences;
  tokens: AccessTokenService;
  /** The membership behind each request's company, briefly cached (issue 23). */
  memberships: MembershipCache;
  /** The one record-level access check; modules define their record kinds on it. */
  access: RecordAccess;
  /** Per-company limits on writes that mail other companies (messages, general requests, ...). */
  limits: CompanyLimits;
  log: FastifyBaseLogger;
  /**
   * The fan-out of live updates to whichever node holds a browser's connection (Redis with REDIS_URL,
   * else memory): publish after the commit, subscribe where the connection is held.
   */
  liveUpdates: LiveUpdates;
  /** Tells the browsers concerned to look again (`GET /api/live`); call after the commit. */
  live: LiveAnnouncer;
  /** `/api/health/ready`'s checks and the draining state that main.ts sets on SIGTERM. */
  readiness: Readiness;
  /** Whether part searches are saved and notified (BuildAppOptions.partSearchSaves; always outside the benchmark). */
  partSearchSaves: () => boolean;
}
