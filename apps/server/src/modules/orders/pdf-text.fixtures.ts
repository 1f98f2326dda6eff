import { inflateSync } from 'node:zlib';

/**
 * For tests: the text a PDF made by pdfkit shows, one string per text run. Enough of a parser to read
 * our own documents: each content stream (inflated when compressed), each `[...] TJ` text array with
 * its hex strings decoded as Windows-1252 (kerning offsets between them dropped).
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    const dict = pdf.subarray(Math.max(0, start - 200), start).toString('latin1');
    const raw = pdf.subarray(start + 'stream\n'.length, end);
    at = end + '\nendstream'.length;
    let content: string;
    try {
      content = (dict.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // not a content stream of ours (a font or an image)
    }
    for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}

/** Everything a PDF shows, its runs joined by newlines. */
export const pdfText = (pdf: Buffer) => pdfTextRuns(pdf).join('\n');
