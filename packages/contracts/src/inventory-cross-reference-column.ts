import type { CrossReferenceKind } from './cross-reference-rules';
import { normalizePartNumber, PART_NUMBER_MAX_LENGTH } from './part-matcher-rules';

/**
 * The inventory import's cross-reference column (issue 29): a cell lists entries separated by `;`, each
 * `<relation>:<part number>`, read from the row's part: `replaces:1R-0716` (this part replaces 1R-0716),
 * `replaced-by:1R-1807`, `interchangeable:AT123456`, `aftermarket:AF9000`. The export writes the same form.
 */

export const CROSS_REFERENCE_RELATIONS = [
  'replaces',
  'replaced-by',
  'interchangeable',
  'aftermarket',
] as const;
export type CrossReferenceRelation = (typeof CROSS_REFERENCE_RELATIONS)[number];

/**
 * One entry as a stored reference: `from` is on the row's make (the row's number, or the number it
 * replaces); `toAnyMake` is true for an aftermarket number (make null), else `to` is on the row's make too.
 */
export interface ImportCrossReference {
  kind: CrossReferenceKind;
  from: string;
  to: string;
  toAnyMake: boolean;
}

export const CROSS_REFERENCE_COLUMN_MESSAGES = {
  unreadable: (entry: string) =>
    `Cross reference "${entry}" cannot be read: write replaces, replaced-by, interchangeable or aftermarket, a colon and a part number, entries separated by ;.`,
  tooLong: (entry: string) =>
    `Cross reference "${entry}": the part number is longer than ${PART_NUMBER_MAX_LENGTH} letters and digits.`,
  selfReference: (entry: string) =>
    `Cross reference "${entry}" names this row's own part number; a part cannot be a cross-reference of itself.`,
} as const;

function relationOf(text: string): CrossReferenceRelation | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (CROSS_REFERENCE_RELATIONS as readonly string[]).includes(key)
    ? (key as CrossReferenceRelation)
    : undefined;
}

/** The reference an entry stands for, seen from the row's (normalised) number. */
export function entryReference(
  relation: CrossReferenceRelation,
  rowNumber: string,
  other: string,
): ImportCrossReference {
  switch (relation) {
    case 'replaces':
      return { kind: 'supersedes', from: other, to: rowNumber, toAnyMake: false };
    case 'replaced-by':
      return { kind: 'supersedes', from: rowNumber, to: other, toAnyMake: false };
    case 'interchangeable':
      return { kind: 'interchangeable', from: rowNumber, to: other, toAnyMake: false };
    case 'aftermarket':
      return { kind: 'aftermarket', from: rowNumber, to: other, toAnyMake: true };
  }
}

/**
 * Reads a cross-reference cell for the row whose part number is `rowPartNumber` (as typed). Empty
 * entries are skipped, an entry given twice counts once; every problem is one sentence.
 */
export function readCrossReferenceCell(
  cell: string | undefined,
  rowPartNumber: string,
): { ok: true; references: ImportCrossReference[] } | { ok: false; messages: string[] } {
  const references: ImportCrossReference[] = [];
  const messages: string[] = [];
  if (cell === undefined || cell.trim() === '') return { ok: true, references };
  const rowNumber = normalizePartNumber(rowPartNumber);
  const seen = new Set<string>();
  for (const raw of cell.split(';')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    const relation = colon === -1 ? undefined : relationOf(entry.slice(0, colon));
    const other = colon === -1 ? '' : normalizePartNumber(entry.slice(colon + 1));
    if (!relation || other === '') messages.push(CROSS_REFERENCE_COLUMN_MESSAGES.unreadable(entry));
    else if (other.length > PART_NUMBER_MAX_LENGTH)
      messages.push(CROSS_REFERENCE_COLUMN_MESSAGES.tooLong(entry));
    else if (other === rowNumber) messages.push(CROSS_REFERENCE_COLUMN_MESSAGES.selfReference(entry));
    else {
      const reference = entryReference(relation, rowNumber, other);
      const key = `${reference.kind}:${reference.from}:${reference.to}`;
      if (!seen.has(key)) references.push(reference);
      seen.add(key);
    }
  }
  return messages.length > 0 ? { ok: false, messages } : { ok: true, references };
}

/**
 * The entry a stored reference makes on the row of `rowNumber` (normalised), or null when no relation
 * says it from this side (the OEM number of an aftermarket one).
 */
export function referenceEntry(
  rowNumber: string,
  reference: { kind: CrossReferenceKind; from: string; to: string },
): string | null {
  const { kind, from, to } = reference;
  if (kind === 'supersedes' && to === rowNumber) return `replaces:${from}`;
  if (kind === 'supersedes' && from === rowNumber) return `replaced-by:${to}`;
  if (kind === 'interchangeable' && from === rowNumber) return `interchangeable:${to}`;
  if (kind === 'interchangeable' && to === rowNumber) return `interchangeable:${from}`;
  if (kind === 'aftermarket' && from === rowNumber) return `aftermarket:${to}`;
  return null;
}

/** A cell written back from entries, sorted so an export is stable. */
export function formatCrossReferenceCell(entries: readonly string[]): string {
  return [...new Set(entries)].sort().join('; ');
}
