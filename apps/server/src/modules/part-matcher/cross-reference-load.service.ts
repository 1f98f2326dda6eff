import { parse } from 'csv-parse/sync';
import { lineMessage } from '@ironmatch/contracts/cross-reference-rules';
import type { Db } from '../../db/database';
import { createCrossReferencesService } from './cross-references.service';
import { lockCrossReferenceWriters } from './cross-references.repository';
import { createManufacturerCatalog } from '../inventory/manufacturer-catalog.service';

/** The operators' CSV columns (issue 29), in this order in the example; any order is read. */
export const CROSS_REFERENCE_CSV_COLUMNS = [
  'from_part_number',
  'from_manufacturer',
  'to_part_number',
  'to_manufacturer',
  'kind',
  'serial_note',
] as const;
const REQUIRED_COLUMNS = ['from_part_number', 'to_part_number', 'kind'] as const;

export interface CrossReferenceLoadResult {
  /** Rows read (the header not counted). */
  rows: number;
  added: number;
  /** One sentence per refused row, with its line (the header is line 1). */
  refused: string[];
  dryRun: boolean;
}

class DryRunDone extends Error {}

/** A file the command cannot read as cross-references at all (its header). */
export class CrossReferenceFileError extends Error {}

/**
 * Loads operators' cross-references from a CSV text, all in one transaction under the operators'
 * writer lock: each row is checked against the stored references and the file's earlier rows (stored
 * as the load goes), so a cycle the file itself closes is refused on its closing row. A dry run does
 * the very same and rolls back.
 */
export async function loadOperatorCrossReferences(
  db: Db,
  csv: string,
  options: {
    dryRun: boolean;
    /** Called in the load's transaction once every row is done (never on a dry run): the console's audit row. */
    onLoaded?: (tx: Db, result: CrossReferenceLoadResult) => Promise<void>;
  },
): Promise<CrossReferenceLoadResult> {
  // Each record with the line it starts on (the header is line 1), blank lines counted as a spreadsheet shows them.
  const parsed = parse(csv, { bom: true, relax_column_count: true, info: true }) as unknown as Array<{
    record: string[];
    info: { lines: number };
  }>;
  const records = parsed.filter((p, i) => i === 0 || p.record.some((cell) => cell.trim() !== ''));
  const header = (records[0]?.record ?? []).map((h) => h.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (records.length === 0 || missing.length > 0)
    throw new CrossReferenceFileError(
      `The file's first line must name the columns ${CROSS_REFERENCE_CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ') || 'all'}.`,
    );
  const column = (row: string[], name: string) => {
    const i = header.indexOf(name);
    return i < 0 ? '' : (row[i] ?? '');
  };
  const result: CrossReferenceLoadResult = {
    rows: records.length - 1,
    added: 0,
    refused: [],
    dryRun: options.dryRun,
  };
  try {
    await db.transaction(async (tx) => {
      // Everything reads through the transaction: the embedded database has one connection, which the load holds.
      const service = createCrossReferencesService({ db: tx, catalog: createManufacturerCatalog(tx) });
      await lockCrossReferenceWriters(tx, null);
      for (let i = 1; i < records.length; i++) {
        const { record: row, info } = records[i]!;
        const checked = await service.check(null, {
          fromPartNumber: column(row, 'from_part_number'),
          fromManufacturer: column(row, 'from_manufacturer'),
          toPartNumber: column(row, 'to_part_number'),
          toManufacturer: column(row, 'to_manufacturer'),
          kind: column(row, 'kind'),
          serialNote: column(row, 'serial_note'),
        });
        const line = info.lines;
        const prepared = checked.ok ? await service.checkStored(tx, checked.value) : checked;
        if (!prepared.ok) {
          result.refused.push(...prepared.errors.map((e) => lineMessage(line, e)));
          continue;
        }
        if (await service.insert(tx, prepared.value)) result.added++;
      }
      if (options.dryRun) throw new DryRunDone();
      await options.onLoaded?.(tx, result);
    });
  } catch (err) {
    if (!(err instanceof DryRunDone)) throw err;
  }
  return result;
}

/** How many rows were refused (a row may carry several sentences, each starting with its line). */
export function refusedRowCount(result: CrossReferenceLoadResult): number {
  return new Set(result.refused.map((r) => r.slice(0, r.indexOf(':')))).size;
}

/** The closing sentence: the counts. */
export function describeLoadCounts(result: CrossReferenceLoadResult): string {
  const refusedRows = refusedRowCount(result);
  return result.dryRun
    ? `Dry run: ${result.added} of ${result.rows} row(s) would be added, ${refusedRows} refused. Nothing was changed.`
    : `${result.added} of ${result.rows} row(s) added, ${refusedRows} refused.`;
}

/** What the command prints: each refused row, then the counts. */
export function describeLoad(result: CrossReferenceLoadResult): string {
  return [...result.refused, describeLoadCounts(result)].join('\n');
}
