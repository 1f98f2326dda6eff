import { centsAsDecimal } from '../../lib/format';
import type { PartView } from './part-view';

/** One searched part number and the rows found for it, as the results show them. */
export interface ResultGroup {
  partNumber: string;
  parts: PartView[];
}

const HEADER = [
  'Searched Part Number',
  'Company Name',
  'City',
  'State',
  'Part Number',
  'Match',
  'Description',
  'Condition',
  'Manufacturer',
  'Quantity',
  'Price',
  'Pictures',
];

/**
 * A cell as spreadsheet programs read it safely: text that starts like a formula (= + - @, a tab or a
 * carriage return) gets a leading apostrophe so it stays text (CSV injection), and a cell with a comma,
 * quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function splitLocation(location: string): [string, string] {
  const at = location.lastIndexOf(', ');
  return at === -1 ? [location, ''] : [location.slice(0, at), location.slice(at + 2)];
}

/** The results as CSV (CRLF line ends): one line per part found, under the part number searched. */
export function resultsCsv(groups: readonly ResultGroup[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const group of groups) {
    for (const p of group.parts) {
      const [city, state] = splitLocation(p.companyLocation);
      lines.push(
        [
          group.partNumber,
          p.companyName,
          city,
          state,
          p.partNumber,
          p.matchKind === 'exact'
            ? 'Exact'
            : p.matchKind === 'prefix'
              ? 'Begins with'
              : (p.matchLabel ?? p.matchKind),
          p.description,
          p.condition,
          p.manufacturer,
          p.quantity,
          p.priceCents !== null && p.priceCents > 0 ? centsAsDecimal(p.priceCents) : 'Contact for price',
          p.pictures.length,
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a download (a byte-order mark first, so spreadsheets read UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
