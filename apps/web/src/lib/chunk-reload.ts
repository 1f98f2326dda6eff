/**
 * Rolling deploys (issue 31): a page of an older build whose next chunk fails to load (a 404 after a
 * deploy, or a network error) reloads once to the new build instead of going blank. At most once per
 * 30 s per tab, so a chunk that stays broken shows the error page rather than a reload loop.
 */
const KEY = 'ironmatch:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 30_000;
/** Set once this page asked for a reload: a second render while it unloads does not show the error. */
let reloading = false;

/** The messages browsers give a dynamic import or a preload that failed to load. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_ERROR.test(message);
}

/** Reloads the page unless it did so within the last 30 s; says whether it did. */
export function reloadForNewBuild(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (reloading && storage === window.sessionStorage) return true;
  let last = 0;
  try {
    last = Number(storage.getItem(KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(KEY, String(now));
  } catch {
    // Storage refused (a private window's quota): reload all the same; the next failure shows the error page.
  }
  if (storage === window.sessionStorage) reloading = true;
  reload();
  return true;
}

/** Vite's own event for a failed preload of a dynamic import's dependencies. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
