import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of the API's answers (and of any other dynamic answer), for a phone on a slow network.
 * Only bodies of 1 KB or more: below that the header costs about as much as it saves. Brotli at
 * quality 4 and gzip at level 5 cost well under a millisecond on a search page of results, where the
 * highest levels cost several (measured in `npm run bench`: the search throughput holds). Static files
 * are compressed once at build time instead (platform/web-static.ts) and pass through untouched.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionOptions: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 5 },
};
