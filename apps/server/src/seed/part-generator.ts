import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import { DEMO_PICTURE_VARIANTS, demoPictureKey, type DemoPictureKind } from './demo-pictures';
import { createRandom, hash, type Random } from './seed-random';

/**
 * Deterministic, realistic inventory: part numbers in each make's real format (CAT 1R-0750, Komatsu
 * 600-211-1340, John Deere AT123456, ...), descriptions a parts counter would type, conditions,
 * quantities, prices (some missing) and pictures. The same seed always gives the same data.
 */

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const letter = (r: Random) => r.pick(LETTERS.split(''));

/** Part number formats by make, as dealers write them. */
const FORMATS: Record<string, Array<(r: Random) => string>> = {
  CAT: [
    (r) => `${r.int(1, 9)}${letter(r)}-${digits(r, 4)}`,
    (r) => `${r.int(1, 9)}${letter(r)}-${digits(r, 4)}`,
    (r) => `${r.int(100, 599)}-${digits(r, 4)}`,
  ],
  JD: [
    (r) => `${r.pick(['AT', 'AH', 'AM', 'AR', 'AZ', 'RE', 'AN'])}${digits(r, 6)}`,
    (r) => `${r.pick(['T', 'R', 'L', 'H'])}${digits(r, 6)}`,
    (r) => `RE${digits(r, 5)}`,
  ],
  KOMATSU: [
    (r) => `${r.int(600, 708)}-${digits(r, 3)}-${digits(r, 4)}`,
    (r) => `${r.int(6100, 6222)}-${digits(r, 2)}-${digits(r, 4)}`,
    (r) => `${r.int(195, 209)}-${digits(r, 2)}-${digits(r, 5)}`,
  ],
  IHC: [(r) => `${digits(r, 6)}C${r.int(1, 9)}`, (r) => `${digits(r, 6)}C${r.int(90, 99)}`],
  CASE: [
    (r) => `${r.pick(['A', 'D', 'G', 'K', 'L'])}${digits(r, 5)}`,
    (r) => `${r.int(1, 8)}${digits(r, 7)}`,
  ],
  FA: [(r) => `${r.pick(['70', '73', '75'])}${digits(r, 6)}`],
  VOLVO: [(r) => `VOE${digits(r, 8)}`, (r) => `${r.pick(['11', '14', '15'])}${digits(r, 6)}`],
  CUMMINS: [(r) => `${r.int(3, 5)}${digits(r, 6)}`],
  DETROIT: [(r) => `${r.pick(['23', '55', '88'])}${digits(r, 6)}`],
  PERKINS: [(r) => `${r.pick(['2654', '4132', '2656', '3641'])}${letter(r)}${digits(r, 3)}`],
  ALLISON: [(r) => `${r.pick(['29', '23', '67'])}${digits(r, 6)}`],
  HITACHI: [(r) => `${r.int(1, 4)}${digits(r, 6)}`],
  JCB: [(r) => `${r.int(100, 999)}/${letter(r)}${digits(r, 4)}`],
  BOBCAT: [(r) => `${r.pick(['66', '67', '71', '72'])}${digits(r, 5)}`],
  DRESSER: [(r) => `${digits(r, 6)}${r.pick(['R1', 'R91', 'C1'])}`],
};
const GENERIC_FORMATS: Array<(r: Random) => string> = [
  (r) => `${digits(r, 7)}`,
  (r) => `${letter(r)}${letter(r)}${digits(r, 5)}`,
  (r) => `${digits(r, 3)}-${digits(r, 4)}`,
];

/** Share of the catalogue per make; the rest spread over every other make. */
const MAKE_WEIGHTS: Array<[string, number]> = [
  ['CAT', 30],
  ['JD', 14],
  ['KOMATSU', 10],
  ['CASE', 8],
  ['IHC', 5],
  ['FA', 2],
  ['VOLVO', 4],
  ['CUMMINS', 4],
  ['DETROIT', 2],
  ['PERKINS', 2],
  ['ALLISON', 2],
  ['HITACHI', 2],
  ['JCB', 2],
  ['BOBCAT', 2],
  ['DRESSER', 1],
];
const OTHER_MAKES_WEIGHT = 10;

interface PartKind {
  names: string[];
  picture: DemoPictureKind;
  /** Typical new price range, dollars. */
  price: [number, number];
}

