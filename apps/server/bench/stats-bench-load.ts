/**
 * Loads the stats benchmark's databases only (no rollups, no measurement), so a long load can run
 * ahead of `stats-bench.ts`: `node --import tsx bench/stats-bench-load.ts 100000 1000000`.
 */
import { benchSchemaTag } from './bench-report';
import { cachedBenchDatabase } from './bench-db-url';
import { loadStatsBench } from './stats-bench-data';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';

async function main() {
  for (const arg of process.argv.slice(2)) {
    const searches = Number(arg);
    const started = Date.now();
    await cachedBenchDatabase({
      adminUrl,
      name: `ironmatch_bench_stats_${searches}`,
      fingerprint: `ironmatch-stats-bench v1 schema=${benchSchemaTag} searches=${searches}`,
      describe: `${searches.toLocaleString('en-US')} searches over two years`,
      log: (line) => console.log(line),
      load: (handle) => loadStatsBench(handle, searches, (line) => console.log(line)),
    });
    console.log(`${searches}: ready after ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
