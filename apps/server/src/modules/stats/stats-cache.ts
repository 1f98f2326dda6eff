/**
 * Figures read from the rollups, kept by key under the rollup version read before them (ADR 0018).
 *
 * At that version (or a later one) an entry is served as it is: nothing shown is older than the
 * rollups. When the rollup job has counted something since, the entry's figures are still served
 * while they were read at most `staleMs` ago, and one refresh reads them again in the background;
 * the next call gets the refreshed figures. Figures read longer ago than that wait for the refresh.
 * So a page load never waits for a re-read of figures that are younger than `staleMs`, and every
 * figure shown was read from the rollups at most `staleMs` before: with the job running every 30 s,
 * an event is in every figure within a minute. `staleMs` 0 serves only figures of the current version.
 *
 * One refresh per key at a time, and none while the figures were read less than `refreshMs` ago; a
 * failed read is forgotten (the next call reads again).
 */
export interface RollupCacheOptions {
  /** Entries kept (least recently used go first). */
  size: number;
  staleMs: number;
  /**
   * Figures read less than this long ago are served without starting a refresh (the job's runs move
   * the version several times a minute; one re-read per figure and `refreshMs` is enough). At most
   * `staleMs`.
   */
  refreshMs?: number;
  now?: () => number;
}

interface Read<T> {
  version: number;
  /** When the read began: it holds every event the rollups held then. */
  at: number;
  value: Promise<T>;
}

interface Entry {
  done: Read<unknown> | null;
  pending: Read<unknown> | null;
}

export type RollupCache = <T>(key: string, version: number, compute: () => Promise<T>) => Promise<T>;

export function rollupCache(options: RollupCacheOptions): RollupCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const young = (read: Read<unknown>) => now() - read.at < options.staleMs;

  function refresh<T>(key: string, entry: Entry, version: number, compute: () => Promise<T>): Read<T> {
    const read: Read<T> = { version, at: now(), value: compute() };
    entry.pending = read;
    read.value.then(
      () => {
        if (entry.pending === read) entry.pending = null;
        if (!entry.done || entry.done.version <= read.version) entry.done = read;
      },
      () => {
        if (entry.pending === read) entry.pending = null;
        if (entries.get(key) === entry && !entry.done && !entry.pending) entries.delete(key);
      },
    );
    return read;
  }

  return <T>(key: string, version: number, compute: () => Promise<T>): Promise<T> => {
    let entry = entries.get(key);
    entries.delete(key);
    entry ??= { done: null, pending: null };
    entries.set(key, entry);
    while (entries.size > options.size) entries.delete(entries.keys().next().value!);

    const { done } = entry;
    if (done && done.version >= version) return done.value as Promise<T>;
    if (done && !entry.pending && now() - done.at < Math.min(options.refreshMs ?? 0, options.staleMs))
      return done.value as Promise<T>;
    const pending = entry.pending ?? refresh(key, entry, version, compute);
    if (done && young(done)) return done.value as Promise<T>;
    if (pending.version >= version || young(pending)) return pending.value as Promise<T>;
    // The refresh under way began too long ago: read again now.
    return refresh(key, entry, version, compute).value;
  };
}
