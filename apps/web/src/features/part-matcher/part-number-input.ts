import {
  MIN_PART_NUMBER_LENGTH,
  MULTI_PART_LIMIT,
  PART_LIST_SEPARATORS,
  PART_NUMBER_MAX_LENGTH,
  PART_MATCHER_MESSAGES as M,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher-rules';

/** What a part number box keeps of the typed text: uppercase A-Z and 0-9 only (spec marketplace 5). */
export function partNumberInputValue(typed: string): string {
  return normalizePartNumber(typed);
}

export interface ParsedPartList {
  /** Normalised, duplicates removed, in the order typed. */
  partNumbers: string[];
  /** Entries that normalise to fewer than 3 characters (skipped from the search). */
  tooShort: string[];
  /** Entries longer than 40 letters and digits (skipped from the search). */
  tooLong: string[];
  /** Duplicates dropped (normalised form). */
  duplicates: string[];
  /** A sentence to show when the list cannot be searched as typed, else null. */
  error: string | null;
}

/**
 * Splits pasted or typed part numbers the way the server does (PART_LIST_SEPARATORS: line breaks,
 * commas, semicolons and tabs, so a spreadsheet row or column pastes as that many numbers).
 */
export function parsePartNumberList(
  text: string,
  limit = MULTI_PART_LIMIT,
  minLength = MIN_PART_NUMBER_LENGTH,
): ParsedPartList {
  const seen = new Set<string>();
  const partNumbers: string[] = [];
  const tooShort: string[] = [];
  const tooLong: string[] = [];
  const duplicates: string[] = [];
  for (const raw of text.split(PART_LIST_SEPARATORS)) {
    if (!raw.trim()) continue;
    const pn = normalizePartNumber(raw);
    if (pn.length < minLength) {
      tooShort.push(raw.trim());
      continue;
    }
    if (pn.length > PART_NUMBER_MAX_LENGTH) {
      tooLong.push(`${pn.slice(0, 12)}...`);
      continue;
    }
    if (seen.has(pn)) {
      duplicates.push(pn);
      continue;
    }
    seen.add(pn);
    partNumbers.push(pn);
  }
  let error: string | null = null;
  if (partNumbers.length > limit) {
    error = `You can search up to ${limit} part numbers at once; you entered ${partNumbers.length}. Remove ${partNumbers.length - limit} to search.`;
  } else if (partNumbers.length === 0) {
    error = tooLong.length ? M.partNumberTooLong : tooShort.length ? M.partNumberTooShort : M.noPartNumbers;
  }
  return { partNumbers, tooShort, tooLong, duplicates, error };
}

/** A line break or tab: what a spreadsheet column or row carries between its cells. */
const PASTED_CELLS = /[\t\r\n]/;

/**
 * Issue 29: what a one-line part number box makes of pasted text. A column or row pasted from a
 * spreadsheet (line breaks or tabs) is several part numbers: the list (normalised, distinct, in order),
 * never one number glued together, which a text box would otherwise make of it by dropping the line
 * breaks. Null for anything else (the box takes it as typed).
 */
export function pastedPartNumbers(pasted: string): string[] | null {
  if (!PASTED_CELLS.test(pasted)) return null;
  return parsePartNumberList(pasted, Number.MAX_SAFE_INTEGER, 1).partNumbers;
}

/**
 * The value of a several-numbers box (`partNumbersBoxValue`) after text was pasted over its selection
 * (`start` to `end`): a pasted spreadsheet column or row goes in as its numbers, comma-separated. Null
 * when the paste is not such a list (the box takes it as typed).
 */
export function pasteIntoPartNumbersBox(
  value: string,
  start: number | null,
  end: number | null,
  pasted: string,
): string | null {
  const list = pastedPartNumbers(pasted);
  if (!list) return null;
  const before = value.slice(0, start ?? value.length);
  const after = value.slice(end ?? value.length);
  return partNumbersBoxValue([before, list.join(','), after].filter(Boolean).join(','));
}

/**
 * A box that takes one part number or several (the guest search, a general request): each number kept
 * as uppercase A-Z and 0-9 (at most 40), several separated by commas (semicolons, tabs and line breaks
 * become commas).
 */
export function partNumbersBoxValue(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\t\r\n;]+/g, ',')
    .replace(/[^A-Z0-9,]/g, '')
    .replace(/,{2,}/g, ',')
    .replace(/^,/, '')
    .split(',')
    .map((pn) => pn.slice(0, PART_NUMBER_MAX_LENGTH))
    .join(',');
}
