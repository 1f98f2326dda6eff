import { hostname } from 'node:os';
import { buildApp, isServedDevMailbox } from './app';
import { ConfigError, loadConfig, SEVERAL_NODES_WITHOUT_S3 } from './config/env';
import { listenHost } from './config/listen-host';
import { openDatabase } from './db/database';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-accounts';
import { writeDemoPictures } from './seed/demo-pictures';
import { hasDemoLogins, isDatabaseEmpty, seedDemo } from './seed/seed-demo';
import { createNodeRegistry, isOneOfSeveral } from './platform/nodes/node-registry';
import { openFileStorage } from './platform/storage/file-service';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  // Every node on PostgreSQL records itself, so the next one to start knows it is one of several.
  const registry =
    database.kind === 'postgres'
      ? // One record per host and port: a node restarted after a crash (kill -9 leaves its record
        // behind) takes its own record back instead of counting as a second node.
        createNodeRegistry(database.db, config.nodeRole, { id: `${hostname()}:${config.port}` })
      : undefined;
  const others = registry ? await registry.otherLiveNodes() : 0;
  if (isOneOfSeveral(config, others) && config.storage.kind !== 's3') {
    await database.close();
    throw new ConfigError(`Invalid settings, the server cannot start:\n${SEVERAL_NODES_WITHOUT_S3}`);
  }
  await registry?.start();
  const storage = await openFileStorage(config.storage);
  const demo = config.seedOnEmpty && database.kind === 'pglite';
  if (demo && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, storage, { log: (line) => console.log(line) });
  } else if (demo) {
    // A data folder from before the pictures were files: its demo parts point at these.
    await writeDemoPictures(storage);
  }

  // An API node queues jobs for the nodes that run them.
  const app = await buildApp({ config, database, storage, startWorkers: config.nodeRole !== 'api' });

  let closing = false;
  const shutdown = async (signal: string, drainSeconds: number) => {
    if (closing) return;
    closing = true;
    // Draining: /api/health/ready answers 503 so the load balancer stops sending new requests, while
    // every other request is still served; then the server closes and finishes what is in flight.
    app.ctx.readiness.startDraining();
    app.log.info(
      `${signal} received, shutting down${drainSeconds > 0 ? ` after ${drainSeconds} s of draining` : ''}`,
    );
    const force = setTimeout(() => process.exit(1), (drainSeconds + 15) * 1000);
    force.unref();
    try {
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      await app.close();
      await registry?.stop().catch(() => undefined);
      storage.close?.();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  // Ctrl+C is a person at a terminal: no load balancer to wait for.
  // Background work that loses its database (a timer's query) must not take the node down with it:
  // the database comes back and the pool reconnects. Anything else is a bug and still stops the process.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) app.log.warn({ err: reason }, 'the database is not reachable');
    else throw reason;
  });
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownDrainSeconds));

  const demoLogins = await hasDemoLogins(database.db);
  const listen = listenHost(config, { demoLogins });
  await app.listen({ port: config.port, host: listen.host });
  const db =
    database.kind === 'pglite'
      ? `embedded PGlite in ${config.dataDir}`
      : `PostgreSQL (DATABASE_URL${database.replica ? ', lists read from DATABASE_REPLICA_URL' : ''})`;
  console.log(`\nIronMatch is running at ${config.appUrl} (database: ${db})`);
  if (demoLogins) {
    console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(18)} ${login.role}`);
  }
  if (listen.loopbackForDemo)
    console.log(
      'Listening on 127.0.0.1 only: this database has the demo logins, whose password is published. ' +
        'Set HOST=0.0.0.0 to open it to the network (remove or change the demo logins first).',
    );
  if (isServedDevMailbox(config, app.ctx.mailer)) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `Emails are not sent; read them at http://localhost:${port}/dev/mailbox (only from this machine: ` +
        'the mailbox answers clients on the loopback address only, never through a proxy).',
    );
  } else if (app.ctx.mailer.kind === 'dev-mailbox') {
    console.log(
      'Emails are not sent: SMTP_URL is not set and the development mailbox is off (DEV_MAILBOX=true turns it on).',
    );
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
