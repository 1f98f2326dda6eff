import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ImportMapping } from '@ironmatch/contracts/inventory';
import type { Manufacturer } from '@ironmatch/contracts/part-matcher';
import { badRequest } from '../../http/app-error';
import type { RejectedRow } from './inventory-import.repository';

/** What the parse thread is given: how to read the file and check its rows. */
export interface ParseJob {
  delimiter: string;
  mapping: ImportMapping;
  makes: Manufacturer[];
  /** Rows (good and rejected) per batch. */
  batchRows: number;
  /** Batches the thread may have sent that the server has not taken yet. */
  ahead: number;
}

/** Good rows of a batch, column by column, each a PostgreSQL array literal (`{"a","b"}`, `{1,NULL}`). */
export interface StagedColumns {
  count: number;
  row: string;
  partnum: string;
  partnumNorm: string;
  manufacturerId: string;
  condition: string;
  description: string;
  quantity: string;
  priceCents: string;
  wholesalePriceCents: string;
  pictures: string;
}

/** One batch: the running counts after it, its good rows and its rejected rows. */
export interface ParsedBatch {
  processed: number;
  rejected: number;
  good: StagedColumns | null;
  bad: RejectedRow[];
}

export type ToParser =
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'end' }
  | { type: 'failed'; message: string }
  | { type: 'ack' };
export type FromParser =
  | { type: 'pull' }
  | { type: 'batch'; batch: ParsedBatch }
  | { type: 'done' }
  | { type: 'error'; message: string; userFault: boolean };

/** The parse thread's entry: its TypeScript source through tsx (the server's runtime, ADR 0005). */
const WORKER_URL = new URL('./import-parse-worker-boot.mjs', import.meta.url);

/**
 * Parses and checks a parts file in a worker thread, yielding its batches in file order. The thread reads
 * ahead while the caller writes a batch (at most `ahead` batches). A file csv-parse cannot read, or
 * without a header, throws the 400 the user sees. Ending the loop early stops the thread.
 */
export async function* parseImportFile(
  stream: Readable,
  job: Omit<ParseJob, 'ahead'> & { ahead?: number },
): AsyncGenerator<ParsedBatch> {
  const worker = new Worker(WORKER_URL, { workerData: { ahead: 2, ...job } satisfies ParseJob });
  const reader = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const ready: ParsedBatch[] = [];
  let finished = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const pull = async () => {
    try {
      const next = await reader.next();
      if (next.done) worker.postMessage({ type: 'end' } satisfies ToParser);
      else worker.postMessage({ type: 'chunk', data: next.value } satisfies ToParser);
    } catch (err) {
      worker.postMessage({ type: 'failed', message: (err as Error).message } satisfies ToParser);
      failure ??= err as Error;
      notify();
    }
  };
  worker.on('message', (message: FromParser) => {
    if (message.type === 'pull') void pull();
    else if (message.type === 'batch') ready.push(message.batch);
    else if (message.type === 'done') finished = true;
    else
      failure ??= message.userFault
        ? badRequest(message.message, [message.message])
        : new Error(message.message);
    notify();
  });
  worker.on('error', (err) => {
    failure ??= err;
    notify();
  });
  worker.on('exit', (code) => {
    if (!finished) failure ??= new Error(`The import's parse thread stopped (exit code ${code}).`);
    notify();
  });
  try {
    for (;;) {
      if (ready.length > 0) {
        const batch = ready.shift()!;
        worker.postMessage({ type: 'ack' } satisfies ToParser);
        yield batch;
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    finished = true;
    await worker.terminate();
    stream.destroy();
  }
}
