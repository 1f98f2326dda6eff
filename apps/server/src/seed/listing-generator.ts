import { LISTING_SUBCATEGORIES, normalizeModelNumber } from '@ironmatch/contracts/listing-rules';
import { type ListedCategory } from '@ironmatch/contracts/listing-categories';
import type { LoadedListing } from '../modules/listings/listing-loader.service';
import { listingPictureKey, LISTING_PICTURE_KINDS, LISTING_PICTURE_VARIANTS } from './demo-listing-pictures';
import { createRandom, type Random } from './seed-random';

/** Makes and real-looking model numbers per category; each subcategory picks from its category's makes. */
const CATALOG: Record<number, Array<{ make: string; models: string[] }>> = {
  100: [
    { make: 'Caterpillar', models: ['GP-24', 'HD-36', 'H120E', 'H130S', 'PC-48', 'QC-320', 'R-450'] },
    { make: 'Werk-Brau', models: ['WB-GP30', 'WB-HD42', 'WB-DITCH60', 'WB-THUMB'] },
    { make: 'Paladin', models: ['FFC-SB84', 'PAL-FK48', 'PAL-GR72', 'JRB-416'] },
    { make: 'Stanley', models: ['MB256', 'MB656', 'MB1550', 'HS-3000'] },
    { make: 'John Deere', models: ['BH-24', 'AH-12', 'TH-20', 'MX-7'] },
    { make: 'Bobcat', models: ['AUG-15C', 'GR-80', 'FK-48', 'BH-860'] },
  ],
  101: [
    { make: 'Caterpillar', models: ['3306', '3406E', 'C7', 'C9', 'C13', 'C15', 'C18', '3126B'] },
    { make: 'Cummins', models: ['QSB6.7', 'QSL9', 'ISX15', '6BT5.9', 'QSX15', 'N14'] },
    { make: 'Detroit Diesel', models: ['SERIES-60', 'DD13', 'DD15', '8V92'] },
    { make: 'John Deere', models: ['6068H', '4045T', '6090H', '6135H'] },
    { make: 'Komatsu', models: ['SAA6D125E', 'SAA6D107E', 'S6D102'] },
    { make: 'Perkins', models: ['1104D-44T', '1106D-E66TA', '404D-22'] },
  ],
  103: [
    {
      make: 'Caterpillar',
      models: ['320D', '320E', '336F', '950H', '966K', 'D6T', 'D8T', '140M', '420F', '730C'],
    },
    { make: 'John Deere', models: ['310SL', '544K', '850K', '200G', '672G', '410L'] },
    { make: 'Komatsu', models: ['PC210LC-11', 'PC360LC-11', 'WA380-8', 'D65PX-18', 'HM400-5'] },
    { make: 'Case', models: ['580N', '590SN', '621G', 'CX210D', '1650M'] },
    { make: 'Volvo', models: ['EC220E', 'EC350E', 'L120H', 'A40G', 'A30G'] },
    { make: 'Bobcat', models: ['S650', 'T770', 'E35', 'T66'] },
    { make: 'JCB', models: ['3CX', '535-95', '220X'] },
  ],
  105: [
    { make: 'Allison', models: ['4500RDS', '3000RDS', 'HT750', 'MD3060'] },
    { make: 'ZF', models: ['6WG200', '4WG200', '5WG310', 'ERGOPOWER-6'] },
    { make: 'Clark', models: ['28000', '32000', 'HR28000'] },
    { make: 'Dana', models: ['TE17', 'TE32', '36000'] },
    { make: 'Caterpillar', models: ['3P-4763', '7G-5920', '131-2946', '9P-4561'] },
    { make: 'Funk', models: ['DF250', 'DF150'] },
  ],
  106: [
    { make: 'Bridgestone', models: ['23.5R25-VJT', '29.5R25-VSDL', '17.5R25-VUT'] },
    { make: 'Berco', models: ['D6-TRK-GRP', 'D8-TRK-GRP', 'PC200-CHAIN'] },
    { make: 'Rexroth', models: ['A10VO71', 'A4VG125', 'A8VO107'] },
    { make: 'Caterpillar', models: ['CAB-320', 'CW-336', 'XQ230', '3E-6455'] },
    { make: 'Generac', models: ['SD150', 'MDG75', 'MLT6S'] },
    { make: 'Parker', models: ['P350', 'PGP-365', 'F12-110'] },
  ],
  104: [{ make: 'Various', models: ['LOT-1', 'LOT-2', 'LOT-3'] }],
};

const CONDITIONS = ['Used', 'Used', 'Used', 'Rebuilt', 'New', 'Good Running', 'For Parts', 'Core'];
const PLACES: Array<[string, string]> = [
  ['Dallas', 'TX'],
  ['Houston', 'TX'],
  ['Phoenix', 'AZ'],
  ['Denver', 'CO'],
  ['Atlanta', 'GA'],
  ['Charlotte', 'NC'],
  ['Nashville', 'TN'],
  ['Columbus', 'OH'],
  ['Omaha', 'NE'],
  ['Sacramento', 'CA'],
  ['Spokane', 'WA'],
  ['Billings', 'MT'],
  ['Tulsa', 'OK'],
  ['Des Moines', 'IA'],
  ['Birmingham', 'AL'],
];
const DETAIL_LINES = [
  'Runs and operates as it should.',
  'Recently serviced, fluids changed.',
  'Inspected by our shop; report on request.',
  'Minor wear on the paint, no cracks or welds.',
  'Pins and bushings tight.',
  'Comes with the original manual.',
  'Can load onto your truck at our yard.',
  'Pulled from a low-hour unit.',
  'Oil sample results available.',
  'Warranty: 30 days on parts.',
];
const SHIP_NOTES = [
  'Buyer arranges freight.',
  'We can ship nationwide; quote on request.',
  'Local pickup only.',
  '',
];

