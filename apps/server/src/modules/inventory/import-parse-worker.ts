/**
 * The import's parse, in a worker thread (ADR 0015): csv-parse and the row checks of a 500,000-row file
 * are seconds of CPU, which on the server's event loop delayed every search meanwhile. The thread pulls
 * the file's bytes from the server (which reads them from storage), checks each row and sends back batches
 * whose columns are already PostgreSQL array literals, so the server's part of a batch is one insert.
 * Protocol: import-parse-thread.ts.
 */
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Readable } from 'node:stream';
import {
  IMPORT_FIELDS,
  makeNameResolver,
  validateImportRow,
  type ImportPart,
  type RawImportRow,
} from '@ironmatch/contracts/inventory';
import { AppError } from '../../http/app-error';
import { readImportRecords } from './import-file';
import type { ParseJob, ParsedBatch, ToParser, FromParser } from './import-parse-thread';

/**
 * A background job's parse yields the cores to the server's requests whenever they compete: on Linux the
 * nice value is per thread, so this lowers this thread alone (elsewhere it would lower the whole process).
 */
const BACKGROUND_NICE = 10;
if (process.platform === 'linux' && getPriority() < BACKGROUND_NICE) {
  try {
    setPriority(BACKGROUND_NICE);
  } catch {
    // Not allowed here: the parse runs at the server's priority, as it would anywhere else.
  }
}

const port = parentPort!;
const job = workerData as ParseJob;
const send = (message: FromParser) => port.postMessage(message);

/** A PostgreSQL array literal of texts: every element quoted, `"` and `\` escaped, null as NULL. */
function textArray(values: ReadonlyArray<string | null>): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${out}}`;
}

function intArray(values: ReadonlyArray<number | null>): string {
  return `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;
}

// The file's bytes, asked from the server one chunk at a time as csv-parse wants more.
const feed = new Readable({
  read() {
    send({ type: 'pull' });
  },
});
// The server's answers: file chunks asked for, and acknowledgements of batches it has taken.
let acked = 0;
let ackWaiter: (() => void) | null = null;
port.on('message', (message: ToParser) => {
  if (message.type === 'chunk')
    feed.push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
  else if (message.type === 'end') feed.push(null);
  else if (message.type === 'failed') feed.destroy(new Error(message.message));
  else if (message.type === 'ack') {
    acked++;
    ackWaiter?.();
  }
});

async function main(): Promise<void> {
  const resolve = makeNameResolver(job.makes);
  const { headers, records } = await readImportRecords(feed, job.delimiter);
  const columns = IMPORT_FIELDS.map((f) => {
    const header = job.mapping[f];
    return header === undefined ? -1 : headers.indexOf(header);
  });
  let sent = 0;
  let processed = 0;
  let rejected = 0;
  let good: Array<{ row: number; part: ImportPart }> = [];
  let bad: ParsedBatch['bad'] = [];

  const flush = async () => {
    const batch: ParsedBatch = {
      processed,
      rejected,
      good:
        good.length === 0
          ? null
          : {
              count: good.length,
              row: intArray(good.map((g) => g.row)),
              partnum: textArray(good.map((g) => g.part.partnum)),
              partnumNorm: textArray(good.map((g) => g.part.partnumNorm)),
              manufacturerId: intArray(good.map((g) => g.part.manufacturerId)),
              condition: textArray(good.map((g) => g.part.condition)),
              description: textArray(good.map((g) => g.part.description)),
              quantity: intArray(good.map((g) => g.part.quantity)),
              priceCents: intArray(good.map((g) => g.part.priceCents)),
              wholesalePriceCents: intArray(good.map((g) => g.part.wholesalePriceCents)),
              pictures: textArray(good.map((g) => (g.part.pictures ? g.part.pictures.join('\n') : null))),
            },
      bad,
    };
    good = [];
    bad = [];
    // At most this many batches wait for the server: the parse runs ahead of the writes, not the whole file.
    while (sent - acked >= job.ahead) await new Promise<void>((r) => (ackWaiter = r));
    ackWaiter = null;
    sent++;
    send({ type: 'batch', batch });
  };

  for await (const { line, cells } of records) {
    const raw: RawImportRow = {};
    IMPORT_FIELDS.forEach((f, i) => {
      if (columns[i]! >= 0) raw[f] = cells[columns[i]!] ?? '';
    });
    const check = validateImportRow(raw, resolve);
    processed++;
    if (check.ok) good.push({ row: line, part: check.part });
    else {
      rejected++;
      bad.push({
        row: line,
        message: check.messages.join(' '),
        cells: IMPORT_FIELDS.map((f) => raw[f] ?? ''),
      });
    }
    if (good.length + bad.length >= job.batchRows) await flush();
  }
  // The last rows, or the counts of a file without any; a file ending on a full batch has sent them.
  if (good.length + bad.length > 0 || sent === 0) await flush();
  send({ type: 'done' });
}

main().catch((err: unknown) => {
  send({
    type: 'error',
    message: err instanceof Error ? err.message : String(err),
    userFault: err instanceof AppError && err.statusCode === 400,
  });
});
