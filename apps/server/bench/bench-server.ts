import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openPostgres } from '../src/db/database';
import { createDevMailbox } from '../src/platform/mail/mailer';

/**
 * The real server for the benchmark, in a process of its own (so load generation never shares its
 * event loop), plus one bench-only route to flip the save-and-notify switch between runs.
 */
async function main() {
  const config = loadConfig();
  const database = openPostgres(config.databaseUrl!, { max: 10 });
  await database.migrate();
  // Production settings, but the notification emails stay in memory: no relay is measured.
  const mailer = createDevMailbox(() => undefined);
  const switches = { skipSaveAndNotify: false };
  const app = await buildApp({
    config,
    database,
    mailer,
    startWorkers: true,
    partSearchSaves: () => !switches.skipSaveAndNotify,
  });
  app.post('/__bench/switches', async (request) => {
    const body = request.body as { skipSaveAndNotify?: boolean };
    switches.skipSaveAndNotify = Boolean(body?.skipSaveAndNotify);
    return { ok: true, ...switches };
  });
  // Waits for the queued mail to be sent before the next measurement starts.
  app.post('/__bench/drain', async () => ({ sent: await app.ctx.jobs.drain() }));
  // The server's own memory, for the inventory export benchmark.
  app.get('/__bench/memory', async () => ({ rss: process.memoryUsage().rss }));
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.send?.('ready');
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
