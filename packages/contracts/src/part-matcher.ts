import { z } from 'zod';
import { envelopeOf } from './envelope';
import { multilineText, text } from './text';

/** Spec marketplace 9: the dropdown lists these first, in this order, then the rest alphabetically. */
export const MANUFACTURER_PRIORITY = ['CAT', 'JD', 'IHC', 'CASE', 'KOMATSU', 'FA'] as const;

export const CONDITIONS = ['AFTERMARKET', 'CORE', 'NEW', 'REBUILT', 'USED'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

/** Sort key of a make in the dropdown: priority makes first, then A-Z. */
export function compareManufacturers(a: string, b: string): number {
  const pa = MANUFACTURER_PRIORITY.indexOf(a as (typeof MANUFACTURER_PRIORITY)[number]);
  const pb = MANUFACTURER_PRIORITY.indexOf(b as (typeof MANUFACTURER_PRIORITY)[number]);
  if (pa !== -1 || pb !== -1) return (pa === -1 ? Infinity : pa) - (pb === -1 ? Infinity : pb);
  return a.localeCompare(b, 'en');
}

/** Part numbers are compared as uppercase A-Z and 0-9 only ("1R-0750" and "1r0750" are one part). */
export function normalizePartNumber(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Constants (spec marketplace 9)
// ---------------------------------------------------------------------------------------------

/** Browse and guest browse: rows per page. */
export const BROWSE_PAGE_SIZE = 50;
/** My results: searches shown first, and added by each 'Show More'. */
export const RESULTS_PAGE_SIZE = 25;
export const RESULTS_SHOW_MORE = 25;
/** Member feeds (all part searches, part requests received): searches per page. */
export const FEED_PAGE_SIZE = 25;
/** Feeds refresh every 5 minutes. */
export const FEED_REFRESH_MS = 300_000;
/** General requests: rows per page (own list and the members' list). */
export const GENERAL_REQUESTS_PAGE_SIZE = 10;
/** Numbered page buttons shown at most under the general requests list. */
export const GENERAL_REQUESTS_PAGE_BUTTONS = 3;
/** Part numbers searched at once (DECISIONS.md: a real feature of the search page). */
export const MULTI_PART_LIMIT = 20;
/** Largest `limit` any list call accepts. */
export const MAX_LIST_LIMIT = 100;
/** Rows one part number's search answers at most (exact matches first, then prefix matches). */
export const PART_SEARCH_ROW_LIMIT = 100;
/** A dealer is emailed about one part number searched by one company at most once in this many hours. */
export const PART_NOTICE_INTERVAL_HOURS = 24;
/** "all part searches" feed window: the last 7 days. */
export const FEED_WINDOW_DAYS = 7;
export const MIN_PART_NUMBER_LENGTH = 3;
/** Longest part number (normalised) a search or request accepts; the boxes stop there too. */
export const PART_NUMBER_MAX_LENGTH = 40;
/** The part number box of the guest search for an address's part number: normalised, at most 40 long. */
export function guestSearchPartNumber(addressed: string): string {
  return normalizePartNumber(addressed).slice(0, PART_NUMBER_MAX_LENGTH);
}
/**
 * The guest search for a part number is prerendered once, for this stand-in (already normalised, so it
 * shows as it is): the server serves that page for every part number, with the address's own written
 * over the stand-in (fillPrerenderedPartNumber). The build checks the result equals a real render.
 */
export const PRERENDER_PART_NUMBER = 'PRERENDERPARTNUMBER';
export function fillPrerenderedPartNumber(html: string, addressed: string): string {
  // Normalised, the part number is A-Z and 0-9 only: nothing to escape.
  return html.split(PRERENDER_PART_NUMBER).join(guestSearchPartNumber(addressed));
}
/** Longest part number as typed (dashes, spaces and dots included) before it is normalised. */
export const PART_NUMBER_RAW_MAX_LENGTH = 100;
export const MIN_DESCRIPTION_LENGTH = 3;
export const MIN_COMMENTS_LENGTH = 3;
/** Longest description and comments a search accepts. */
export const DESCRIPTION_MAX_LENGTH = 200;
export const SEARCH_COMMENTS_MAX_LENGTH = 2000;
/** Browse shows only part numbers longer than 3 characters (normalised). */
export const BROWSE_MIN_PART_NUMBER_LENGTH = 4;
/**
 * Description the browse pages of older clients send with the search they open: read as
 * `source=browse` (it labels the search, it filters nothing, and it is not saved as a description).
 */
export const BROWSE_SEARCH_DESCRIPTION = 'Browse Search';
/** Where a logged-in search came from: typed by a buyer, or a click on a browse page. */
export const SEARCH_SOURCES = ['search', 'browse'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
/** Filter values that mean "no filter" (the dropdowns' first entries). */
export const ALL_MANUFACTURERS = 'All Manufacturers';
export const ALL_CONDITIONS = 'All Conditions';
/** Query value of `approved` that confirms a member's search (Continue Search). */
export const APPROVED_YES = 'yes';

// ---------------------------------------------------------------------------------------------
// Messages (spec marketplace 2, 5, 8); copied exactly.
// ---------------------------------------------------------------------------------------------

export const PART_MATCHER_MESSAGES = {
  partNumberTooShort: 'Part number must be at least 3 characters long.',
  partNumberTooLong: 'A part number can be at most 40 letters and digits long.',
  descriptionTooShort: 'Description must be at least 3 characters long.',
  commentsTooShort: 'Comments must be at least 3 characters long.',
  /** A member's search without approved=yes (DECISIONS.md "Part matcher"). */
  memberSearch: 'You appear to be a NetCom member. Member searches are best run on NetCom.',
  /** The web client looks for this fragment to offer Continue Search / Visit NetCom. */
  memberSearchMarker: 'You appear to be a',
  generalRequestSent: 'Request message successfully sent out!',
  noPartsSearched: 'No parts searched for yet.',
  noPartsToDisplay: 'No parts to display for Partnumber, Manufacturer, Condition',
  noPartSearches: 'No Part Searches Made Yet',
  noPartRequests: 'No Part Requests Received Yet.',
  noGeneralRequests: 'No General Requests Made Yet.',
  alreadyMessaged: 'You have already messaged about this part',
  alreadyReplied: 'Your company has already replied to this part search',
  createAccountToView: 'Create Account to View',
  contactForPrice: 'Contact for price',
  orContactForPrice: 'Or Contact for Price',
  notApplicable: 'N/A',
  // Our own sentences where the spec has none.
  tooManyPartNumbers: `You can search up to ${MULTI_PART_LIMIT} part numbers at once.`,
  noPartNumbers: 'Enter at least one part number.',
  unknownManufacturer: 'That manufacturer is not in the list.',
  unknownCondition: 'Condition must be one of: AFTERMARKET, CORE, NEW, REBUILT, USED.',
  searchTimeout: 'The search took too long. Please enter a longer part number or add a filter and try again.',
  companyNotFound: 'Company not found.',
  /** What the Description box does (the search form says it). */
  descriptionHelp:
    'Optional. Narrows the results to parts whose description contains every word. If no part does, you see every part for the number.',
  // Client fallbacks (spec 8).
  fetchResultsFailed: 'Failed to fetch results',
  networkError101: 'Network error 101 or unable to connect to the server',
  noManufacturers: 'No manufactures found and no message provided.',
  getGeneralRequestsFailed: 'Failed to get general requests',
  sendRequestFailed: 'Failed to send request',
} as const;

/** Condition texts shown for each code. */
export const CONDITION_LABELS: Record<Condition, string> = {
  AFTERMARKET: 'Aftermarket',
  CORE: 'Core',
  NEW: 'New',
  REBUILT: 'Rebuilt',
  USED: 'Used',
};

/**
 * 'No parts to display for Partnumber, Manufacturer, Condition' (spec marketplace 2) with the searched
 * values filled in: 'No parts to display for 1R0750, All Manufacturers, New'.
 */
export function noPartsToDisplayMessage(
  partNumber: string,
  manufacturer: string | null | undefined,
  condition: string | null | undefined,
): string {
  const make = manufacturerFilterValue(manufacturer) ?? ALL_MANUFACTURERS;
  const cond = conditionFilterValue(condition);
  return `No parts to display for ${partNumber}, ${make}, ${cond ? CONDITION_LABELS[cond] : ALL_CONDITIONS}`;
}

/**
 * The answer's sentence when the description matched none of a part number's parts (issue 10: never a
 * false 'nothing in stock').
 */
export function withoutDescriptionMessage(partNumber: string, description: string, count: number): string {
  const parts = count === 1 ? '1 part matches' : `${count} parts match`;
  return `No part for ${partNumber} matches the description "${description}"; ${parts} the part number alone.`;
}

// ---------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------

/**
 * Guest lists: which rows show 'Create Account to View' (spec marketplace 9, also used by guest part
 * search per DECISIONS.md). With 15 or fewer rows, the row at index floor(rows/2); otherwise the row at
 * index 4, then every tenth row from index 14 (14, 24, 34, ...).
 */
export function createAccountRowIndexes(rowCount: number): number[] {
  if (!Number.isInteger(rowCount) || rowCount <= 0) return [];
  if (rowCount <= 15) return [Math.floor(rowCount / 2)];
  const indexes = [4];
  for (let i = 14; i < rowCount; i += 10) indexes.push(i);
  return indexes;
}

export function isCreateAccountRow(index: number, rowCount: number): boolean {
  if (rowCount <= 0 || index < 0 || index >= rowCount) return false;
  if (rowCount <= 15) return index === Math.floor(rowCount / 2);
  return index === 4 || (index >= 14 && (index - 14) % 10 === 0);
}

/**
 * Prefix bounds on the normalised part number for an index range scan: `>= lo AND < hi` on a
 * `COLLATE "C"` column matches exactly the values starting with `prefix` (A-Z0-9 only, so bumping the
 * last character never overflows: '9' -> ':' and 'Z' -> '[').
 */
export function partNumberPrefixBounds(prefix: string): { lo: string; hi: string } {
  const norm = normalizePartNumber(prefix);
  if (norm === '') return { lo: '', hi: '\u007f' };
  const last = norm.charCodeAt(norm.length - 1);
  return { lo: norm, hi: norm.slice(0, -1) + String.fromCharCode(last + 1) };
}

/**
 * What separates part numbers in the multi-part box: commas, semicolons, line breaks and tabs (a row
 * pasted from a spreadsheet). Spaces, dashes and dots do not: "1R 0750" is one part number.
 */
export const PART_LIST_SEPARATORS = /[,;\t\r\n]+/;

/**
 * Splits the multi-part input ("1R-0750, 6I2503\n600-211-1340\t155-3147") into distinct normalised
 * part numbers, in the order typed (separators: PART_LIST_SEPARATORS).
 */
export function splitPartNumbers(input: string): string[] {
  const seen = new Set<string>();
  for (const piece of input.split(PART_LIST_SEPARATORS)) {
    const norm = normalizePartNumber(piece);
    if (norm !== '') seen.add(norm);
  }
  return [...seen];
}

/** How a row's part number matched the searched one: the same number, or a longer one that begins with it. */
export const MATCH_KINDS = ['exact', 'prefix'] as const;
export const matchKindSchema = z
  .enum(MATCH_KINDS)
  .describe(
    "How the row's part number matched the searched one (both normalised): 'exact' = the same number, " +
      "'prefix' = a longer number that begins with it. Exact rows come first; only dealers with an exact match are emailed.",
  );
export type MatchKind = z.infer<typeof matchKindSchema>;

/** The match kind of a found part number for a searched (normalised) part number. */
export function matchKindOf(partnum: string, searched: string): MatchKind {
  return normalizePartNumber(partnum) === normalizePartNumber(searched) ? 'exact' : 'prefix';
}

/** The manufacturer query value as a filter: undefined for "all". Accepts an abbrname or a numeric id. */
export function manufacturerFilterValue(raw: string | undefined | null): string | undefined {
  const v = (raw ?? '').trim();
  if (v === '' || /^all( manufacturers)?$/i.test(v)) return undefined;
  return v.toUpperCase();
}

/** The condition query value as a filter: undefined for "all"; null when it is not a known condition. */
export function conditionFilterValue(raw: string | undefined | null): Condition | undefined | null {
  const v = (raw ?? '').trim().toUpperCase();
  if (v === '' || v === 'ALL' || v === 'ALL CONDITIONS') return undefined;
  return (CONDITIONS as readonly string[]).includes(v) ? (v as Condition) : null;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of query schemas
// ---------------------------------------------------------------------------------------------

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options)
    .max(max)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Manufacturer filter: abbrname (CAT), id (1), or empty / 'All' / 'All Manufacturers' for none. */
export const manufacturerQuerySchema = text()
  .max(60)
  .optional()
  .transform((v) => manufacturerFilterValue(v));

/** Condition filter: one of the five, or empty / 'All' / 'All Conditions' for none. */
export const conditionQuerySchema = text()
  .max(40)
  .optional()
  .superRefine((v, ctx) => {
    if (conditionFilterValue(v) === null)
      ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.unknownCondition });
  })
  .transform((v) => conditionFilterValue(v) ?? undefined);

/** A part number to search: normalised, 3 to 40 characters. */
export const searchPartNumberSchema = text({ label: 'Part number' })
  .max(PART_NUMBER_RAW_MAX_LENGTH, PART_MATCHER_MESSAGES.partNumberTooLong)
  .transform(normalizePartNumber)
  .refine((v) => v.length >= MIN_PART_NUMBER_LENGTH, { message: PART_MATCHER_MESSAGES.partNumberTooShort })
  .refine((v) => v.length <= PART_NUMBER_MAX_LENGTH, { message: PART_MATCHER_MESSAGES.partNumberTooLong });

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
const offsetInt = z.coerce.number().int().min(0).max(1_000_000).default(0);

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
});
export type PartRow = z.infer<typeof partRowSchema>;