const KINDS: PartKind[] = [
  {
    names: [
      'FUEL FILTER',
      'OIL FILTER',
      'AIR FILTER PRIMARY',
      'AIR FILTER SECONDARY',
      'HYDRAULIC FILTER',
      'TRANSMISSION FILTER',
      'FUEL WATER SEPARATOR',
    ],
    picture: 'filter',
    price: [12, 160],
  },
  {
    names: [
      'HYDRAULIC PUMP',
      'WATER PUMP',
      'FUEL TRANSFER PUMP',
      'STEERING PUMP',
      'GEAR PUMP',
      'PISTON PUMP ASSY',
    ],
    picture: 'pump',
    price: [180, 9800],
  },
  {
    names: [
      'LIFT CYLINDER',
      'TILT CYLINDER',
      'BOOM CYLINDER',
      'STICK CYLINDER',
      'BUCKET CYLINDER',
      'STEERING CYLINDER',
    ],
    picture: 'cylinder',
    price: [650, 7400],
  },
  {
    names: [
      'SPROCKET SEGMENT',
      'DRIVE SPROCKET',
      'FINAL DRIVE GEAR',
      'PINION GEAR',
      'RING GEAR',
      'PLANETARY GEAR',
      'SUN GEAR',
    ],
    picture: 'sprocket',
    price: [90, 3200],
  },
  {
    names: [
      'BEARING CONE',
      'BEARING CUP',
      'ROLLER BEARING',
      'BALL BEARING',
      'SLEWING BEARING',
      'PILOT BEARING',
    ],
    picture: 'bearing',
    price: [18, 2600],
  },
  {
    names: ['BUCKET TOOTH', 'TIP, BUCKET', 'ADAPTER', 'CUTTING EDGE', 'END BIT', 'RIPPER SHANK TIP'],
    picture: 'tooth',
    price: [15, 900],
  },
  {
    names: ['FUEL INJECTOR', 'INJECTOR NOZZLE', 'UNIT INJECTOR', 'INJECTION PUMP'],
    picture: 'injector',
    price: [140, 3900],
  },
  {
    names: ['HOSE ASSY', 'HYDRAULIC HOSE', 'RADIATOR HOSE', 'HOSE, FUEL', 'TUBE ASSY'],
    picture: 'hose',
    price: [25, 480],
  },
  {
    names: ['TRACK SHOE', 'TRACK GROUP', 'TRACK LINK ASSY', 'TRACK ROLLER', 'CARRIER ROLLER', 'FRONT IDLER'],
    picture: 'trackshoe',
    price: [45, 6400],
  },
  {
    names: [
      'TURBOCHARGER',
      'STARTER MOTOR',
      'ALTERNATOR',
      'RADIATOR CORE',
      'CYLINDER HEAD',
      'PISTON KIT',
      'CRANKSHAFT',
      'CAMSHAFT',
      'OIL COOLER',
      'WATER PUMP GASKET',
      'SEAL KIT',
      'GASKET SET',
      'O-RING SEAL',
      'DUO-CONE SEAL',
      'PIN, BUCKET',
      'BUSHING',
      'YOKE',
      'AXLE SHAFT',
      'TORQUE CONVERTER',
      'TRANSMISSION ASSY',
      'SWING MOTOR',
      'CONTROL VALVE',
      'SOLENOID VALVE',
      'FAN BELT',
      'THERMOSTAT',
      'SENSOR, PRESSURE',
      'SWITCH, IGNITION',
      'GLASS, CAB DOOR',
      'SEAT ASSY',
      'MIRROR ASSY',
    ],
    picture: 'gear',
    price: [8, 14000],
  },
];

const MODELS: Record<string, string[]> = {
  CAT: ['D6R', 'D8T', '320C', '330D', '950G', '966H', '140H', '12G', '416C', 'D3G', '963C', '627F'],
  JD: ['310SG', '450J', '544H', '644K', '710D', '850C', '200LC', '333G'],
  KOMATSU: ['PC200-8', 'PC300-7', 'D65EX', 'WA380', 'D155AX', 'PC138'],
  CASE: ['580K', '580SM', '1150H', '721F', '590SN', 'CX210'],
  IHC: ['TD15C', 'TD8E', '510B', '3600A'],
  FA: ['FD14E', '645B', 'FL10'],
};

