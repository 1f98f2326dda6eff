import { formatCents } from '../../lib/format';

/** Spec marketplace 5 "Price display": a price shows only when above 0, in dollars (the API holds cents). */
export const CONTACT_FOR_PRICE = 'Contact for price';
export const OR_CONTACT_FOR_PRICE = 'Or Contact for Price';

export function hasPrice(cents: number | null | undefined): cents is number {
  return typeof cents === 'number' && Number.isFinite(cents) && cents > 0;
}

/** One part's price: dollars when above 0, else 'Contact for price'. */
export function formatPrice(cents: number | null | undefined): string {
  return hasPrice(cents) ? formatCents(cents) : CONTACT_FOR_PRICE;
}

export interface PriceRange {
  /** Main text: 'low - high', a single price when both ends agree, or 'Contact for price' when nothing is priced. */
  range: string;
  /** 'Or Contact for Price' when some of the grouped parts have no price (and some do). */
  note: string | null;
}

/** Browse rows group several parts of one number: show their price range (spec marketplace 5). */
export function formatPriceRange(
  minCents: number | null | undefined,
  maxCents: number | null | undefined,
  hasNoPrice: boolean | number | null | undefined,
): PriceRange {
  const low = hasPrice(minCents) ? minCents : null;
  const high = hasPrice(maxCents) ? maxCents : low;
  const someUnpriced = Boolean(hasNoPrice);
  if (low === null || high === null) return { range: CONTACT_FOR_PRICE, note: null };
  const range = low === high ? formatCents(low) : `${formatCents(low)} - ${formatCents(high)}`;
  return { range, note: someUnpriced ? OR_CONTACT_FOR_PRICE : null };
}
