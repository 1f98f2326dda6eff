import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the encoding header costs about as much as it saves (the API uses the same bound). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, at the highest
 * levels (done once at build time, so the server never compresses a static file per request).
 * The server picks one by the request's Accept-Encoding (apps/server/src/platform/web-static.ts).
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = await listFiles(dir);
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : listFiles(full);
      return [full];
    }),
  );
  return nested.flat();
}