export interface CatalogEntry {
  /** Canonical form as printed in the parts book. */
  partnum: string;
  make: string;
  description: string;
  picture: DemoPictureKind;
  /** Typical price for a new one, cents. */
  basePriceCents: number;
}

/** The i-th distinct part number of the catalogue (deterministic in i). */
export function catalogEntry(i: number, makes: readonly string[]): CatalogEntry {
  const r = createRandom(hash(i + 1));
  const make = pickWeightedMake(r, makes);
  const formats = FORMATS[make] ?? GENERIC_FORMATS;
  const partnum = r.pick(formats)(r);
  const kind = KINDS[Math.min(KINDS.length - 1, Math.floor(Math.pow(r.next(), 1.3) * KINDS.length))]!;
  let description = r.pick(kind.names);
  const models = MODELS[make];
  if (models && r.chance(0.35)) description += `, FITS ${r.pick(models)}`;
  const [lo, hi] = kind.price;
  // Log-uniform: many cheap parts, a few expensive ones.
  const dollars = lo * Math.pow(hi / lo, r.next());
  return { partnum, make, description, picture: kind.picture, basePriceCents: Math.round(dollars * 100) };
}

function pickWeightedMake(r: Random, makes: readonly string[]): string {
  const known = MAKE_WEIGHTS.filter(([m]) => makes.includes(m));
  const others = makes.filter((m) => !known.some(([k]) => k === m));
  const total = known.reduce((s, [, w]) => s + w, 0) + (others.length ? OTHER_MAKES_WEIGHT : 0);
  let x = r.next() * total;
  for (const [m, w] of known) {
    if ((x -= w) < 0) return m;
  }
  return others.length ? r.pick(others) : known[0]![0];
}

const CONDITION_WEIGHTS: Array<[Condition, number, number]> = [
  // condition, weight, price factor against new
  ['NEW', 34, 1],
  ['USED', 36, 0.45],
  ['REBUILT', 12, 0.7],
  ['AFTERMARKET', 13, 0.6],
  ['CORE', 5, 0.2],
];

export interface GeneratedPart {
  partnum: string;
  make: string;
  condition: Condition;
  description: string;
  quantity: number;
  priceCents: number | null;
  pictures: string[];
}

/** One dealer's listing of a catalogue entry: its own spelling, condition, stock, price and photos. */
export function listPart(r: Random, entry: CatalogEntry): GeneratedPart {
  let x = r.next() * 100;
  let condition: Condition = 'NEW';
  let factor = 1;
  for (const [c, w, f] of CONDITION_WEIGHTS) {
    if ((x -= w) < 0) {
      condition = c;
      factor = f;
      break;
    }
  }
  // Dealers type numbers their own way: mostly as printed, some without separators, a few spaced.
  const style = r.next();
  const partnum =
    style < 0.8
      ? entry.partnum
      : style < 0.95
        ? entry.partnum.replace(/[^A-Za-z0-9]/g, '')
        : entry.partnum.replace(/[-/]/g, ' ');
  const quantity = r.chance(0.7) ? 1 : r.chance(0.8) ? r.int(2, 6) : r.int(7, 60);
  const priceCents = r.chance(0.15)
    ? null
    : Math.max(100, Math.round((entry.basePriceCents * factor * (0.8 + r.next() * 0.5)) / 100) * 100 - 1);
  const pictures: string[] = [];
  if (r.chance(0.25)) {
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) pictures.push(demoPictureKey(entry.picture, r.int(1, DEMO_PICTURE_VARIANTS)));
  }
  let description = entry.description;
  if (condition === 'CORE') description += ', CORE ONLY';
  else if (condition === 'REBUILT' && r.chance(0.5)) description += ', EXCHANGE';
  else if (condition === 'USED' && r.chance(0.3))
    description += r.pick([', GOOD CONDITION', ', TESTED', ', 80% LIFE', ', OFF RUNNING MACHINE']);
  return { partnum, make: entry.make, condition, description, quantity, priceCents, pictures };
}

/**
 * Which catalogue entry a listing is: skewed so common parts (filters, teeth, seals) are stocked by
 * many dealers and rare ones by one.
 */
export function pickCatalogIndex(r: Random, catalogSize: number): number {
  return Math.min(catalogSize - 1, Math.floor(Math.pow(r.next(), 1.6) * catalogSize));
}
