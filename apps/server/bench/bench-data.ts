import { cachedBenchDatabase } from './bench-db-url';
import { benchSchemaTag } from './bench-report';
import { seedManufacturers } from '../src/modules/inventory/manufacturer-list';
import { GENERATOR_VERSION, generateDealersAndParts } from '../src/seed/bulk-parts';

export interface BenchDataset {
  name: string;
  url: string;
  parts: number;
  dealers: number;
}

const fingerprint = (d: { parts: number; dealers: number }) =>
  `ironmatch-bench generator=${GENERATOR_VERSION} schema=${benchSchemaTag} parts=${d.parts} dealers=${d.dealers}`;

/**
 * A database of its own per size, loaded once: its comment holds the generator version and figures, so a
 * later run with the same ones reuses the data (minutes saved) and anything else reloads it.
 */
export async function prepareDataset(
  adminUrl: string,
  spec: { parts: number; dealers: number },
  log: (line: string) => void,
): Promise<BenchDataset> {
  const name = `ironmatch_bench_${spec.parts}_${spec.dealers}`;
  const url = await cachedBenchDatabase({
    adminUrl,
    name,
    fingerprint: fingerprint(spec),
    describe: `${spec.parts.toLocaleString('en-US')} parts, ${spec.dealers} dealers`,
    log,
    async load(handle) {
      await seedManufacturers(handle.db);
      await generateDealersAndParts(handle.db, { ...spec, log: (l) => log(`  ${l}`) });
    },
  });
  return { name, url, ...spec };
}
