import {
  guestListStateKey,
  nextListingSort,
  type ListingSort,
  type ListingSortField,
} from '@ironmatch/contracts/listing-rules';
import { formatCentsBrief } from '../../lib/format';
import type { ListState } from './api';

export const INITIAL_LIST_STATE: ListState = {
  mod: '',
  modelNum: '',
  subCategoryMod: '',
  companyMod: '',
  page: 1,
};

/** A header click: a new field starts ascending, the same one toggles; back to page 1. */
export function sortBy(state: ListState, field: ListingSortField): ListState {
  const current: ListingSort = state.mod || 'dateasc';
  const mod = state.mod === '' ? (`${field}asc` as ListingSort) : nextListingSort(current, field);
  return { ...state, mod, page: 1 };
}

/** Any filter change returns to page 1 (spec 4). */
export function withFilter(
  state: ListState,
  change: Partial<Pick<ListState, 'modelNum' | 'subCategoryMod' | 'companyMod'>>,
): ListState {
  return { ...state, ...change, page: 1 };
}

/** A guest's list state for a category, as kept in session storage (sort, model number, subcategory, page). */
export function loadGuestListState(category: number): ListState {
  try {
    const raw = sessionStorage.getItem(guestListStateKey(category));
    if (!raw) return INITIAL_LIST_STATE;
    const v = JSON.parse(raw) as Partial<ListState>;
    return {
      mod: typeof v.mod === 'string' ? (v.mod as ListingSort | '') : '',
      modelNum: typeof v.modelNum === 'string' ? v.modelNum : '',
      subCategoryMod: typeof v.subCategoryMod === 'string' ? v.subCategoryMod : '',
      companyMod: '',
      page: Number.isInteger(v.page) && (v.page as number) > 0 ? (v.page as number) : 1,
    };
  } catch {
    return INITIAL_LIST_STATE;
  }
}

export function saveGuestListState(category: number, state: ListState): void {
  try {
    const { mod, modelNum, subCategoryMod, page } = state;
    sessionStorage.setItem(
      guestListStateKey(category),
      JSON.stringify({ mod, modelNum, subCategoryMod, page }),
    );
  } catch {
    // Storage full or blocked: the list still works, it just is not restored.
  }
}

/** Prices (cents): shown only above 0; the lists show 'N/A' otherwise (spec 5). */
/** Issue 25: a price the seller shows to approved customers only (the server sent none). */
export const CONTACT_FOR_PRICE = 'Contact for price';

export function formatListingPrice(cents: number | null | undefined): string {
  if (!cents || cents <= 0) return 'N/A';
  return formatCentsBrief(cents);
}

/** `details` carries `<br>` tags for line breaks (spec 3): the lines, never markup. */
export function detailLines(details: string): string[] {
  return details.split(/<br\s*\/?>|\r?\n/i);
}

/** Location shows unless empty or '0' (spec 3). */
export function visibleLocation(location: string | null | undefined): string | null {
  const v = (location ?? '').trim();
  return v === '' || v === '0' ? null : v;
}
