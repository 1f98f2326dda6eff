import { randomUUID } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { INVENTORY_FILE_MAX_BYTES, INVENTORY_MESSAGES as M } from '@ironmatch/contracts/inventory';
import { detectDelimiter } from '@ironmatch/contracts/inventory-imports';
import { badRequest } from '../../http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Uploaded parts files are kept under keys no browser may ask for (not `public/` or `private/`). */
export function newImportFileKey(companyId: number): string {
  return `inventory-imports/c${companyId}-${randomUUID().replaceAll('-', '')}.csv`;
}

// Binary formats people send by mistake: zip (xlsx, ods), OLE (xls), PDF, pictures.
const BINARY_STARTS = [
  Buffer.from('PK\u0003\u0004', 'latin1'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  Buffer.from('%PDF', 'latin1'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF8', 'latin1'),
];

/** Whether the first bytes of a file look like text (no NUL byte, no known binary signature). */
export function looksLikeText(head: Buffer): boolean {
  if (BINARY_STARTS.some((sig) => head.subarray(0, sig.length).equals(sig))) return false;
  return !head.includes(0);
}

export interface StoredImportFile {
  key: string;
  bytes: number;
  /** Line breaks in the file: an estimate of its rows before it is parsed. */
  lines: number;
}

class FileProblem extends Error {}

/**
 * Streams an upload into storage, counting bytes and lines and checking that it is text as it goes.
 * A file over 100 MB or not text answers 400 with a sentence, and nothing is kept. A bad file is read
 * to its end without being kept (rather than failing the stream), so the form's later fields still arrive.
 */
export async function storeImportFile(
  storage: FileStorage,
  companyId: number,
  upload: { file: Readable & { truncated?: boolean }; filename: string },
): Promise<StoredImportFile> {
  const key = newImportFileKey(companyId);
  let bytes = 0;
  let lines = 0;
  let head = Buffer.alloc(0);
  let problem: string | undefined;
  const HEAD_BYTES = 8192;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (!problem && bytes > INVENTORY_FILE_MAX_BYTES) problem = M.fileTooLarge;
      if (!problem && head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (!looksLikeText(head)) problem = M.notText;
      }
      if (problem) return done();
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      done(null, chunk);
    },
  });
  // pipeline, not pipe: when the form ends before its closing boundary, the parser has already destroyed
  // the file part with its error by the time it reaches this code; pipe() would wait for it forever (and
  // keep the half-written file open), pipeline() hands that error on to storage, which then fails.
  const body = pipeline(upload.file, meter, () => undefined);
  try {
    await storage.put(key, body, { contentType: 'text/csv', filename: upload.filename });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (upload.file.truncated) problem ??= M.fileTooLarge;
  if (!problem && bytes === 0) problem = M.noHeader;
  if (problem) {
    await storage.delete(key);
    throw badRequest(problem, [problem]);
  }
  return { key, bytes, lines };
}

/** One data row: its line number in the file (the header is line 1) and its cells. */
export interface FileRecord {
  line: number;
  cells: string[];
}

async function readHead(stream: Readable, max = 65536): Promise<string> {
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.includes('\n') || text.length >= max) break;
  }
  stream.destroy();
  return text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
}

/** The delimiter of a stored parts file (commas or tabs), told from its header line. */
export async function importFileDelimiter(storage: FileStorage, key: string): Promise<string> {
  const first = await storage.open(key);
  if (!first) throw new Error(`The import file ${key} is missing from storage.`);
  return detectDelimiter(await readHead(first.stream));
}

/**
 * Reads a stored parts file with csv-parse (streaming): the header row, then each record with its line
 * number. Commas or tabs are told apart from the header line.
 */
export async function openImportFile(
  storage: FileStorage,
  key: string,
): Promise<{ headers: string[]; records: AsyncGenerator<FileRecord> }> {
  const delimiter = await importFileDelimiter(storage, key);
  const file = await storage.open(key);
  if (!file) throw new Error(`The import file ${key} is missing from storage.`);
  return readImportRecords(file.stream, delimiter);
}

/**
 * Parses a parts file's bytes with csv-parse: the header row, then each record with its line number.
 * Shared by the upload's header check (in the server) and the import's parse (in a worker thread).
 */
export async function readImportRecords(
  stream: Readable,
  delimiter: string,
): Promise<{ headers: string[]; records: AsyncGenerator<FileRecord> }> {
  const parser = stream.pipe(
    parse({
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }),
  );
  stream.on('error', (err) => parser.destroy(err));
  const iterator = (parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)[
    Symbol.asyncIterator
  ]();
  let headers: string[];
  try {
    const head = await iterator.next();
    if (head.done) throw new FileProblem(M.noHeader);
    headers = head.value.record.map((h) => h.trim());
    if (headers.every((h) => h === '')) throw new FileProblem(M.noHeader);
  } catch (err) {
    parser.destroy();
    throw unreadable(err);
  }
  async function* records(): AsyncGenerator<FileRecord> {
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        const { record, info } = next.value;
        if (record.every((c) => c.trim() === '')) continue;
        yield { line: info.lines, cells: record };
      }
    } catch (err) {
      throw unreadable(err);
    } finally {
      parser.destroy();
    }
  }
  return { headers, records: records() };
}

/** A file csv-parse cannot read is the user's problem: a 400 with the parser's own reason. */
function unreadable(err: unknown): Error {
  if (err instanceof FileProblem) return badRequest(err.message, [err.message]);
  const code = (err as { code?: string })?.code;
  if (typeof code === 'string' && code.startsWith('CSV_')) {
    const message = M.unreadable((err as Error).message);
    return badRequest(message, [message]);
  }
  return err as Error;
}
