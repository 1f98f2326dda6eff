/**
 * The for-sale lists' constants, messages and pure rules, without zod: the guest lists use only these
 * (and the categories, listing-categories.ts), so they must not bring the listing schemas (listings.ts)
 * along.
 */
import { PICTURE_UPLOAD_TYPES, MEGABYTE, type UploadLimits } from './files';
import type { ListedCategory } from './listing-categories';
import { normalizePartNumber } from './part-matcher-rules';

// ---------------------------------------------------------------------------------------------
// Subcategories (spec marketplace 2 "For-sale listings")
// ---------------------------------------------------------------------------------------------

/** The subcategories each category offers in its filter and in the listing manager. */
export const LISTING_SUBCATEGORIES: Record<ListedCategory, readonly string[]> = {
  100: [
    'Buckets',
    'Forks',
    'Grapples',
    'Hammers',
    'Augers',
    'Rippers',
    'Thumbs',
    'Quick Couplers',
    'Blades',
    'Compactors',
  ],
  101: ['Diesel Engines', 'Gas Engines', 'Engine Cores', 'Long Blocks', 'Short Blocks', 'Cylinder Heads'],
  103: [
    'Excavators',
    'Wheel Loaders',
    'Dozers',
    'Backhoes',
    'Skid Steers',
    'Motor Graders',
    'Articulated Trucks',
    'Telehandlers',
  ],
  105: [
    'Powershift Transmissions',
    'Manual Transmissions',
    'Torque Converters',
    'Final Drives',
    'Differentials',
  ],
  106: ['Tires and Wheels', 'Undercarriage', 'Hydraulics', 'Cabs', 'Counterweights', 'Generators', 'NONE'],
};

// ---------------------------------------------------------------------------------------------
// Constants and messages (spec marketplace 4, 5, 8, 9)
// ---------------------------------------------------------------------------------------------

/** For-sale lists: rows per page (pages = ceil(totalCount / 50), also for guests). */
export const LISTING_PAGE_SIZE = 50;
/** Small-screen breakpoint below which some columns are hidden. */
export const LISTING_SMALL_SCREEN_PX = 576;
/** Pictures per listing at most. */
export const MAX_LISTING_PICTURES = 12;
/** Listing pictures: the picture types, up to 12 files of 10 MB each. */
export const LISTING_PICTURE_LIMITS: UploadLimits = {
  maxFiles: MAX_LISTING_PICTURES,
  maxFileBytes: 10 * MEGABYTE,
  types: PICTURE_UPLOAD_TYPES,
};
/** Public path of listing pictures (spec 7): `/forsale/<filename>`; thumbnails under `/forsale/thumb/`. */
export const LISTING_PICTURE_PATH = '/forsale';
export const listingPictureUrl = (filename: string) => `${LISTING_PICTURE_PATH}/${filename}`;
export const listingThumbnailUrl = (filename: string) => `${LISTING_PICTURE_PATH}/thumb/${filename}`;

/** Filter values that mean "no filter" (never sent by the client, accepted anyway). */
export const ALL_COMPANIES = 'All Companies';
export const ALL_CATEGORIES = 'All Categories';

export const LISTING_SORT_FIELDS = ['model', 'price', 'date'] as const;
export type ListingSortField = (typeof LISTING_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export const LISTING_SORTS = [
  'modelasc',
  'modeldesc',
  'priceasc',
  'pricedesc',
  'dateasc',
  'datedesc',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** Without `mod`: newest first. */
export const DEFAULT_LISTING_SORT: ListingSort = 'datedesc';

/**
 * The sort a list uses: `mod` when given; otherwise model A-Z under a model-number filter (the matches
 * of a prefix, in model order: a contiguous range of positions, ADR 0013), else newest first.
 */
export function effectiveListingSort(
  mod: ListingSort | undefined,
  modelNum: string | undefined,
): ListingSort {
  return mod ?? (modelNum ? 'modelasc' : DEFAULT_LISTING_SORT);
}

export function parseListingSort(mod: ListingSort): { field: ListingSortField; direction: SortDirection } {
  const direction: SortDirection = mod.endsWith('desc') ? 'desc' : 'asc';
  return { field: mod.slice(0, mod.length - direction.length) as ListingSortField, direction };
}

/** A header click: a new field starts ascending, the same field toggles (spec 4 "List state"). */
export function nextListingSort(current: ListingSort, clicked: ListingSortField): ListingSort {
  const { field, direction } = parseListingSort(current);
  if (field !== clicked) return `${clicked}asc`;
  return `${clicked}${direction === 'asc' ? 'desc' : 'asc'}`;
}

export function listingPageCount(totalCount: number): number {
  return Math.ceil(totalCount / LISTING_PAGE_SIZE);
}

export const LISTING_MESSAGES = {
  notFound: 'Listing not found.',
  pictureNotFound: 'Picture not found.',
  unknownCategory: 'Category must be one of 100, 101, 103, 105 or 106.',
  unknownSubcategory: 'That subcategory is not in the list for this category.',
  unknownSort: 'Sort must be one of modelasc, modeldesc, priceasc, pricedesc, dateasc, datedesc.',
  tooManyPictures: `A listing has at most ${MAX_LISTING_PICTURES} pictures.`,
  badPictureOrder: 'The picture order must list each of the listing’s pictures once.',
  created: 'Listing created.',
  updated: 'Listing updated.',
  removed: 'Listing removed.',
  picturesAdded: 'Pictures added.',
  pictureRemoved: 'Picture removed.',
  found: (n: number) => (n === 1 ? '1 listing found.' : `${n} listings found.`),
  // Client fallbacks (spec 8).
  fetchResultsFailed: 'Failed to fetch results',
  networkError201: 'Network error 201 or unable to connect to the server',
  noAttachments: 'No attachments found and no message provided.',
  noFilters: 'No companies or categories found and no message provided.',
  createAccountToView: 'Create Account to View',
  notApplicable: 'N/A',
  forSaleItem: 'For sale item',
} as const;

/** Model-number filter input: uppercase A-Z and 0-9 only (spec 5); the same normalisation as part numbers. */
export const normalizeModelNumber = normalizePartNumber;

/** The Send Message subject of a for-sale row (spec 9). */
export function listingMessageSubject(row: {
  condlong?: string | null;
  manuflong?: string | null;
  modelnum?: string | null;
  category?: string | number | null;
  subcategory?: string | null;
  details?: string | null;
}): string {
  const words = [row.condlong, row.manuflong, row.modelnum]
    .map((w) => (w ?? '').trim())
    .filter((w) => w !== '');
  const category = String(row.subcategory ?? row.category ?? '').trim();
  if (category.toUpperCase() === 'NONE') {
    const detail = (row.details ?? '')
      .replace(/<br\s*\/?>/gi, ' ')
      .split(/\s+/)
      .filter((w) => w !== '')
      .slice(0, 6)
      .join(' ');
    if (detail !== '') words.push(detail);
  } else if (category !== '') words.push(category);
  return words.length > 0 ? `Regarding your ${words.join(' ')}` : LISTING_MESSAGES.forSaleItem;
}

/** Guests' session-storage key for a category's list state (spec 4). */
export const guestListStateKey = (category: number) => `forsale-guest-list-${category}`;

/** The model number as it appears in the guest detail route: slashes removed (spec 2). */
export function guestDetailPath(id: number, modelnum: string): string {
  return `/forsale/guestattachments/${id}/${encodeURIComponent(modelnum.replaceAll('/', '') || '-')}`;
}
