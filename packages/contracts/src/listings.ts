import { z } from 'zod';
import { envelopeOf } from './envelope';
import { PICTURE_UPLOAD_TYPES, MEGABYTE, type UploadLimits } from './files';
import { LISTED_CATEGORY_CODES, type ListedCategory } from './listing-categories';
import { normalizePartNumber } from './part-matcher';
import { multilineText, text } from './text';

// ---------------------------------------------------------------------------------------------
// Subcategories (spec marketplace 2 "For-sale listings"; the categories are in listing-categories.ts)
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

// ---------------------------------------------------------------------------------------------
// Rows (spec 3 "Attachment (for-sale) listing")
// ---------------------------------------------------------------------------------------------

/** A logged-in row: every field of the entity, plus the cover picture for the list. */
export const listingSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  companyname: z.string(),
  website: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  modelnum: z.string(),
  manuflong: z.string(),
  condlong: z.string(),
  /** Category code (100, 101, 103, 105, 106). */
  category: z.number().int(),
  subcategory: z.string(),
  /** Cents; null shows 'N/A' in lists. */
  price: z.number().int().nullable(),
  /** Line breaks as `<br>` tags (spec 3); the page turns them into line breaks, never into markup. */
  details: z.string(),
  shipnotes: z.string(),
  serialnum: z.string(),
  stocknum: z.string(),
  modelyear: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  dimensions: z.string(),
  weight: z.string(),
  /** Hidden when empty or '0'. */
  location: z.string(),
  datemod: z.string(),
  /** Stored name of the cover picture (served at /forsale/<filename>); null when none. */
  filename: z.string().nullable(),
  piccount: z.number().int(),
});
export type Listing = z.infer<typeof listingSchema>;

/**
 * A guest row: seller name, price, pictures, location, website, phone and shipping notes never leave
 * the server. `companyname` is a made-up string for the blur; `createAccountToView` marks the rows the
 * spec's placement rule (section 9) chooses.
 */
export const guestListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  companyname: z.string(),
  website: z.literal(''),
  phone: z.literal(''),
  city: z.string(),
  state: z.string(),
  modelnum: z.string(),
  manuflong: z.string(),
  condlong: z.string(),
  category: z.number().int(),
  subcategory: z.string(),
  /** Always null for a guest. */
  price: z.number().int().nullable(),
  details: z.string(),
  shipnotes: z.literal(''),
  serialnum: z.string(),
  stocknum: z.string(),
  modelyear: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  dimensions: z.string(),
  weight: z.string(),
  location: z.literal(''),
  datemod: z.string(),
  filename: z.string().nullable(),
  piccount: z.number().int(),
  createAccountToView: z.boolean(),
});
export type GuestListing = z.infer<typeof guestListingSchema>;

export const listingPictureSchema = z.object({
  id: z.number().int(),
  picnum: z.number().int(),
  filename: z.string(),
  picurl: z.string(),
  thumburl: z.string(),
});
export type ListingPicture = z.infer<typeof listingPictureSchema>;

// ---------------------------------------------------------------------------------------------
// Calls (spec marketplace 7)
// ---------------------------------------------------------------------------------------------

const filterValue = (all: string) =>
  text()
    .max(200)
    .optional()
    .transform((v) => {
      const t = (v ?? '').trim();
      return t === '' || t.toLowerCase() === all.toLowerCase() ? undefined : t;
    });

const categoryQuery = z.coerce
  .number({ error: LISTING_MESSAGES.unknownCategory })
  .int({ error: LISTING_MESSAGES.unknownCategory })
  .refine((v) => (LISTED_CATEGORY_CODES as readonly number[]).includes(v), {
    message: LISTING_MESSAGES.unknownCategory,
  });

/** GET /api/filterList/ (no auth): companies and subcategories for the filters. */
export const filterListQuerySchema = z.object({
  category: categoryQuery.optional(),
  companyMod: filterValue(ALL_COMPANIES),
  subCategoryMod: filterValue(ALL_CATEGORIES),
});
export type FilterListQuery = z.input<typeof filterListQuerySchema>;
export const filterListResponseSchema = envelopeOf(
  z.object({
    /** Empty for a guest (a guest cannot filter by company). */
    companyList: z.array(z.object({ companyname: z.string() })),
    subCategoryList: z.array(z.object({ subcat_name: z.string() })),
  }),
);
export type FilterListResponse = z.infer<typeof filterListResponseSchema>;

