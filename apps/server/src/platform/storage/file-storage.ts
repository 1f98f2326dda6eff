import type { Readable } from 'node:stream';

/** What is kept beside a file's bytes. */
export interface StoredFileMeta {
  /** A content type from our own allow-list (never the client's claim). */
  contentType: string;
  /** The client's original file name, for `Content-Disposition` only; never part of the key. */
  filename?: string | null;
}

/** An opened file: its bytes as a stream, plus what the response headers need. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
  filename: string | null;
}

/**
 * Where uploaded and generated files live (ADR 0007): local disk under DATA_DIR/files by default,
 * S3-compatible storage when configured. Keys are ours (see `file-keys.ts`); a key is written once
 * and never overwritten with other content, so anything served from it may be cached for good.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the whole file; readers never see a half-written one. */
  put(key: string, body: Buffer | Uint8Array | Readable, meta: StoredFileMeta): Promise<void>;
  /** Null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Throws when the storage cannot be reached (the bucket, or the folder); for `/api/health/ready`. */
  ping(): Promise<void>;
}

const KEY =
  /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)*$/;

/**
 * Storage keys are slash-separated segments of letters, digits, '-', '_' and single dots, never
 * starting with a dot: no `..`, no absolute path, nothing a backend could read as a path escape.
 */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 300 && KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
