import { detectDelimiter } from '@ironmatch/contracts/inventory-imports';

/** The header line's cells: enough of CSV to name the columns (the server reads the file with csv-parse). */
export function splitHeader(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells.filter((c) => c !== '');
}

/** The column names of a chosen file, read from its first line before it is uploaded. */
export async function readHeaders(file: File): Promise<string[]> {
  const head = await file.slice(0, 65536).text();
  const line = head.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  return splitHeader(line, detectDelimiter(line));
}