/** The searching user (spec 3 "User info"). */
export const searchUserSchema = z.object({
  userId: z.number().int(),
  companyId: z.number().int(),
  memid: z.string().nullable(),
});
export type SearchUser = z.infer<typeof searchUserSchema>;

/**
 * Guest row: NO seller identity, price or picture ever leaves the server. `companyName` is a random
 * made-up string for the blur effect; `createAccountToView` applies the placement rule server-side too.
 */
export const guestPartRowSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyname: z.string(),
  partNumber: z.string(),
  partnum: z.string(),
  description: z.string(),
  descript: z.string(),
  condition: conditionSchema,
  condlong: z.string(),
  manufacturer: z.string(),
  abbrname: z.string(),
  manuflong: z.string(),
  quan: z.number().int(),
  /** Always null for a guest. (Typed as a nullable number: a property of type `null` alone is lost by openapi-fetch's types.) */
  price: z.number().int().nullable(),
  pics: z.literal(''),
  // Always empty for a guest (an empty list of the logged-in row's picture shape).
  pictures: z.array(partPictureSchema).max(0),
  createAccountToView: z.boolean(),
  matchKind: matchKindSchema,
});
export type GuestPartRow = z.infer<typeof guestPartRowSchema>;

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
  PartSearchResults: z.array(partRowSchema),
});
export type OwnPartSearch = z.infer<typeof ownPartSearchSchema>;

