import { describe, expect, it } from 'vitest';
import { listingMessageSubject } from '@ironmatch/contracts/listing-rules';
import {
  INITIAL_LIST_STATE,
  detailLines,
  formatListingPrice,
  sortBy,
  visibleLocation,
  withFilter,
} from './list-state';

describe('for-sale list state', () => {
  it('starts a header ascending, then toggles, and returns to page 1', () => {
    const onPage3 = { ...INITIAL_LIST_STATE, page: 3 };
    const a = sortBy(onPage3, 'price');
    expect(a).toMatchObject({ mod: 'priceasc', page: 1 });
    expect(sortBy(a, 'price').mod).toBe('pricedesc');
    expect(sortBy(sortBy(a, 'price'), 'price').mod).toBe('priceasc');
    expect(sortBy(a, 'model').mod).toBe('modelasc');
  });
  it('resets to page 1 on any filter change', () => {
    expect(withFilter({ ...INITIAL_LIST_STATE, page: 7 }, { modelNum: '320' })).toMatchObject({
      page: 1,
      modelNum: '320',
    });
  });
  it('formats prices, details and locations as the spec says', () => {
    expect(formatListingPrice(null)).toBe('N/A');
    expect(formatListingPrice(0)).toBe('N/A');
    expect(formatListingPrice(4500000)).toBe('$45,000');
    expect(detailLines('a<br>b<BR/>c')).toEqual(['a', 'b', 'c']);
    expect(visibleLocation('0')).toBeNull();
    expect(visibleLocation(' ')).toBeNull();
    expect(visibleLocation('Yard 2')).toBe('Yard 2');
  });
  it('builds the Send Message subject', () => {
    expect(
      listingMessageSubject({
        condlong: 'Used',
        manuflong: 'Caterpillar',
        modelnum: '320D',
        subcategory: 'Excavators',
      }),
    ).toBe('Regarding your Used Caterpillar 320D Excavators');
    expect(
      listingMessageSubject({
        condlong: 'New',
        manuflong: 'Parker',
        modelnum: 'P350',
        subcategory: 'NONE',
        details: 'Lot of<br>hydraulic fittings and hoses in crates ready',
      }),
    ).toBe('Regarding your New Parker P350 Lot of hydraulic fittings and hoses');
    expect(listingMessageSubject({})).toBe('For sale item');
  });
});
