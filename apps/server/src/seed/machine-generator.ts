import { US_STATES, type MachineStatus } from '@ironmatch/contracts/machine-rules';
import { CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';
import type { LoadedMachine } from '../modules/machines/machine-loader.service';
import { createRandom } from './seed-random';

/** Makes and models of machines dealers take apart, with their engines. */
const MODELS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['CAT', '320D L', 'CAT', 'C6.4'],
  ['CAT', '330C L', 'CAT', 'C9'],
  ['CAT', '950H', 'CAT', 'C7'],
  ['CAT', 'D6T XL', 'CAT', 'C9.3'],
  ['CAT', '416E', 'CAT', '3054C'],
  ['JD', '310SK', 'JD', '4045'],
  ['JD', '644K', 'JD', '6068'],
  ['KOMATSU', 'PC200-8', 'KOMATSU', 'SAA6D107E'],
  ['KOMATSU', 'WA380-6', 'KOMATSU', 'SAA6D107E'],
  ['CASE', '580 Super N', 'CASE', 'F4HE'],
  ['CASE', 'CX210B', 'ISUZU', '4HK1'],
];
const COMPONENTS = [
  'Boom cylinder',
  'Stick cylinder',
  'Bucket cylinder',
  'Final drive',
  'Swing motor',
  'Main hydraulic pump',
  'Cab door',
  'Cab glass',
  'Radiator',
  'Turbocharger',
  'Starter',
  'Alternator',
  'Control valve',
  'Track adjuster',
  'Idler',
  'Seat',
  'ECM',
  'Counterweight',
];
const CITIES: Record<string, string> = { TX: 'Dallas', OK: 'Tulsa', CA: 'Fresno', FL: 'Tampa', NY: 'Albany' };

/** Deterministic machines over the given dealer companies, spread over the last `spreadMinutes`. */
export function generateMachines(options: {
  count: number;
  companyIds: readonly number[];
  seed: number;
  pictureKeys: readonly string[];
  spreadMinutes?: number;
  /** Part lines per machine at most. */
  maxParts?: number;
}): LoadedMachine[] {
  const r = createRandom(options.seed);
  const spread = options.spreadMinutes ?? 90 * 24 * 60;
  return Array.from({ length: options.count }, (_, i) => {
    const [manufacturer, model, engineMake, engineModel] = r.pick(MODELS);
    const state = r.chance(0.9) ? r.pick(US_STATES) : '';
    const status: MachineStatus = r.chance(0.6) ? 'dismantling' : r.chance(0.6) ? 'arriving' : 'parted_out';
    const parts = Array.from({ length: r.int(0, options.maxParts ?? 8) }, () => ({
      component: r.pick(COMPONENTS),
      condition: r.chance(0.7) ? ('USED' as const) : r.pick(CONDITIONS),
      price: r.chance(0.3) ? null : r.int(5, 900) * 1000,
    }));
    const pictures =
      options.pictureKeys.length === 0
        ? []
        : Array.from({ length: r.int(0, 3) }, () => r.pick(options.pictureKeys));
    return {
      companyId: options.companyIds[i % options.companyIds.length]!,
      manufacturer,
      model,
      serialNumber: `${manufacturer.slice(0, 3)}${String(r.int(10000, 99999))}${String.fromCharCode(65 + r.int(0, 25))}`,
      year: r.int(1995, 2022),
      hours: r.int(800, 24000),
      city: CITIES[state] ?? '',
      state,
      status,
      engineMake,
      engineModel,
      notes: r.chance(0.5)
        ? 'Machine came in from an insurance auction; most components tested before teardown.'
        : '',
      ageMinutes: Math.floor((i / options.count) * spread) + r.int(0, 59),
      parts,
      pictureKeys: [...new Set(pictures)],
    };
  });
}