/** Part requests received: a search that matched your parts; `parts` are your matched rows. */
export const receivedPartSearchSchema = z.object({
  id: z.number().int(),
  partSearchId: z.number().int(),
  createdAt: z.string(),
  hasBeenMessaged: z.boolean(),
  PartSearch: partSearchSchema,
  parts: z.array(partRowSchema),
});
export type ReceivedPartSearch = z.infer<typeof receivedPartSearchSchema>;

/** General request (spec 3). Blank fields are null (the page shows 'N/A'). */
export const generalRequestSchema = z.object({
  id: z.number().int(),
  generalRequestId: z.number().int(),
  partNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  modelnum: z.string().nullable(),
  comments: z.string(),
  createdAt: z.string(),
  companyId: z.number().int(),
  userId: z.number().int(),
  Company: z.object({ name: z.string() }),
  User: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
});
export type GeneralRequest = z.infer<typeof generalRequestSchema>;

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
  partNumbers: multilineText({ label: 'Part numbers' })
    .max(5000)
    .transform(splitPartNumbers)
    .superRefine((list, ctx) => {
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.noPartNumbers });
      else if (list.length > MULTI_PART_LIMIT)
        ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.tooManyPartNumbers });
      else if (list.some((p) => p.length < MIN_PART_NUMBER_LENGTH))
        ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.partNumberTooShort });
      else if (list.some((p) => p.length > PART_NUMBER_MAX_LENGTH))
        ctx.addIssue({ code: 'custom', message: PART_MATCHER_MESSAGES.partNumberTooLong });
    }),
});
export type MultiPartSearchQuery = z.input<typeof multiPartSearchQuerySchema>;
export const partSearchGroupSchema = z.object({
  /** Normalised part number searched. */
  partNumber: z.string(),
  searchId: z.number().int(),
  parts: z.array(partRowSchema),
  withoutDescription: withoutDescriptionSchema,
});
export type PartSearchGroup = z.infer<typeof partSearchGroupSchema>;
export const multiPartSearchResponseSchema = envelopeOf(
  z.object({ groups: z.array(partSearchGroupSchema), user: searchUserSchema }),
);
export type MultiPartSearchResponse = z.infer<typeof multiPartSearchResponseSchema>;

