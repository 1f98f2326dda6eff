import { describe, expect, it } from 'vitest';
import { rollupCache } from './stats-cache';

/** A read whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('rollupCache: figures read from the rollups', () => {
  it('reads once per version, and reads again when the version moves (staleMs 0)', async () => {
    const cache = rollupCache({ size: 4, staleMs: 0 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache('k', 1, read)).toBe(1);
    expect(await cache('k', 1, read)).toBe(1);
    expect(await cache('k', 2, read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('shares one read between calls that arrive together', async () => {
    const cache = rollupCache({ size: 4, staleMs: 0 });
    const d = deferred<string>();
    let reads = 0;
    const read = () => (reads++, d.promise);
    const both = Promise.all([cache('k', 1, read), cache('k', 1, read)]);
    d.resolve('a');
    expect(await both).toEqual(['a', 'a']);
    expect(reads).toBe(1);
  });

  it('serves young figures of an older version while one refresh reads the new ones', async () => {
    let clock = 0;
    const cache = rollupCache({ size: 4, staleMs: 20_000, now: () => clock });
    expect(await cache('k', 1, async () => 'v1')).toBe('v1');
    clock = 5_000;
    const d = deferred<string>();
    let reads = 0;
    const read = () => (reads++, d.promise);
    // The job counted something: the previous figures are served at once, one refresh is under way.
    expect(await cache('k', 2, read)).toBe('v1');
    expect(await cache('k', 3, read)).toBe('v1');
    expect(reads).toBe(1);
    d.resolve('v2');
    await d.promise;
    // The refresh read at version 2; version 3 is newer: its figures are served while 3 is read.
    expect(await cache('k', 3, async () => 'v3')).toBe('v2');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache('k', 3, async () => 'never')).toBe('v3');
  });

  it('never serves figures read longer ago than staleMs: those wait for the refresh', async () => {
    let clock = 0;
    const cache = rollupCache({ size: 4, staleMs: 20_000, now: () => clock });
    expect(await cache('k', 1, async () => 'v1')).toBe('v1');
    clock = 20_001;
    expect(await cache('k', 2, async () => 'v2')).toBe('v2');
    // The same version is served whatever its age: the rollups did not change.
    clock = 100_000;
    expect(await cache('k', 2, async () => 'never')).toBe('v2');
  });

  it('reads again when the refresh under way began longer ago than staleMs', async () => {
    let clock = 0;
    const cache = rollupCache({ size: 4, staleMs: 20_000, now: () => clock });
    const slow = deferred<string>();
    const first = cache('k', 1, () => slow.promise);
    clock = 30_000;
    expect(await cache('k', 2, async () => 'v2')).toBe('v2');
    slow.resolve('v1');
    expect(await first).toBe('v1');
    // The older read finishing late does not replace the newer figures.
    expect(await cache('k', 2, async () => 'never')).toBe('v2');
  });

  it('forgets a failed read', async () => {
    const cache = rollupCache({ size: 4, staleMs: 20_000 });
    await expect(cache('k', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('k', 1, async () => 'ok')).toBe('ok');
  });

  it('keeps at most `size` entries, the least recently used going first', async () => {
    const cache = rollupCache({ size: 2, staleMs: 0 });
    let reads = 0;
    const read = async () => ++reads;
    await cache('a', 1, read);
    await cache('b', 1, read);
    await cache('a', 1, read);
    await cache('c', 1, read);
    expect(await cache('a', 1, read)).toBe(1);
    expect(await cache('b', 1, read)).toBe(4);
  });
});

describe('rollupCache with refreshMs', () => {
  it('does not read again figures read less than refreshMs ago, then refreshes in the background', async () => {
    let clock = 0;
    const cache = rollupCache({ size: 4, staleMs: 20_000, refreshMs: 10_000, now: () => clock });
    expect(await cache('k', 1, async () => 'v1')).toBe('v1');
    clock = 9_999;
    let reads = 0;
    expect(await cache('k', 2, async () => (reads++, 'v2'))).toBe('v1');
    expect(reads).toBe(0);
    clock = 10_000;
    expect(await cache('k', 2, async () => (reads++, 'v2'))).toBe('v1');
    expect(reads).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache('k', 2, async () => 'never')).toBe('v2');
  });
});
