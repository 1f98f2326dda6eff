/**
 * The part matcher's constants, messages and pure rules, without zod (spec marketplace 2, 5, 8, 9): the
 * guest part pages use only these, so zod stays off their first load. The API's schemas are in
 * part-matcher.ts.
 */

/** Spec marketplace 9: the dropdown lists these first, in this order, then the rest alphabetically. */
export const MANUFACTURER_PRIORITY = ['CAT', 'JD', 'IHC', 'CASE', 'KOMATSU', 'FA'] as const;

export const CONDITIONS = ['AFTERMARKET', 'CORE', 'NEW', 'REBUILT', 'USED'] as const;
export type Condition = (typeof CONDITIONS)[number];

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
/**
 * The same part numbers (as a set) searched again by the same company within this many hours of a
 * request's last search join that request: one card in My Results, with how many times it was searched.
 */
export const REQUEST_JOIN_HOURS = 24;
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
  searchResultNotFound: 'Part search result not found.',
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

/**
 * How a row's part number matched the searched one: the same number, a longer one that begins with it,
 * one along a supersession chain, or an interchangeable / aftermarket number (issue 29). Rows come in
 * this order, and a row found several ways keeps the first.
 */
export const MATCH_KINDS = ['exact', 'prefix', 'superseded', 'interchange'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

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
