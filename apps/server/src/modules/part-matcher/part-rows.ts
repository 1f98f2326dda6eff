import { type Manufacturer, type PartRow } from '@ironmatch/contracts/part-matcher';
import { type GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import {
  CONDITION_LABELS,
  isCreateAccountRow,
  type Condition,
  type MatchKind,
} from '@ironmatch/contracts/part-matcher-rules';
import { publicFileUrl } from '../../platform/storage/file-links';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';

/** A found part's own fields, as every part query answers them (the search and the saved snapshots). */
export interface PartFields {
  companyId: number;
  companyName: string;
  companyCity: string;
  companyState: string;
  canTransact: boolean;
  partnum: string;
  description: string;
  condition: Condition;
  manufacturerId: number;
  quantity: number;
  priceCents: number | null;
  /** Storage keys of the part's pictures (public: part pictures need no signed link). */
  pictures: string[];
  /** The viewer's company already messaged about this part. */
  isMessaged: boolean;
}

/** What every part row of the API is built from, whichever query found it (search, my results, feeds). */
export interface PartRowSource extends PartFields {
  resultId: number;
  partSearchId: number;
  partId: number | null;
  createdAt: string;
  matchKind: MatchKind;
  /** Issue 29: the badge and serial-prefix note of a row found through a cross-reference (else null). */
  matchLabel?: string | null;
  crossReferenceNote?: string | null;
}

/** A stored picture's name: the last part of its key. */
const storedName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

const UNKNOWN_MAKE: Manufacturer = { id: 0, abbrname: 'N/A', longName: 'N/A' };

/** Names the makes of many rows with one catalog read (re-reading once for a make added since). */
export async function makeNamer(catalog: ManufacturerCatalog, ids: Iterable<number>) {
  const map = await catalog.byIdMap();
  const extra = new Map<number, Manufacturer>();
  for (const id of ids) {
    if (!map.has(id) && !extra.has(id)) extra.set(id, (await catalog.byId(id)) ?? UNKNOWN_MAKE);
  }
  return (id: number): Manufacturer => map.get(id) ?? extra.get(id) ?? UNKNOWN_MAKE;
}

export function toPartRow(r: PartRowSource, make: Manufacturer): PartRow {
  const price = r.priceCents !== null && r.priceCents > 0 ? r.priceCents : null;
  return {
    id: r.resultId,
    partSearchResultId: r.resultId,
    partSearchId: r.partSearchId,
    partId: r.partId,
    companyId: r.companyId,
    companyid: r.companyId,
    companyName: r.companyName,
    companyname: r.companyName,
    companyCity: r.companyCity,
    companyState: r.companyState,
    partNumber: r.partnum,
    partnum: r.partnum,
    description: r.description,
    descript: r.description,
    condition: r.condition,
    condlong: CONDITION_LABELS[r.condition],
    manufacturer: make.abbrname,
    abbrname: make.abbrname,
    manuflong: make.longName,
    quan: r.quantity,
    price,
    usedprice: price,
    // The storefront's tier is applied to the built rows (storefront-prices.ts).
    priceTier: price === null ? null : 'retail',
    pics: r.pictures.map(storedName).join('; '),
    pictures: r.pictures.map((key, i) => ({
      picId: i + 1,
      filename: storedName(key),
      picurl: publicFileUrl(key),
    })),
    createdAt: r.createdAt,
    isMessaged: r.isMessaged ? 1 : 0,
    orderId: null,
    orderIsQuote: false,
    canTransact: r.canTransact,
    matchKind: r.matchKind,
    matchLabel: r.matchLabel ?? null,
    crossReferenceNote: r.crossReferenceNote ?? null,
  };
}

const SYLLABLES = [
  'bar',
  'ven',
  'tol',
  'kra',
  'mi',
  'dor',
  'sel',
  'qua',
  'rin',
  'zu',
  'pel',
  'gro',
  'ma',
  'tek',
  'lo',
  'vy',
];
const SUFFIXES = ['Equipment', 'Supply', 'Parts', 'Machinery', 'Tractor', 'Salvage', 'Industrial', 'Diesel'];

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

/** A made-up company name for the guest blur: never derived from the real one. */
export function randomCompanyName(): string {
  const word = () => {
    const w = pick(SYLLABLES) + pick(SYLLABLES) + (Math.random() < 0.5 ? pick(SYLLABLES) : '');
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  return `${word()} ${pick(SUFFIXES)}`;
}

/**
 * The guest view of found parts: description, condition, make and quantity only. Seller identity,
 * price and pictures are never copied in, so no later change to this file can leak them by accident
 * of a spread.
 */
export function toGuestRows(
  rows: Array<{
    partnum: string;
    description: string;
    condition: Condition;
    quantity: number;
    make: Manufacturer;
    matchKind: MatchKind;
    matchLabel: string | null;
    crossReferenceNote: string | null;
  }>,
): GuestPartRow[] {
  return rows.map((r, i) => {
    const name = randomCompanyName();
    return {
      id: i + 1,
      companyName: name,
      companyname: name,
      partNumber: r.partnum,
      partnum: r.partnum,
      description: r.description,
      descript: r.description,
      condition: r.condition,
      condlong: CONDITION_LABELS[r.condition],
      manufacturer: r.make.abbrname,
      abbrname: r.make.abbrname,
      manuflong: r.make.longName,
      quan: r.quantity,
      price: null,
      pics: '',
      pictures: [],
      createAccountToView: isCreateAccountRow(i, rows.length),
      matchKind: r.matchKind,
      matchLabel: r.matchLabel,
      crossReferenceNote: r.crossReferenceNote,
    };
  });
}
