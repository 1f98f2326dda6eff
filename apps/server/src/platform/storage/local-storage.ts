import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, type StoredFileMeta } from './file-storage';

/**
 * Files on local disk: `<root>/<key>` holds the bytes, `<root>/.meta/<key>.json` the content type and
 * original name, `<root>/.tmp/` the writes in progress (renamed into place when complete, so a
 * reader never sees half a file). Keys never start with a dot, so neither folder can be a key.
 */
export function createLocalStorage(root: string): FileStorage {
  const dataPath = (key: string) => path.join(root, key);
  const metaPath = (key: string) => path.join(root, '.meta', `${key}.json`);
  const tmpDir = path.join(root, '.tmp');

  async function writeAtomically(target: string, body: Buffer | Uint8Array | Readable): Promise<void> {
    await mkdir(tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
      else await writeFile(tmp, body, { flag: 'wx' });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    kind: 'local',
    async put(key, body, meta) {
      assertStorageKey(key);
      const stored: StoredFileMeta = { contentType: meta.contentType, filename: meta.filename ?? null };
      // Metadata first: a file whose bytes are visible always has its metadata.
      await writeAtomically(metaPath(key), Buffer.from(JSON.stringify(stored)));
      await writeAtomically(dataPath(key), body);
    },
    async open(key) {
      assertStorageKey(key);
      let size: number;
      try {
        const s = await stat(dataPath(key));
        if (!s.isFile()) return null;
        size = s.size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      let meta: StoredFileMeta = { contentType: 'application/octet-stream', filename: null };
      try {
        meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as StoredFileMeta;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      return {
        stream: createReadStream(dataPath(key)),
        size,
        contentType: meta.contentType,
        filename: meta.filename ?? null,
      };
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(dataPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        return (await stat(dataPath(key))).isFile();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async ping() {
      // Made on first use like every other folder here; then it must be a folder this process can write.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK | constants.R_OK);
    },
  };
}