/** GET /api/guestparts/{partNumber} (no auth). `ipAddress` is accepted and ignored: the server reads it. */
export const guestPartSearchQuerySchema = z.object({
  condition: conditionQuerySchema,
  manufacturer: manufacturerQuerySchema,
  ipAddress: text().max(100).optional(),
});
export type GuestPartSearchQuery = z.input<typeof guestPartSearchQuerySchema>;
export const guestPartSearchResponseSchema = envelopeOf(
  z.object({ parts: z.array(guestPartRowSchema), count: z.number().int() }),
);
export type GuestPartSearchResponse = z.infer<typeof guestPartSearchResponseSchema>;

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
  z.object({ rows: z.array(partSearchSchema), count: z.number().int() }),
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

/** GET /api/generalRequest/{companyId} (own company) and GET /api/generalRequest (members: all). */
export const generalRequestListQuerySchema = z.object({
  limit: positiveInt(GENERAL_REQUESTS_PAGE_SIZE, MAX_LIST_LIMIT),
  offset: offsetInt,
});
export type GeneralRequestListQuery = z.input<typeof generalRequestListQuerySchema>;
export const generalRequestListResponseSchema = envelopeOf(
  z.object({ rows: z.array(generalRequestSchema), count: z.number().int() }),
);
export type GeneralRequestListResponse = z.infer<typeof generalRequestListResponseSchema>;

