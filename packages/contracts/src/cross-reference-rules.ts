import { normalizePartNumber, PART_NUMBER_MAX_LENGTH } from './part-matcher-rules';

/**
 * Cross-references between part numbers (issue 29): superseded numbers, interchanges and aftermarket
 * numbers. Constants, sentences and pure rules, without zod (the search pages read the labels).
 */

/**
 * `supersedes`: `to` is the new number that replaces the old `from`; `interchangeable`: either fits;
 * `aftermarket`: `to` is a non-OEM number for the OEM part `from`.
 */
export const CROSS_REFERENCE_KINDS = ['supersedes', 'interchangeable', 'aftermarket'] as const;
export type CrossReferenceKind = (typeof CROSS_REFERENCE_KINDS)[number];

/** `operator`: applies to every company's stock; `company`: a dealer's own, only for its stock. */
export const CROSS_REFERENCE_SOURCES = ['operator', 'company'] as const;
export type CrossReferenceSource = (typeof CROSS_REFERENCE_SOURCES)[number];

/** A searched number reaches numbers at most this many `supersedes` references away (either way). */
export const SUPERSESSION_MAX_HOPS = 5;
export const SERIAL_NOTE_MAX_LENGTH = 200;
export const CROSS_REFERENCE_PAGE_SIZE = 25;
export const CROSS_REFERENCE_MAX_LIMIT = 100;

/** "Did you mean": only for searched numbers this long (normalised), and at most this many suggestions. */
export const DID_YOU_MEAN_MIN_LENGTH = 6;
export const DID_YOU_MEAN_LIMIT = 5;

export const CROSS_REFERENCE_MESSAGES = {
  selfReference: 'A part number cannot be a cross-reference of itself.',
  fromMissing: 'The from part number is missing.',
  toMissing: 'The to part number is missing.',
  fromTooLong: `The from part number can be at most ${PART_NUMBER_MAX_LENGTH} letters and digits long.`,
  toTooLong: `The to part number can be at most ${PART_NUMBER_MAX_LENGTH} letters and digits long.`,
  unknownKind: "The kind must be 'supersedes', 'interchangeable' or 'aftermarket'.",
  serialNoteTooLong: `The serial-prefix note can be at most ${SERIAL_NOTE_MAX_LENGTH} characters long.`,
  duplicate: 'This cross-reference already exists.',
  notFound: 'Cross-reference not found.',
} as const;

export function unknownMakeMessage(make: string): string {
  return `The manufacturer "${make}" is not in the list.`;
}

/** `from` superseded by `to` would close a cycle: `to` already leads back to `from`. */
export function supersessionCycleMessage(from: string, to: string): string {
  return `${from} cannot be replaced by ${to}: ${to} is already replaced by ${from} through other references, so a number would replace itself.`;
}

/** A row of a file, as the dry run and the import say it. */
export function lineMessage(line: number, message: string): string {
  return `Line ${line}: ${message}`;
}

/** A normalised part number's problem for one side of a reference, or null. */
export function partNumberProblem(norm: string, side: 'from' | 'to'): string | null {
  if (norm === '')
    return side === 'from' ? CROSS_REFERENCE_MESSAGES.fromMissing : CROSS_REFERENCE_MESSAGES.toMissing;
  if (norm.length > PART_NUMBER_MAX_LENGTH)
    return side === 'from' ? CROSS_REFERENCE_MESSAGES.fromTooLong : CROSS_REFERENCE_MESSAGES.toTooLong;
  return null;
}

export function isCrossReferenceKind(value: string): value is CrossReferenceKind {
  return (CROSS_REFERENCE_KINDS as readonly string[]).includes(value);
}

/** A reference as typed (a form, a CSV row): manufacturers as abbreviation or id, blank = any make. */
export interface CrossReferenceDraft {
  fromPartNumber: string;
  fromManufacturer?: string | number | null;
  toPartNumber: string;
  toManufacturer?: string | number | null;
  kind: string;
  serialNote?: string | null;
}

/** The draft checked on its own (no database): normalised numbers, a known kind, a short note. */
export interface CheckedDraft {
  fromPartNumber: string;
  fromManufacturer: string | null;
  toPartNumber: string;
  toManufacturer: string | null;
  kind: CrossReferenceKind;
  serialNote: string | null;
}

const blankToNull = (v: string | number | null | undefined): string | null => {
  const s = v === null || v === undefined ? '' : String(v).trim();
  return s === '' ? null : s;
};

/** One sentence per problem of a draft alone; the makes, doubles and cycles are the server's to check. */
export function checkCrossReferenceDraft(
  draft: CrossReferenceDraft,
): { ok: true; value: CheckedDraft } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const from = normalizePartNumber(draft.fromPartNumber ?? '');
  const to = normalizePartNumber(draft.toPartNumber ?? '');
  const fromProblem = partNumberProblem(from, 'from');
  const toProblem = partNumberProblem(to, 'to');
  if (fromProblem) errors.push(fromProblem);
  if (toProblem) errors.push(toProblem);
  if (!fromProblem && !toProblem && from === to) errors.push(CROSS_REFERENCE_MESSAGES.selfReference);
  const kind = (draft.kind ?? '').trim().toLowerCase();
  if (!isCrossReferenceKind(kind)) errors.push(CROSS_REFERENCE_MESSAGES.unknownKind);
  const note = blankToNull(draft.serialNote ?? null);
  if (note !== null && note.length > SERIAL_NOTE_MAX_LENGTH)
    errors.push(CROSS_REFERENCE_MESSAGES.serialNoteTooLong);
  if (errors.length > 0 || !isCrossReferenceKind(kind)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fromPartNumber: from,
      fromManufacturer: blankToNull(draft.fromManufacturer),
      toPartNumber: to,
      toManufacturer: blankToNull(draft.toManufacturer),
      kind,
      serialNote: note,
    },
  };
}

/** The badge of a row found through a cross-reference (`searched` as typed or normalised). */
export function replacesLabel(searched: string): string {
  return `Replaces ${searched}`;
}
export function replacedByLabel(searched: string): string {
  return `Replaced by ${searched}`;
}
export function interchangeableLabel(searched: string): string {
  return `Interchangeable with ${searched}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Every normalised number one edit away from `norm` (one substitution, insertion or deletion, or two
 * neighbouring characters swapped), without `norm` itself: what "Did you mean" looks up, as exact
 * index probes, so a miss costs the same whatever the stock's size.
 */
export function oneEditVariants(norm: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= norm.length; i++) {
    for (const c of ALPHABET) out.add(norm.slice(0, i) + c + norm.slice(i));
    if (i < norm.length) {
      out.add(norm.slice(0, i) + norm.slice(i + 1));
      for (const c of ALPHABET) out.add(norm.slice(0, i) + c + norm.slice(i + 1));
    }
    if (i + 1 < norm.length) out.add(norm.slice(0, i) + norm[i + 1] + norm[i] + norm.slice(i + 2));
  }
  out.delete(norm);
  return [...out].filter((v) => v.length > 0 && v.length <= PART_NUMBER_MAX_LENGTH);
}

/** True when `a` and `b` differ by exactly one edit (as `oneEditVariants` counts them). */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    );
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}
