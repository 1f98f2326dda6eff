import type { PartView } from './part-view';

/** How a parts manager can order search results (issue 10, item 9). `best` keeps the server's order. */
export const RESULT_SORTS = [
  { value: 'best', label: 'Best match' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'condition', label: 'Condition' },
  { value: 'quantity', label: 'Quantity: most first' },
  { value: 'dealer', label: 'Dealer A-Z' },
] as const;
export type ResultSort = (typeof RESULT_SORTS)[number]['value'];

export function isResultSort(value: string): value is ResultSort {
  return RESULT_SORTS.some((s) => s.value === value);
}

/** New parts first, then rebuilt, aftermarket, used, and cores last. */
const CONDITION_RANK: Record<string, number> = { NEW: 0, REBUILT: 1, AFTERMARKET: 2, USED: 3, CORE: 4 };

const conditionRank = (p: PartView) => CONDITION_RANK[p.condition.toUpperCase()] ?? 9;
/** 'Contact for price' (no price) sorts after every price, in both directions. */
const hasPrice = (p: PartView) => p.priceCents !== null && p.priceCents > 0;
const byDealer = (a: PartView, b: PartView) =>
  a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' });

function compare(sort: ResultSort, a: PartView, b: PartView): number {
  switch (sort) {
    case 'price-asc':
    case 'price-desc': {
      if (hasPrice(a) !== hasPrice(b)) return hasPrice(a) ? -1 : 1;
      if (!hasPrice(a)) return 0;
      const d = a.priceCents! - b.priceCents!;
      return sort === 'price-asc' ? d : -d;
    }
    case 'condition':
      return conditionRank(a) - conditionRank(b);
    case 'quantity':
      return (b.quantity ?? 0) - (a.quantity ?? 0);
    case 'dealer':
      return byDealer(a, b);
    default:
      return 0;
  }
}

/** A sorted copy; ties keep the server's order (exact matches before "begins with"). */
export function sortParts(parts: readonly PartView[], sort: ResultSort): PartView[] {
  if (sort === 'best') return [...parts];
  return parts
    .map((part, index) => ({ part, index }))
    .sort((x, y) => compare(sort, x.part, y.part) || x.index - y.index)
    .map((x) => x.part);
}