/** GET /api/listAttachment/ and /api/guestlistattachment/ (companyMod is ignored for guests). */
export const listQuerySchema = z.object({
  category: categoryQuery,
  /** Without it: newest first, or model A-Z when a model number is given (see `effectiveListingSort`). */
  mod: z.enum(LISTING_SORTS, { error: LISTING_MESSAGES.unknownSort }).optional(),
  companyMod: filterValue(ALL_COMPANIES),
  subCategoryMod: filterValue(ALL_CATEGORIES),
  modelNum: text({ label: 'Model number' })
    .max(100)
    .optional()
    .transform((v) => {
      const n = normalizeModelNumber(v ?? '');
      return n === '' ? undefined : n;
    }),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE).default(LISTING_PAGE_SIZE),
});
export type ListQuery = z.input<typeof listQuerySchema>;
export type ListQueryParsed = z.output<typeof listQuerySchema>;
export const listResponseSchema = envelopeOf(
  z.object({ attachments: z.array(listingSchema), totalCount: z.number().int() }),
);
export type ListResponse = z.infer<typeof listResponseSchema>;
export const guestListResponseSchema = envelopeOf(
  z.object({ attachments: z.array(guestListingSchema), totalCount: z.number().int() }),
);
export type GuestListResponse = z.infer<typeof guestListResponseSchema>;

export const listingIdParamsSchema = z.object({ id: text().max(20) });

/** GET /api/attachments/{id} */
export const listingDetailResponseSchema = envelopeOf(
  z.object({
    attachment: listingSchema,
    filenames: z.array(z.object({ filename: z.string(), picnum: z.number().int() })),
    picurls: z.array(z.object({ picurl: z.string(), picnum: z.number().int() })),
  }),
);
export type ListingDetailResponse = z.infer<typeof listingDetailResponseSchema>;

/** GET /api/guestattachments/{id} (no auth): the masked row only. */
export const guestListingDetailResponseSchema = envelopeOf(z.object({ attachment: guestListingSchema }));
export type GuestListingDetailResponse = z.infer<typeof guestListingDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Listing manager (beyond the spec)
// ---------------------------------------------------------------------------------------------

const field = (max: number) =>
  text()
    .max(max)
    .optional()
    .transform((v) => (v ?? '').trim());
const optionalInt = (label: string, max: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''));
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a whole number from 0 to ${max}.`,
        });
        return z.NEVER;
      }
      return n;
    });

export const listingBodySchema = z
  .object({
    title: text({ label: 'Title', required: 'Title is required.' })
      .trim()
      .min(1, 'Title is required.')
      .max(200),
    modelnum: text({ label: 'Model number', required: 'Model number is required.' })
      .trim()
      .min(1, 'Model number is required.')
      .max(100)
      .refine((v) => normalizeModelNumber(v) !== '', 'Model number needs at least one letter or digit.'),
    manuflong: field(100),
    condlong: field(60),
    category: z
      .number({ error: LISTING_MESSAGES.unknownCategory })
      .refine(
        (v) => (LISTED_CATEGORY_CODES as readonly number[]).includes(v),
        LISTING_MESSAGES.unknownCategory,
      ),
    subcategory: text({ label: 'Subcategory' }).trim().max(100),
    price: optionalInt('Price', 2_000_000_000),
    details: multilineText({ label: 'Details' })
      .max(10_000)
      .optional()
      .transform((v) => (v ?? '').trim()),
    shipnotes: multilineText({ label: 'Shipping notes' })
      .max(2000)
      .optional()
      .transform((v) => (v ?? '').trim()),
    serialnum: field(100),
    stocknum: field(100),
    modelyear: optionalInt('Model year', 2100),
    hours: optionalInt('Hours', 10_000_000),
    dimensions: field(200),
    weight: field(100),
    location: field(200),
    city: field(100),
    state: field(60),
  })
  .superRefine((v, ctx) => {
    const subs = LISTING_SUBCATEGORIES[v.category as ListedCategory];
    if (subs && !subs.includes(v.subcategory))
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: LISTING_MESSAGES.unknownSubcategory });
  });
export type ListingBody = z.input<typeof listingBodySchema>;
export type ListingInput = z.output<typeof listingBodySchema>;

/** A listing as its owner manages it: the row and all its pictures in order (picnum 1 is the cover). */
export const ownListingSchema = listingSchema.extend({ pictures: z.array(listingPictureSchema) });
export type OwnListing = z.infer<typeof ownListingSchema>;

export const ownListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LISTING_PAGE_SIZE),
});
export const ownListingsResponseSchema = envelopeOf(
  z.object({ listings: z.array(ownListingSchema), totalCount: z.number().int() }),
);
export type OwnListingsResponse = z.infer<typeof ownListingsResponseSchema>;
export const ownListingResponseSchema = envelopeOf(z.object({ listing: ownListingSchema }));
export type OwnListingResponse = z.infer<typeof ownListingResponseSchema>;
export const listingPictureParamsSchema = z.object({ id: text().max(20), picnum: text().max(20) });
export const pictureOrderBodySchema = z.object({
  /** Picture ids in their new order; the first is the cover. */
  order: z.array(z.number().int()).min(1).max(MAX_LISTING_PICTURES),
});
export type PictureOrderBody = z.infer<typeof pictureOrderBodySchema>;
export const removedResponseSchema = envelopeOf(z.object({ id: z.number().int() }));
