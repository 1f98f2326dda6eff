import { z } from 'zod';
import { PRICE_TIERS } from './storefront';
import { machineRowSchema } from './machines';
import { envelopeOf } from './envelope';
import { myQuoteSchema, quoteRequestSummarySchema } from './quotes';
import {
  CONDITIONS,
  normalizePartNumber,
  BROWSE_PAGE_SIZE,
  RESULTS_PAGE_SIZE,
  FEED_PAGE_SIZE,
  MAX_LIST_LIMIT,
  MIN_DESCRIPTION_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  SEARCH_COMMENTS_MAX_LENGTH,
  SEARCH_SOURCES,
  PART_MATCHER_MESSAGES,
  MATCH_KINDS,
} from './part-matcher-rules';
import {
  conditionQuerySchema,
  manufacturerQuerySchema,
  offsetInt,
  optionalText,
  partNumberListSchema,
  positiveInt,
  searchPartNumberSchema,
} from './part-matcher-query';
import { text } from './text';

/** The schemas' forms of the rules' enumerations (part-matcher-rules.ts). */
export const conditionSchema = z.enum(CONDITIONS);
export const matchKindSchema = z
  .enum(MATCH_KINDS)
  .describe(
    "How the row's part number matched the searched one (both normalised): 'exact' = the same number, " +
      "'prefix' = a longer number that begins with it, 'superseded' = a number along a supersession chain " +
      "(either way, at most 5 references away), 'interchange' = an interchangeable or aftermarket number. " +
      'Rows come in that order; dealers with an exact, superseded or interchange match are emailed.',
  );

/**
 * Issue 29: when a searched number found no row at all (no exact, prefix, superseded or interchange row)
 * and is 6 or more characters long (normalised), the stocked part numbers within one edit of it.
 */
