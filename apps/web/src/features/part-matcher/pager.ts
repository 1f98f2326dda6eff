/** Paging rules shared by the part matcher's lists (spec marketplace 5 and 9). */

/** Browse lists know no total: Next is disabled when the page came back short (fewer than a page of rows). */
export function browsePagerState(page: number, rowsOnPage: number, pageSize: number) {
  return { prevDisabled: page <= 1, nextDisabled: rowsOnPage < pageSize };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Feeds know their total: 'Page X of Y', Previous off on the first page, Next off on the last. */
export function countedPagerState(page: number, total: number, pageSize: number) {
  const pages = pageCount(total, pageSize);
  return { pages, prevDisabled: page <= 1, nextDisabled: page >= pages };
}

/**
 * Numbered pager of the general requests (spec: arrows and up to 3 numbered page buttons, shown only
 * when the count exceeds one page). The window keeps the current page in the middle where it can.
 */
export function numberedPagerState(page: number, total: number, pageSize: number, maxButtons = 3) {
  const pages = pageCount(total, pageSize);
  const visible = total > pageSize;
  const width = Math.min(maxButtons, pages);
  const start = Math.max(1, Math.min(page - Math.floor(width / 2), pages - width + 1));
  const numbers = Array.from({ length: width }, (_, i) => start + i);
  return { visible, pages, numbers, prevDisabled: page <= 1, nextDisabled: page >= pages };
}
