import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Object metadata travels as ASCII headers: the original name is kept percent-encoded. */
const NAME_META = 'original-name';

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * S3-compatible storage (AWS S3, MinIO, R2, ...). Path-style addressing and checksums only where an
 * operation requires them: what every S3-compatible server understands.
 */
export function createS3Storage(settings: S3Settings): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, body, meta) {
      assertStorageKey(key);
      // Upload sends a small body in one PUT and streams a large or unknown-length one in parts.
      await new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: body,
          ContentType: meta.contentType,
          Metadata: meta.filename ? { [NAME_META]: encodeURIComponent(meta.filename) } : {},
        },
      }).done();
    },
    async open(key) {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const encoded = out.Metadata?.[NAME_META];
        let filename: string | null = null;
        try {
          filename = encoded ? decodeURIComponent(encoded) : null;
        } catch {
          filename = null;
        }
        return {
          stream: out.Body as Readable,
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          filename,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(2000) });
    },
    close() {
      client.destroy();
    },
  };
}
