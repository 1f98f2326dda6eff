import { z } from 'zod';
import { envelopeOf } from './envelope';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-states';
import { orderListRowSchema } from './orders';
import { text } from './text';

/**
 * The created and received lists (issue 24 "Lists that scale"): a status filter, a search by order
 * number, PO number or the other party's company name, keyset paging newest first, and a CSV export of
 * the same filter. The server validates with these schemas; the /orders tabs build their links from them.
 */

/** A page of the lists by default, and the most one call answers. */
export const ORDER_LIST_PAGE_SIZE = 20;
export const ORDER_LIST_PAGE_MAX = 100;
export const ORDER_SEARCH_MAX_LENGTH = 100;

export const ORDER_LIST_MESSAGES = {
  badStatus: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
  badLimit: `Limit must be a whole number from 1 to ${ORDER_LIST_PAGE_MAX}.`,
  badCursor: 'That page link has expired; start from the first page.',
  searchTooLong: `Search must be at most ${ORDER_SEARCH_MAX_LENGTH} characters.`,
  noMatches: 'No orders match this filter.',
  exportFailed: 'The file could not be downloaded.',
} as const;
const M = ORDER_LIST_MESSAGES;

const filterFields = {
  /** One order status; the web app sends none for "All statuses". */
  status: z.enum(ORDER_STATUSES, { error: M.badStatus }).optional(),
  /** Part of an order number, a PO number or the other party's company name (any case). */
  q: text({ label: 'Search' }).trim().max(ORDER_SEARCH_MAX_LENGTH, M.searchTooLong).optional(),
};

export const orderListQuerySchema = z.object({
  ...filterFields,
  limit: z.coerce
    .number({ error: M.badLimit })
    .int({ error: M.badLimit })
    .min(1, M.badLimit)
    .max(ORDER_LIST_PAGE_MAX, M.badLimit)
    .default(ORDER_LIST_PAGE_SIZE),
  /** The `nextCursor` of the page before; opaque. */
  cursor: text({ label: 'Cursor' }).max(200).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;

export const orderCsvQuerySchema = z.object(filterFields);
export type OrderCsvQuery = z.output<typeof orderCsvQuerySchema>;

const orderListPage = z.object({
  orders: z.array(orderListRowSchema),
  /** Every order that matches the filter (all pages). */
  count: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export const orderListPageResponseSchema = envelopeOf(orderListPage);
export type OrderListPage = z.infer<typeof orderListPage>;

/** The CSV export's columns, in order (money in dollars, two decimals). */
export const ORDER_CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Company',
  'Status',
  'PO Number',
  'Items',
  'Total',
  'Paid',
  'Refunded',
] as const;

/** The status filter's choices, in the state machine's order. */
export const ORDER_STATUS_FILTER_OPTIONS = ORDER_STATUSES.map((value) => ({
  value,
  label: ORDER_STATUS_LABELS[value],
}));

/** 'Showing 21-40 of 57' for the page that starts after `offset` rows. */
export function showingText(offset: number, shown: number, count: number): string {
  if (shown === 0) return `Showing 0 of ${count.toLocaleString('en-US')}`;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `Showing ${fmt(offset + 1)}-${fmt(offset + shown)} of ${fmt(count)}`;
}
