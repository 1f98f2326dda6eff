import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installHumanValidationMessages } from '@ironmatch/contracts/validation-messages';
import type { AppContext } from './app-context';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import { AppError } from './http/app-error';
import { compressionOptions } from './http/compression';
import type { ApiApp } from './http/api-app';
import { registerErrorHandling } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { metricsRoutes } from './http/metrics-routes';
import { redactingLoggerOptions } from './http/log-redaction';
import { registerOpenApi } from './http/openapi';
import {
  createMemoryRecentWriters,
  createRedisRecentWriters,
  registerReplicaReads,
} from './http/replica-reads';
import { createCompanyLimits } from './http/company-limits';
import { createRecordAccess } from './http/record-access';
import { answerUnknownExpectations, clientErrorHandler, securityHeaders } from './http/security-headers';
import { createAccessTokenService } from './modules/auth/access-token';
import { authPlugin } from './modules/auth/auth-plugin';
import { createMembershipCache } from './modules/accounts/team-membership-cache';
import { operatorAccountsRoutes } from './modules/operator-accounts/operator-accounts.routes';
import { createRevokedLogins } from './modules/auth/revoked-logins';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { teamRoutes } from './modules/accounts/team.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { listingPictureRoutes, listingsRoutes } from './modules/listings/listings.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderDocumentsRoutes } from './modules/orders/order-documents.routes';
import { orderTermsRoutes } from './modules/orders/order-terms.routes';
import { createCancelRefunds } from './modules/payments/order-cancel-refund.service';
import { readOrderPaymentLedger } from './modules/payments/order-payment-ledger.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { partMatcherRoutes } from './modules/part-matcher/part-matcher.routes';
import { crossReferencesRoutes } from './modules/part-matcher/cross-references.routes';
import { importCrossReferenceStore } from './modules/part-matcher/cross-reference-import';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { devMailboxAbsent, devMailboxRoutes } from './modules/site/dev-mailbox.routes';
import { siteRoutes } from './modules/site/site.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { machinesRoutes } from './modules/machines/machines.routes';
import { liveRoutes } from './modules/live/live.routes';
import { membershipRoutes } from './modules/membership/membership.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { operatorsRoutes } from './modules/operators/operators.routes';
import { operatorToolsRoutes } from './modules/operator-tools/operator-tools.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes';
import { createReadiness } from './platform/health/readiness';
import { createJobWorker } from './platform/jobs/job-worker';
import { openSharedState } from './platform/shared-state';
import { createLiveAnnouncer } from './platform/live-updates/live-announcer';
import { createMetrics } from './platform/metrics/metrics';
import { createDatabaseLimitCounter } from './platform/limits/limit-counter';
import { registerMailHandler } from './platform/mail/mail-job';
import { createDevMailbox, createSmtpMailer, type DevMailbox, type Mailer } from './platform/mail/mailer';
import { openPaymentsProvider } from './platform/payments/open-payments-provider';
import type { PaymentsProvider } from './platform/payments/payments-provider';
import { createFileService, openFileStorage } from './platform/storage/file-service';
import type { FileStorage } from './platform/storage/file-storage';
import { fileRoutes } from './platform/storage/file-routes';
import { defaultWebDist, inlineScriptHashes, registerWebApp } from './platform/web-static';
import { publicSiteConfig } from './modules/site/site-config';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass their own; otherwise SMTP when configured, else the development mailbox. */
  mailer?: Mailer;
  /** Tests pass their own; otherwise the configured storage (DATA_DIR/files or S3). */
  storage?: FileStorage;
  /** Tests may pass their own; otherwise Stripe with STRIPE_SECRET_KEY, else the simulated provider. */
  payments?: PaymentsProvider;
  /** Start the job worker's polling (off in tests, which call `ctx.jobs.drain()`). */
  startWorkers?: boolean;
  /** Where this app's Redis keys and channels start (default `ironmatch:`); each test has its own. */
  redisPrefix?: string;
  /** How often the revoked-logins cache reloads from the database (default 30 s). */
  revokedLoginsRefreshMs?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Whether a logged-in part search is saved and its dealers notified (default: always). The benchmark
   * turns it off between rounds to measure what saving costs; nothing else should.
   */
  partSearchSaves?: () => boolean;
}

export type BuiltApp = FastifyInstance & { ctx: AppContext };

