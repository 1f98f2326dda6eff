/**
 * Dismantled machines (issue 28): constants, messages and pure rules without zod, so the prerendered
 * guest pages can use them without the request schemas (machines.ts).
 */
import { PICTURE_UPLOAD_TYPES, MEGABYTE, type UploadLimits } from './files';

export const MACHINE_STATUSES = ['arriving', 'dismantling', 'parted_out'] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];
export const MACHINE_STATUS_LABELS: Record<MachineStatus, string> = {
  arriving: 'Arriving',
  dismantling: 'Being dismantled',
  parted_out: 'Parted out',
};

/** A parted-out machine stays in the buyers' lists this many days after its status changed. */
export const PARTED_OUT_VISIBLE_DAYS = 30;
export const MAX_MACHINE_PICTURES = 12;
export const MACHINE_PICTURE_LIMITS: UploadLimits = {
  maxFiles: MAX_MACHINE_PICTURES,
  maxFileBytes: 10 * MEGABYTE,
  types: PICTURE_UPLOAD_TYPES,
};
/** Free part lines and linked inventory parts per machine at most (ours). */
export const MAX_MACHINE_PART_LINES = 200;
export const MAX_MACHINE_LINKED_PARTS = 200;
export const MACHINE_LIST_LIMIT = 50;
export const MACHINE_MINE_LIMIT = 20;
/**
 * A search by serial number or years counts its matches up to this many; past it, `totalCount` is this
 * number with `totalCountCapped` (shown "1,000+"), so the count costs the same at any table size (ADR 0023).
 */
export const MACHINE_COUNT_CAP = 1000;
export const MAX_MACHINE_WATCHES = 20;
/** Part search: machines shown when the search found fewer rows than this. */
export const PART_SEARCH_MACHINE_THRESHOLD = 3;
export const PART_SEARCH_MACHINE_LIMIT = 5;
export const FIRST_MACHINE_YEAR = 1950;
/** The latest model year a machine may have: next year, in UTC. */
export const lastMachineYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

export const MACHINE_MESSAGES = {
  notFound: 'Machine not found.',
  modelRequired: 'Model is required.',
  badYear: 'Year must be between 1950 and next year.',
  badHours: 'Hours must be a whole number.',
  tooManyPictures: `A machine has at most ${MAX_MACHINE_PICTURES} pictures.`,
  pictureNotFound: 'That picture is not on this machine.',
  manufacturerRequired: 'Choose the manufacturer.',
  unknownManufacturer: 'That manufacturer is not on the list.',
  badState: 'State must be a two-letter US state.',
  badStatus: 'Status must be arriving, dismantling or parted_out.',
  badArrivalDate: 'Arrival date must be a date (YYYY-MM-DD).',
  componentRequired: 'Each part line needs a component.',
  badCondition: 'Condition must be AFTERMARKET, CORE, NEW, REBUILT or USED.',
  badPrice: 'Price must be a whole number of cents, or empty for Contact for price.',
  tooManyPartLines: `A machine has at most ${MAX_MACHINE_PART_LINES} part lines.`,
  tooManyLinkedParts: `A machine links at most ${MAX_MACHINE_LINKED_PARTS} inventory parts.`,
  notYourPart: 'Only your own inventory parts can be linked to a machine.',
  badCursor: 'That page link has expired; start from the first page.',
  badYearRange: 'Year from must not be after year to.',
  partsRequired: 'List the parts you need.',
  ownMachine: 'You cannot send a message to your own company.',
  requestSent: (company: string) => `Parts request sent to ${company}.`,
  watchModelRequired: 'Model is required.',
  tooManyWatches: `You can keep at most ${MAX_MACHINE_WATCHES} machine watches.`,
  watchNotFound: 'Watch not found.',
  created: 'Machine listed.',
  updated: 'Machine saved.',
  removed: 'Machine removed.',
  statusChanged: 'Status changed.',
  picturesAdded: 'Pictures added.',
  pictureRemoved: 'Picture removed.',
  found: (n: number, capped = false) =>
    capped
      ? `${n.toLocaleString('en-US')}+ machines found.`
      : n === 1
        ? '1 machine found.'
        : `${n.toLocaleString('en-US')} machines found.`,
} as const;

/** The messages list's label of a machine message (issue 28). */
export const MACHINE_MESSAGE_TYPE_LABEL = 'Dismantled machine';

/**
 * The centre of each US state (and DC), latitude and longitude in degrees: the distance sort measures
 * between the buyer company's state and the machine's state (issue 28), so nothing finer is needed.
 */
export const US_STATE_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  AL: [32.8, -86.8],
  AK: [64.7, -152.0],
  AZ: [34.3, -111.7],
  AR: [34.9, -92.4],
  CA: [37.2, -119.4],
  CO: [39.0, -105.5],
  CT: [41.6, -72.7],
  DE: [39.0, -75.5],
  DC: [38.9, -77.0],
  FL: [28.6, -82.4],
  GA: [32.7, -83.4],
  HI: [20.3, -156.4],
  ID: [44.4, -114.6],
  IL: [40.0, -89.2],
  IN: [39.9, -86.3],
  IA: [42.1, -93.5],
  KS: [38.5, -98.4],
  KY: [37.5, -85.3],
  LA: [31.1, -92.0],
  ME: [45.4, -69.2],
  MD: [39.1, -76.8],
  MA: [42.3, -71.8],
  MI: [44.3, -85.4],
  MN: [46.3, -94.3],
  MS: [32.7, -89.7],
  MO: [38.4, -92.5],
  MT: [47.0, -109.6],
  NE: [41.5, -99.8],
  NV: [39.3, -116.6],
  NH: [43.7, -71.6],
  NJ: [40.2, -74.7],
  NM: [34.4, -106.1],
  NY: [42.9, -75.5],
  NC: [35.6, -79.4],
  ND: [47.5, -100.5],
  OH: [40.3, -82.8],
  OK: [35.6, -97.5],
  OR: [43.9, -120.6],
  PA: [40.9, -77.8],
  RI: [41.7, -71.5],
  SC: [33.9, -80.9],
  SD: [44.4, -100.2],
  TN: [35.9, -86.4],
  TX: [31.5, -99.3],
  UT: [39.3, -111.7],
  VT: [44.1, -72.7],
  VA: [37.5, -78.9],
  WA: [47.4, -120.5],
  WV: [38.6, -80.6],
  WI: [44.6, -89.9],
  WY: [43.0, -107.6],
};
export const US_STATES = Object.keys(US_STATE_CENTRES).sort();

/** Great-circle distance in miles between two states' centres; null when either is unknown. */
export function stateDistanceMiles(a: string, b: string): number | null {
  const p = US_STATE_CENTRES[a.toUpperCase()];
  const q = US_STATE_CENTRES[b.toUpperCase()];
  if (!p || !q) return null;
  const rad = Math.PI / 180;
  const dLat = (q[0] - p[0]) * rad;
  const dLon = (q[1] - p[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p[0] * rad) * Math.cos(q[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Every state ordered by distance from `from` (nearest first, the state itself first; ties by code).
 * Unknown `from`: alphabetical, so the order is still stable.
 */
export function statesByDistance(from: string): string[] {
  const dist = (s: string) => stateDistanceMiles(from, s) ?? 0;
  return [...US_STATES].sort((a, b) => dist(a) - dist(b) || a.localeCompare(b));
}
