import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The logged-in search keeps what it showed in the browser history (issue 10, item 7): each history
 * entry of /partmatcher/partsearch carries an id in its state, and session storage holds that entry's
 * form, search and results under the id. A reload or Back shows the same search and results without
 * searching again (a search is saved and may email dealers, so it is never repeated by itself).
 * The address itself stays clean (spec marketplace 2 removes partNumber and description from it).
 */

const PREFIX = 'pm-search:';
/** Entries kept per tab; the oldest go first when storage runs out. */
const MAX_ENTRIES = 12;

export interface StoredSearchEntry<Form, Search, Result> {
  /** The form as last typed (a draft survives a reload too). */
  form: Form;
  /** The form as it was searched: what the entry shows again once the user has moved on. */
  searchedForm?: Form;
  search?: Search;
  result?: Result;
  /** When it was written (ms), to drop the oldest entries first. */
  at: number;
}

function entryIdOf(state: unknown): string | undefined {
  const id = (state as { pmEntry?: unknown } | null)?.pmEntry;
  return typeof id === 'string' ? id : undefined;
}

function newEntryId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function readEntry<T>(id: string): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + id);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function storedKeysOldestFirst(): string[] {
  const keys: Array<{ key: string; at: number }> = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const at = readEntry<{ at?: number }>(key.slice(PREFIX.length))?.at ?? 0;
    keys.push({ key, at });
  }
  return keys.sort((a, b) => a.at - b.at).map((k) => k.key);
}

/** Writes an entry, dropping the oldest ones when there are too many or storage is full. */
export function writeEntry<T extends { at: number }>(id: string, value: T): boolean {
  const text = JSON.stringify(value);
  const keys = storedKeysOldestFirst().filter((k) => k !== PREFIX + id);
  while (keys.length >= MAX_ENTRIES) sessionStorage.removeItem(keys.shift()!);
  for (;;) {
    try {
      sessionStorage.setItem(PREFIX + id, text);
      return true;
    } catch {
      const oldest = keys.shift();
      if (!oldest) return false;
      sessionStorage.removeItem(oldest);
    }
  }
}

/**
 * The current history entry's stored search, and ways to update it (`saveForm`) or to record a new
 * search (`recordSearch`: a new history entry when this one already shows results, else this one).
 */
export function useSearchHistory<Form, Search, Result>() {
  type Entry = StoredSearchEntry<Form, Search, Result>;
  const location = useLocation();
  const navigate = useNavigate();
  const entryId = entryIdOf(location.state);

  // An entry without an id gets one (replacing it, so the history does not grow).
  useEffect(() => {
    if (entryId) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { ...(location.state as object | null), pmEntry: newEntryId() } },
    );
  }, [entryId, location, navigate]);

  const stored = useMemo(() => (entryId ? readEntry<Entry>(entryId) : null), [entryId]);

  const saveForm = useCallback(
    (form: Form) => {
      if (!entryId) return;
      const current = readEntry<Entry>(entryId);
      writeEntry(entryId, { ...current, form, at: Date.now() });
    },
    [entryId],
  );

  const recordSearch = useCallback(
    (form: Form, search: Search, result: Result, options: { clearAddress?: boolean } = {}) => {
      const current = entryId ? readEntry<Entry>(entryId) : null;
      const push = Boolean(current?.result) && !options.clearAddress;
      // The entry left behind shows its own search again on Back, not what was typed for the next one.
      if (push && entryId && current?.searchedForm)
        writeEntry(entryId, { ...current, form: current.searchedForm });
      const id = newEntryId();
      const entry: Entry = { form, searchedForm: form, search, result, at: Date.now() };
      // Too large for storage even alone: keep the form and search at least.
      if (!writeEntry(id, entry)) writeEntry(id, { form, searchedForm: form, search, at: entry.at });
      void navigate(
        { pathname: location.pathname, search: options.clearAddress ? '' : location.search },
        // The results are scrolled into view; this history entry must not jump back to the top
        // (issue 21, item 13).
        { replace: !push, state: { pmEntry: id }, preventScrollReset: true },
      );
    },
    [entryId, location.pathname, location.search, navigate],
  );

  return { entryId, stored, saveForm, recordSearch };
}
