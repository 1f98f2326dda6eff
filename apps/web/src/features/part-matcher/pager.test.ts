import { describe, expect, it } from 'vitest';
import { browsePagerState, countedPagerState, numberedPagerState } from './pager';

describe('browse pager', () => {
  it('disables Previous on page 1 and Next when fewer than a page of rows came back', () => {
    expect(browsePagerState(1, 50, 50)).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(browsePagerState(2, 49, 50)).toEqual({ prevDisabled: false, nextDisabled: true });
    expect(browsePagerState(3, 0, 50)).toEqual({ prevDisabled: false, nextDisabled: true });
  });
});

describe('counted pager (feeds)', () => {
  it('knows the page count and the last page', () => {
    expect(countedPagerState(1, 0, 25)).toEqual({ pages: 1, prevDisabled: true, nextDisabled: true });
    expect(countedPagerState(1, 26, 25)).toEqual({ pages: 2, prevDisabled: true, nextDisabled: false });
    expect(countedPagerState(2, 50, 25)).toEqual({ pages: 2, prevDisabled: false, nextDisabled: true });
  });
});

describe('numbered pager (general requests)', () => {
  it('is hidden until the count exceeds one page', () => {
    expect(numberedPagerState(1, 10, 10).visible).toBe(false);
    expect(numberedPagerState(1, 11, 10).visible).toBe(true);
  });

  it('shows up to 3 numbered buttons around the current page', () => {
    expect(numberedPagerState(1, 11, 10).numbers).toEqual([1, 2]);
    expect(numberedPagerState(1, 100, 10).numbers).toEqual([1, 2, 3]);
    expect(numberedPagerState(5, 100, 10).numbers).toEqual([4, 5, 6]);
    expect(numberedPagerState(10, 100, 10).numbers).toEqual([8, 9, 10]);
  });

  it('disables the arrows at the ends', () => {
    expect(numberedPagerState(1, 30, 10)).toMatchObject({ prevDisabled: true, nextDisabled: false });
    expect(numberedPagerState(3, 30, 10)).toMatchObject({ prevDisabled: false, nextDisabled: true });
  });
});