const ROUTE_MODULES: Array<(app: ApiApp, ctx: AppContext) => Promise<void>> = [
  siteRoutes,
  authRoutes,
  accountsRoutes,
  teamRoutes,
  settingsRoutes,
  consentRoutes,
  suggestionsRoutes,
  partMatcherRoutes,
  crossReferencesRoutes,
  messagingRoutes,
  ordersRoutes,
  orderDocumentsRoutes,
  orderTermsRoutes,
  inventoryRoutes,
  paymentsRoutes,
  listingsRoutes,
  statsRoutes,
  quotesRoutes,
  machinesRoutes,
  liveRoutes,
  // The operators' console (issue 30): /api/admin/* answers only operators.
  operatorsRoutes,
  membershipRoutes,
  moderationRoutes,
  operatorAccountsRoutes,
  operatorToolsRoutes,
  storefrontRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  installHumanValidationMessages();

  const webDistDir = config.webDistDir ?? defaultWebDist;
  const headers = securityHeaders({
    https: config.appUrl.startsWith('https://'),
    scriptHashes: inlineScriptHashes(webDistDir),
  });

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // No secrets in any line: query parameters, authorization, cookies, passwords, tokens.
            ...redactingLoggerOptions(),
            // Pretty lines for a person at a terminal; JSON lines for log collectors.
            ...(options.logStream
              ? { stream: options.logStream }
              : config.env === 'development' && process.stdout.isTTY
                ? { transport: { target: 'pino-pretty' } }
                : {}),
          },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    trustProxy: false,
    // A long path parameter (a 300-character part number) reaches its route and gets that route's
    // 400 with a sentence, instead of the router's 404 (its default limit is 100 characters).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Malformed addresses (e.g. a bad %-escape) are refused before routing and before any hook runs:
    // answer with the headers and the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid.'
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'The address is too long.'
            : 'The request is invalid.';
      void (reply as unknown as FastifyReply).headers(headers).status(status).send({ status, message });
    },
    // Node's parser errors (a malformed request line or header) are answered like everything else.
    clientErrorHandler: clientErrorHandler(headers),
    // Fastify's shutdown 503 is written raw (no headers, no envelope); requests that arrive while the
    // server drains are served instead, each answer closing its connection.
    return503OnClosing: false,
  }).withTypeProvider<ZodProvider>();

  // First hook of all, so every routed answer (404s and errors included) carries the headers.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  answerUnknownExpectations(app.server, headers);
  if (config.nodeRole === 'worker') refuseRequestsOnWorker(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before every route, so each answer is counted (GET /metrics; http/metrics-routes.ts).
  const metrics = createMetrics({ db: database.db, pool: database.pool });
  await metricsRoutes(app, metrics, { token: config.metricsToken });

  const shared = openSharedState(config.redisUrl, { prefix: options.redisPrefix, log: app.log });
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL every node counts a client's attempts together.
    ...shared.rateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many attempts. Please wait ${context.after} and try again.`, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });

  await app.register(compress, compressionOptions);

  // multipart/form-data for uploads; each route reads its parts with its own limits (request.parts()).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 40, parts: 60 } });

  const mailer = options.mailer ?? defaultMailer(config, (line) => app.log.info(line));
  const jobs = createJobWorker({ db: database.db, log: app.log, onFailed: metrics.jobFailed });
  registerMailHandler(jobs, mailer);
  const storage: FileStorage & { close?(): void } =
    options.storage ?? (await openFileStorage(config.storage));
  const files = createFileService({ storage, signingSecret: config.jwtSecret, log: app.log });
  // Logins revoked anywhere stop their access tokens here within one reload (DECISIONS.md "Durability and sessions").
  const revokedLogins = createRevokedLogins({
    db: database.db,
    refreshMs: options.revokedLoginsRefreshMs,
    log: app.log,
  });
  await revokedLogins.refresh();
  // A logout on any node reaches every node's cache at once through the fan-out (and, if that message
  // is lost, with the next reload from the database).
  const REVOKED_TOPIC = 'revoked-logins';
  const revokedEverywhere = {
    has: revokedLogins.has,
    add(ids: string[]) {
      revokedLogins.add(ids);
      shared.liveUpdates.publish(REVOKED_TOPIC, ids).catch((err: unknown) => {
        app.log.warn({ err }, 'could not announce revoked logins; other nodes reload them from the database');
      });
    },
  };
  const stopRevokedFanOut = shared.liveUpdates.subscribe(REVOKED_TOPIC, (ids) => {
    if (Array.isArray(ids)) revokedLogins.add(ids.filter((id): id is string => typeof id === 'string'));
  });
  await stopRevokedFanOut.ready;
  const paymentsProvider = options.payments ?? openPaymentsProvider(config);
  const ctx: AppContext = {
    config,
    database,
    mailer,
    jobs,
    files,
    payments: paymentsProvider,
    orderCancelRefunds: createCancelRefunds(paymentsProvider),
    orderPaymentLedger: readOrderPaymentLedger,
    importCrossReferences: importCrossReferenceStore,
    tokens: createAccessTokenService(config.jwtSecret, { revoked: revokedEverywhere }),
    liveUpdates: shared.liveUpdates,
    live: createLiveAnnouncer(shared.liveUpdates, app.log),
    access: createRecordAccess(database.db),
    memberships: createMembershipCache(database.db),
    limits: createCompanyLimits(createDatabaseLimitCounter(database.db)),
    log: app.log,
    readiness: createReadiness({ db: database.db, storage, redis: shared.redis }),
    partSearchSaves: options.partSearchSaves ?? (() => true),
  };
  await app.register(authPlugin, { tokens: ctx.tokens, memberships: ctx.memberships });
  // DATABASE_REPLICA_URL: lag-tolerant lists read there; a user's reads follow their writes across nodes.
  if (database.replica)
    registerReplicaReads(
      app,
      shared.redis ? createRedisRecentWriters(shared.redis.client) : createMemoryRecentWriters(),
    );
  await registerOpenApi(app, { appUrl: config.appUrl });
  // Every API route comes from its one definition in packages/contracts (http/endpoint-route.ts).
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (url.startsWith('/api/') && !route.config?.endpoint && !/^\/api\/(docs|openapi\.json)/.test(url))
      throw new Error(`${String(route.method)} ${url} must be registered from a contract (route()).`);
  });

  await app.register(
    async (api) => {
      await healthRoutes(api as unknown as ApiApp, ctx.readiness);
      for (const routes of ROUTE_MODULES) await routes(api as unknown as ApiApp, ctx);
    },
    { prefix: '/api' },
  );

  // Stored files: binary, outside /api, never answered by the web app's page.
  await fileRoutes(app, files);
  await listingPictureRoutes(app, files);

  // The development mailbox page: only when the config turns it on, and only for this machine.
  if (isServedDevMailbox(config, mailer)) await devMailboxRoutes(app, mailer);
  else await devMailboxAbsent(app);

  await registerWebApp(app, webDistDir, {
    siteConfig: publicSiteConfig(config),
    appUrl: config.appUrl,
  });

  if (options.startWorkers) jobs.start();
  revokedLogins.start();
  app.addHook('onClose', async () => {
    revokedLogins.stop();
    stopRevokedFanOut();
    await jobs.stop();
    await mailer.close();
    if (!options.storage) storage.close?.();
    await shared.close();
  });

  const built = app as unknown as BuiltApp;
  built.ctx = ctx;
  return built;
}

type ZodProvider = import('fastify-type-provider-zod').ZodTypeProvider;

const WORKER_ANSWERS = new Set(['/api/health/live', '/api/health/ready', '/metrics']);

/** NODE_ROLE=worker runs the jobs; of the requests it answers only the probes and the metrics. */
function refuseRequestsOnWorker(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    if (WORKER_ANSWERS.has(path)) return;
    return reply.status(404).send({
      status: 404,
      message: 'This node runs background jobs only (NODE_ROLE=worker); it serves no other requests.',
    });
  });
}

/** DEV_MAILBOX keeps mail in the development mailbox even when SMTP_URL is set; else SMTP when set. */
function defaultMailer(config: AppConfig, log: (line: string) => void): Mailer {
  if (config.smtpUrl && !config.devMailbox) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  // Kept across restarts under DATA_DIR; never written in production, where nobody may read it.
  return createDevMailbox(log, {
    ...(config.env === 'production' ? {} : { file: path.join(config.dataDir, 'dev-mailbox.jsonl') }),
  });
}

/** Whether /dev/mailbox is served (main.ts says so in the start banner). */
export function isServedDevMailbox(config: AppConfig, mailer: Mailer): mailer is DevMailbox {
  return config.devMailbox && config.env !== 'production' && mailer.kind === 'dev-mailbox';
}
