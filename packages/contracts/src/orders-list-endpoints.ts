import { defineEndpoint } from './endpoint';
import { orderCsvQuerySchema, orderListPageResponseSchema, orderListQuerySchema } from './orders-list';

const tag = 'Orders';

const filterText =
  '`status`: one order status (another answers 400); `q`: part of an order number, a PO number or the ' +
  "other party's company name, any case.";
const pagingText =
  'Newest first, keyset paging: `limit` (default 20, at most 100) rows, and `nextCursor` to pass as `cursor` ' +
  'for the next page (null on the last); orders added meanwhile never shift a later page. `count` is every ' +
  'order that matches the filter.';
const csvText =
  'Every matching order (not one page), newest first, streamed; the first line names the columns. Money in ' +
  'dollars; formula-looking cells are escaped.';

/** The /orders lists (issue 24 "Lists that scale"): a page of them, or all of them as CSV. */
export const ordersListEndpoints = {
  created: defineEndpoint({
    method: 'GET',
    path: '/api/orders/created',
    access: 'verified',
    tag,
    summary: "Your company's orders and quote requests (as the buyer), a page at a time.",
    description: `${filterText} ${pagingText}`,
    query: orderListQuerySchema,
    response: orderListPageResponseSchema,
  }),
  received: defineEndpoint({
    method: 'GET',
    path: '/api/orders/received',
    access: 'member',
    tag,
    summary:
      'Orders and quote requests your company received (as the seller), a page at a time. Members only.',
    description: `${filterText} ${pagingText}`,
    query: orderListQuerySchema,
    response: orderListPageResponseSchema,
  }),
  createdCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orders/created.csv',
    access: 'verified',
    tag,
    summary: "Your company's orders (as the buyer) as CSV, with the list's filter.",
    description: `${filterText} ${csvText}`,
    query: orderCsvQuerySchema,
    produces: 'text/csv',
  }),
  receivedCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orders/received.csv',
    access: 'member',
    tag,
    summary: "Orders your company received (as the seller) as CSV, with the list's filter. Members only.",
    description: `${filterText} ${csvText}`,
    query: orderCsvQuerySchema,
    produces: 'text/csv',
  }),
};