export const didYouMeanSchema = z
  .array(z.string())
  .describe(
    'When the searched number found no row at all and is 6 or more characters long (normalised): up to 5 ' +
      'stocked part numbers (normalised, distinct) within one edit of it (one substitution, insertion or ' +
      'deletion, or two neighbouring characters swapped). Otherwise []. A suggestion is never a row.',
  );

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/** GET /api/manufList/ */
export const manufacturerSchema = z.object({
  id: z.number().int(),
  abbrname: z.string(),
  longName: z.string(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export const manufListResponseSchema = envelopeOf(z.array(manufacturerSchema));
export type ManufListResponse = z.infer<typeof manufListResponseSchema>;

/**
 * A part picture, a stored file (ADR 0007): `filename` is its stored name, `picurl` its address
 * (`/files/<key>`; the thumbnail is `/files/thumb/<key>`).
 */
export const partPictureSchema = z.object({
  picId: z.number().int(),
  filename: z.string(),
  picurl: z.string(),
});
export type PartPicture = z.infer<typeof partPictureSchema>;

/**
 * Part search result row (spec marketplace 3), with the spec's alias names filled in too so either
 * reading works. `id` = `partSearchResultId` = the saved result row (what orders call `searchId`);
 * `partId` is the inventory part (what messages call `relatedPartId`). Money is cents.
 */
export const partRowSchema = z.object({
  id: z.number().int(),
  partSearchResultId: z.number().int(),
  /** The saved search this row belongs to. */
  partSearchId: z.number().int(),
  /** The inventory part; null when the dealer has since removed it. */
  partId: z.number().int().nullable(),
  companyId: z.number().int(),
  companyid: z.number().int(),
  companyName: z.string(),
  companyname: z.string(),
  /** The dealer's city and state (its shipping address), shown in the results to compare dealers. */
  companyCity: z.string(),
  companyState: z.string(),
  partNumber: z.string(),
  partnum: z.string(),
  description: z.string(),
  descript: z.string(),
  condition: conditionSchema,
  condlong: z.string(),
  /** Manufacturer abbreviation (CAT); `manuflong` is the full name (Caterpillar). */
  manufacturer: z.string(),
  abbrname: z.string(),
  manuflong: z.string(),
  quan: z.number().int(),
  /** Cents, or null: 'Contact for price'. `usedprice` repeats it. */
  price: z.number().int().nullable(),
  usedprice: z.number().int().nullable(),
  /** Issue 25: the seller's price tier this viewer is shown (null: hidden or no price). */
  priceTier: z.enum(PRICE_TIERS).nullable(),
  /** The pictures' stored names joined with '; ' (empty when none). */
  pics: z.string(),
  pictures: z.array(partPictureSchema),
  /** When this row was found (the search's time). */
  createdAt: z.string(),
  /** 1 when the searcher's company already messaged about this part. */
  isMessaged: z.union([z.literal(0), z.literal(1)]),
  orderId: z.number().int().nullable(),
  orderIsQuote: z.boolean(),
  /** False: the seller is not ready for online quotes or checkout. */
  canTransact: z.boolean(),
  matchKind: matchKindSchema,
  /** Issue 29: the badge of a superseded or interchange row ('Replaces 1R-0716'); null for exact and prefix rows. */
  matchLabel: z.string().nullable(),
  /** Issue 29: the serial-prefix note of the cross-reference the row was found through, else null. */
  crossReferenceNote: z.string().nullable(),
});
export type PartRow = z.infer<typeof partRowSchema>;

/** The searching user (spec 3 "User info"). */
export const searchUserSchema = z.object({
  userId: z.number().int(),
  companyId: z.number().int(),
  memid: z.string().nullable(),
});
export type SearchUser = z.infer<typeof searchUserSchema>;

/** Browse row (spec 3): one part number of one make, summarised over every dealer's stock. */
export const browseRowSchema = z.object({
  partnum: z.string(),
  abbrname: z.string(),
  /** Full manufacturer name. */
  manuf: z.string(),
  /** Conditions in stock, e.g. 'NEW, USED'. */
  conditions: z.string(),
  /** Cents; null when no priced part (and always null for guests). */
  minprice: z.number().int().nullable(),
  maxprice: z.number().int().nullable(),
  /** Some parts of this number have no price ('Or Contact for Price'); null for guests. */
  hasnoprice: z.boolean().nullable(),
  /** Number of pictures over those parts; null for guests. */
  pics: z.number().int().nullable(),
});
export type BrowseRow = z.infer<typeof browseRowSchema>;

/** The user behind a saved search or request (spec 3 "User"). */
export const searchAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyId: z.number().int(),
  Company: z.object({ name: z.string() }),
});
export type SearchAuthor = z.infer<typeof searchAuthorSchema>;

/** A saved part search (spec 3). `manufacturer` / `condition` are null when searched for all. */
export const partSearchSchema = z.object({
  id: z.number().int(),
  partNumber: z.string(),
  /** Same value under the received-searches spelling. */
  part_number: z.string(),
  manufacturer: z.string().nullable(),
  condition: conditionSchema.nullable(),
  description: z.string().nullable(),
  comments: z.string().nullable(),
  createdAt: z.string(),
  partsMatched: z.boolean(),
  matchCount: z.number().int(),
  /** Your company already sent a message about this part search. */
  hasBeenMessaged: z.boolean(),
  /** Opened from a browse page (a click, not a buyer's search); such searches email no dealer. */
  fromBrowse: z.boolean(),
  User: searchAuthorSchema,
});
export type PartSearch = z.infer<typeof partSearchSchema>;

/**
 * My results: a saved search with its result snapshot. `requestId` names the search request it was
 * part of (the id of its first search): a multi-part search's searches share it and show as one card.
 */
export const ownPartSearchSchema = partSearchSchema.extend({
  requestId: z.number().int(),
  /**
   * How many times this request's numbers were searched (1 the first time): the same numbers searched
   * again by the company within REQUEST_JOIN_HOURS of the request's last search join it, and the
   * request shows each number once, as last searched.
   */
  timesSearched: z.number().int(),
  PartSearchResults: z.array(partRowSchema),
  /** Quick Quote (issue 26): the quotes (not withdrawn) with a line for this search. */
  quoteCount: z.number().int().default(0),
});
/** Input form: the Quick Quote marks are filled after the feed is built (`quoteCount` defaults to 0). */
export type OwnPartSearch = z.input<typeof ownPartSearchSchema>;

/**
 * Part requests received: a search that matched your parts; `parts` are your matched rows, as you stock
 * them (`partNumber` as entered, `quan`, `price`). `requestId` is the search request it belongs to (the
 * id of its first search, as in My Results): the searches of one multi-part search share it, and the
 * feed pages by request.
 */
export const receivedPartSearchSchema = z.object({
  id: z.number().int(),
  partSearchId: z.number().int(),
  requestId: z.number().int(),
  createdAt: z.string(),
  hasBeenMessaged: z.boolean(),
  PartSearch: partSearchSchema,
  parts: z.array(partRowSchema),
  /** Quick Quote (issue 26): my company's quote on this search's request, or null. */
  myQuote: myQuoteSchema.default(null),
  /** Quick Quote (issue 26): the buyer's "Request quotes" that asked my company, or null. */
  quoteRequest: quoteRequestSummarySchema.default(null),
});
/** Input form: the Quick Quote marks are filled after the feed is built (null by default). */
export type ReceivedPartSearch = z.input<typeof receivedPartSearchSchema>;

// ---------------------------------------------------------------------------------------------
// Calls (spec marketplace 7)
// ---------------------------------------------------------------------------------------------

/** GET /api/parts/{partNumber} */
export const partSearchParamsSchema = z.object({ partNumber: searchPartNumberSchema });
export const partSearchQuerySchema = z.object({
  condition: conditionQuerySchema,
  manufacturer: manufacturerQuerySchema,
  description: optionalText(DESCRIPTION_MAX_LENGTH).refine(
    (v) => v === undefined || v.length >= MIN_DESCRIPTION_LENGTH,
    {
      message: PART_MATCHER_MESSAGES.descriptionTooShort,
    },
  ),
  comments: optionalText(SEARCH_COMMENTS_MAX_LENGTH, { multiline: true }),
  /** 'yes' confirms a member's search (Continue Search). */
  approved: text().max(10).optional(),
  source: z
    .enum(SEARCH_SOURCES)
    .optional()
    .describe(
      "'browse' when a browse page opened the search: it is saved and shown in the feeds as from browse, " +
        "and no dealer is emailed. Default 'search'. (A description of 'Browse Search' means the same.)",
    ),
});
export type PartSearchQuery = z.input<typeof partSearchQuerySchema>;
/** Documented once: the answer when the description would have removed every match. */
const withoutDescriptionSchema = z
  .boolean()
  .describe(
    'True when no part of this number matched the description: `parts` are then every part matching the ' +
      'part number (and the manufacturer and condition) alone, so a description never turns stock into ' +
      '"nothing in stock". False when the description matched, or none was given.',
  );

export const partSearchDataSchema = z.object({
  parts: z.array(partRowSchema),
  withoutDescription: withoutDescriptionSchema,
  /** The saved search's id. */
  searchId: z.number().int(),
  count: z.number().int(),
  user: searchUserSchema,
  /**
   * Issue 28: when the search found fewer than 3 rows, up to 5 machines being dismantled of the
   * part's make (the one chosen, else the makes of the rows found), newest first; otherwise [].
   */
  machines: z.array(machineRowSchema),
  didYouMean: didYouMeanSchema,
});
export const partSearchResponseSchema = envelopeOf(partSearchDataSchema);
export type PartSearchResponse = z.infer<typeof partSearchResponseSchema>;

/**
 * GET /api/parts?partNumbers=A,B,C (up to 20; commas, semicolons or line breaks), plus the same
 * condition / manufacturer / description / comments / approved query as the single search.
 * Answers one group per distinct normalised part number, in the order given; each is saved as its own search.
 */
export const multiPartSearchQuerySchema = partSearchQuerySchema.extend({
  // The multi-part box: one part number per line (or separated by commas).
  partNumbers: partNumberListSchema,
});
export type MultiPartSearchQuery = z.input<typeof multiPartSearchQuerySchema>;
export const partSearchGroupSchema = z.object({
  /** Normalised part number searched. */
  partNumber: z.string(),
  searchId: z.number().int(),
  parts: z.array(partRowSchema),
  withoutDescription: withoutDescriptionSchema,
  didYouMean: didYouMeanSchema,
});
export type PartSearchGroup = z.infer<typeof partSearchGroupSchema>;
export const multiPartSearchResponseSchema = envelopeOf(
  z.object({ groups: z.array(partSearchGroupSchema), user: searchUserSchema }),
);
export type MultiPartSearchResponse = z.infer<typeof multiPartSearchResponseSchema>;

/**
 * GET /api/partResults: own company's saved searches, newest first; 25 then 25 more per Show More.
 * `limit`, `offset` and `count` count search requests (a 20-number search is one request, one card);
 * `parts` holds every search of the requests on the page. `partNumber` keeps only the searches whose
 * part number begins with it (normalised; empty = all).
 */
export const partResultsQuerySchema = z.object({
  limit: positiveInt(RESULTS_PAGE_SIZE, MAX_LIST_LIMIT),
  offset: offsetInt,
  partNumber: text({ label: 'Part number' })
    .max(100)
    .optional()
    .transform((v) => {
      const norm = normalizePartNumber(v ?? '');
      return norm === '' ? undefined : norm;
    }),
});
export type PartResultsQuery = z.input<typeof partResultsQuerySchema>;
export const partResultsResponseSchema = envelopeOf(
  z.object({ parts: z.array(ownPartSearchSchema), count: z.number().int() }),
);
export type PartResultsResponse = z.infer<typeof partResultsResponseSchema>;

/** GET /api/allPartSearches and /api/allPartSearchesByCompany: page (1-based) and limit. */
export const feedQuerySchema = z.object({
  page: positiveInt(1, 100_000),
  limit: positiveInt(FEED_PAGE_SIZE, MAX_LIST_LIMIT),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;
export const allPartSearchesResponseSchema = envelopeOf(
  z.object({
    rows: z.array(partSearchSchema.extend({ myQuote: myQuoteSchema.default(null) })),
    count: z.number().int(),
  }),
);
export type AllPartSearchesResponse = z.infer<typeof allPartSearchesResponseSchema>;
export const partSearchesByCompanyResponseSchema = envelopeOf(
  z.object({ rows: z.array(receivedPartSearchSchema), count: z.number().int() }),
);
export type PartSearchesByCompanyResponse = z.infer<typeof partSearchesByCompanyResponseSchema>;

/** GET /api/browseparts/ and /api/guestbrowseparts/ */
export const browseQuerySchema = z.object({
  manufacturer: manufacturerQuerySchema,
  page: positiveInt(1, 1_000_000),
  limit: positiveInt(BROWSE_PAGE_SIZE, MAX_LIST_LIMIT),
});
export type BrowseQuery = z.input<typeof browseQuerySchema>;
export const browseResponseSchema = envelopeOf(
  z.object({
    parts: z.array(browseRowSchema),
    /** Part numbers in the whole listing (for this manufacturer filter). */
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type BrowseResponse = z.infer<typeof browseResponseSchema>;