/** The comments rule of a general request (also for the page's form). */
export const generalRequestCommentsSchema = multilineText({
  required: PART_MATCHER_MESSAGES.commentsTooShort,
  label: 'Comments',
})
  .max(4000, 'Comments must be at most 4000 characters long.')
  .transform((v) => v.trim())
  .refine((v) => v.length >= MIN_COMMENTS_LENGTH, { message: PART_MATCHER_MESSAGES.commentsTooShort });

/**
 * POST /api/generalRequest/{comments}: comments in the path, or in a JSON body `{ comments }` (then
 * the path segment may be left out: POST /api/generalRequest). Query partNumber (normalised),
 * manufacturer (abbrname or id; All = none), modelnum.
 */
export const generalRequestCreateQuerySchema = z.object({
  partNumber: text({ label: 'Part number' })
    .max(PART_NUMBER_RAW_MAX_LENGTH, PART_MATCHER_MESSAGES.partNumberTooLong)
    .optional()
    .transform((v) => {
      const norm = normalizePartNumber(v ?? '');
      return norm === '' ? undefined : norm;
    })
    .refine((v) => v === undefined || v.length <= PART_NUMBER_MAX_LENGTH, {
      message: PART_MATCHER_MESSAGES.partNumberTooLong,
    }),
  manufacturer: manufacturerQuerySchema,
  modelnum: optionalText(100),
});
export type GeneralRequestCreateQuery = z.input<typeof generalRequestCreateQuerySchema>;
export const generalRequestCreateBodySchema = z
  .object({ comments: multilineText({ label: 'Comments' }).max(4000).optional() })
  .nullish();
export const generalRequestCreateResponseSchema = envelopeOf(
  z.object({ generalRequestId: z.number().int() }),
);
export type GeneralRequestCreateResponse = z.infer<typeof generalRequestCreateResponseSchema>;
