import { z } from 'zod';
import { envelopeOf } from './envelope';
import {
  LISTING_SUBCATEGORIES,
  LISTING_PAGE_SIZE,
  MAX_LISTING_PICTURES,
  ALL_COMPANIES,
  ALL_CATEGORIES,
  LISTING_SORTS,
  LISTING_MESSAGES,
  normalizeModelNumber,
} from './listing-rules';
import { LISTED_CATEGORY_CODES, type ListedCategory } from './listing-categories';
import { multilineText, text } from './text';

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
  /** Issue 25: true when the seller shows its prices to approved customers only (price null): 'Contact for price'. */
  priceHidden: z.boolean().optional(),
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
    /** Issue 30: a draft is saved but not published (a company without a memid may only save drafts). */
    draft: z.boolean({ error: 'Draft must be true or false.' }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    const subs = LISTING_SUBCATEGORIES[v.category as ListedCategory];
    if (subs && !subs.includes(v.subcategory))
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: LISTING_MESSAGES.unknownSubcategory });
  });
export type ListingBody = z.input<typeof listingBodySchema>;
export type ListingInput = z.output<typeof listingBodySchema>;

/** A listing as its owner manages it: the row and all its pictures in order (picnum 1 is the cover). */
export const ownListingSchema = listingSchema.extend({
  pictures: z.array(listingPictureSchema),
  /** Issue 30: saved, not published (in no list or detail but this one). */
  draft: z.boolean(),
  /** Issue 30: hidden by an operator, with the operator's reason (null when not hidden). */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

/** GET /api/listings/mine: the company's listings, newest first, filtered and paged (issue 21 item 1). */
export const ownListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LISTING_PAGE_SIZE),
  /** Part of the title (any case) or of the model number (normalised); empty = no filter. */
  q: text({ label: 'Search' })
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  category: categoryQuery.optional(),
});
export type OwnListingsQuery = z.input<typeof ownListingsQuerySchema>;
export type OwnListingsQueryParsed = z.output<typeof ownListingsQuerySchema>;
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
