import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceRange } from './price-display';

describe('price display', () => {
  it('shows dollars from cents when above 0', () => {
    expect(formatPrice(12345)).toBe('$123.45');
    expect(formatPrice(100000)).toBe('$1,000.00');
    expect(formatPrice(1)).toBe('$0.01');
  });

  it("shows 'Contact for price' for no price, 0 or less", () => {
    expect(formatPrice(null)).toBe('Contact for price');
    expect(formatPrice(undefined)).toBe('Contact for price');
    expect(formatPrice(0)).toBe('Contact for price');
    expect(formatPrice(-5)).toBe('Contact for price');
  });

  it("shows the browse range 'low - high' and 'Or Contact for Price' when some have none", () => {
    expect(formatPriceRange(1000, 2550, false)).toEqual({ range: '$10.00 - $25.50', note: null });
    expect(formatPriceRange(1000, 2550, 1)).toEqual({
      range: '$10.00 - $25.50',
      note: 'Or Contact for Price',
    });
    expect(formatPriceRange(1000, 1000, true)).toEqual({ range: '$10.00', note: 'Or Contact for Price' });
    expect(formatPriceRange(null, null, true)).toEqual({ range: 'Contact for price', note: null });
    expect(formatPriceRange(0, 0, false)).toEqual({ range: 'Contact for price', note: null });
  });
});
