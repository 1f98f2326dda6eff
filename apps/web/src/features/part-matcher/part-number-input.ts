import {
  MIN_PART_NUMBER_LENGTH,
  MULTI_PART_LIMIT,
  PART_MATCHER_MESSAGES as M,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher';

/** What a part number box keeps of the typed text: uppercase A-Z and 0-9 only (spec marketplace 5). */
export function partNumberInputValue(typed: string): string {
  return normalizePartNumber(typed);
}

export interface ParsedPartList {
  /** Normalised, duplicates removed, in the order typed. */
  partNumbers: string[];
  /** Entries that normalise to fewer than 3 characters (skipped from the search). */
  tooShort: string[];
  /** Duplicates dropped (normalised form). */
  duplicates: string[];
  /** A sentence to show when the list cannot be searched as typed, else null. */
  error: string | null;
}

/** Splits pasted or typed part numbers: one per line or comma- (or semicolon-) separated. */
export function parsePartNumberList(
  text: string,
  limit = MULTI_PART_LIMIT,
  minLength = MIN_PART_NUMBER_LENGTH,
): ParsedPartList {
  const seen = new Set<string>();
  const partNumbers: string[] = [];
  const tooShort: string[] = [];
  const duplicates: string[] = [];
  for (const raw of text.split(/[\n\r,;]+/)) {
    if (!raw.trim()) continue;
    const pn = normalizePartNumber(raw);
    if (pn.length < minLength) {
      tooShort.push(raw.trim());
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
    error = tooShort.length ? M.partNumberTooShort : M.noPartNumbers;
  }
  return { partNumbers, tooShort, duplicates, error };
}