/** Price ranges in dollars per category. */
const PRICE_RANGE: Record<number, [number, number]> = {
  100: [800, 28_000],
  101: [2_500, 45_000],
  103: [18_000, 420_000],
  104: [500, 9_000],
  105: [1_500, 38_000],
  106: [200, 25_000],
};
/** Which picture kinds fit each category. */
const PICTURE_KIND: Record<number, Array<(typeof LISTING_PICTURE_KINDS)[number]>> = {
  100: ['bucket', 'bucket', 'fork'],
  101: ['engine'],
  103: ['excavator', 'loader', 'dozer'],
  104: ['crate'],
  105: ['gearbox'],
  106: ['tire', 'crate', 'gearbox'],
};

const subcategoriesOf = (category: number): readonly string[] =>
  category === 104 ? ['Miscellaneous'] : LISTING_SUBCATEGORIES[category as ListedCategory];

/** One generated listing (deterministic in `r`). `stockPrefix` tells the generator's rows from the demo's. */
export function generateListing(
  r: Random,
  options: { category: number; companyId: number; index: number; stockPrefix: string; now: number },
): LoadedListing {
  const { category } = options;
  const { make, models } = r.pick(CATALOG[category]!);
  const base = r.pick(models);
  // A few variants per model, so a model prefix matches a family.
  const modelnum = r.next() < 0.35 ? `${base}${r.pick(['', 'L', 'LC', 'XL', 'II', '-2'])}` : base;
  const subcategory = r.pick(subcategoriesOf(category));
  const year = r.int(1996, 2025);
  const [city, state] = r.pick(PLACES);
  const [lo, hi] = PRICE_RANGE[category]!;
  const priced = r.next() > 0.12;
  const dollars = Math.round(r.int(lo, hi) / 50) * 50;
  const withPictures = r.next() < 0.85;
  const kinds = PICTURE_KIND[category]!;
  const kind = r.pick(kinds);
  const pictures = withPictures
    ? Array.from({ length: r.int(1, 6) }, () => listingPictureKey(kind, r.int(1, LISTING_PICTURE_VARIANTS)))
    : [];
  const hours = category === 103 || category === 101 || category === 105 ? r.int(0, 18_000) : null;
  const details = Array.from({ length: r.int(1, 4) }, () => r.pick(DETAIL_LINES)).join('<br>');
  const singular = subcategory.replace(/s$/, '');
  const noLocation = r.next() < 0.25;
  return {
    companyId: options.companyId,
    title: `${year} ${make} ${modelnum} ${singular}`,
    modelnum,
    modelnumNorm: normalizeModelNumber(modelnum),
    manuflong: make,
    condlong: r.pick(CONDITIONS),
    category,
    subcategory,
    priceCents: priced ? dollars * 100 : null,
    details:
      subcategory === 'NONE'
        ? `${r.pick(['Lot of', 'Pallet of', 'Set of'])} ${r.pick(['hydraulic fittings', 'cutting edges', 'bucket teeth', 'filters'])}<br>${details}`
        : details,
    shipnotes: r.pick(SHIP_NOTES),
    serialnum: `${make.slice(0, 3).toUpperCase()}${r.int(100000, 999999)}`,
    stocknum: `${options.stockPrefix}${options.index}`,
    modelyear: r.next() < 0.9 ? year : null,
    hours: hours !== null && r.next() < 0.8 ? hours : null,
    dimensions: r.next() < 0.6 ? `${r.int(2, 40)} ft x ${r.int(2, 12)} ft x ${r.int(2, 14)} ft` : '',
    weight: r.next() < 0.7 ? `${(r.int(1, 900) * 100).toLocaleString('en-US')} lb` : '',
    location: noLocation ? r.pick(['', '0']) : `${r.pick(['Yard', 'Lot', 'Bay'])} ${r.int(1, 12)}`,
    city,
    state,
    datemod: new Date(options.now - r.int(0, 400 * 24 * 3600) * 1000).toISOString(),
    pictures,
  };
}

/** `count` listings over the five listed categories (evenly) and the companies, deterministic in `seed`. */
export function generateListings(options: {
  count: number;
  companyIds: readonly number[];
  seed: number;
  stockPrefix: string;
  categories?: readonly number[];
  now?: number;
}): LoadedListing[] {
  const r = createRandom(options.seed);
  const categories = options.categories ?? [100, 101, 103, 105, 106];
  const now = options.now ?? Date.now();
  return Array.from({ length: options.count }, (_, index) =>
    generateListing(r, {
      category: categories[index % categories.length]!,
      // Earlier companies list more, as in life.
      companyId: options.companyIds[Math.floor(r.next() ** 2 * options.companyIds.length)]!,
      index,
      stockPrefix: options.stockPrefix,
      now,
    }),
  );
}
