import { defineEndpoint } from './endpoint';
import {
  cancelOrderBodySchema,
  cancelOrderResponseSchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  deleteOrderResponseSchema,
  markShippedBodySchema,
  orderChangeResponseSchema,
  orderIdParamsSchema,
  orderItemParamsSchema,
  orderResponseSchema,
  removeItemResponseSchema,
  respondOrderBodySchema,
  updateItemBodySchema,
} from './orders';
import { submitOrderBodySchema } from './order-submit';

const tag = 'Orders';
/** Orders start from a part search, which needs a verified email; every order call does too. */
const access = 'verified';

export const ordersEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orders',
    access,
    tag,
    summary: 'Add a part search result row to your open order with its seller (or ask for a quote).',
    description:
      "Part number, description and price come from the row's inventory part; a `price` that differs is " +
      'ignored (`priceChanged`, only when a `price` was sent). One open order (new_order) per buyer and seller: another part is appended, ' +
      'the same part raises its quantity. A part without a positive price becomes a quote item. A seller ' +
      'that cannot transact answers 409.',
    body: createOrderBodySchema,
    success: 201,
    response: createOrderResponseSchema,
    errors: [409],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}',
    access,
    tag,
    summary: 'One order with its items, for its buyer or seller.',
    params: orderIdParamsSchema,
    response: orderResponseSchema,
  }),
  submitQuote: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/submit-quote',
    access,
    tag,
    summary: 'Buyer: send the items without a price to the seller for a quote.',
    params: orderIdParamsSchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
  submitOrder: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/submit-order',
    access,
    tag,
    summary: 'Buyer: submit the order request (new_order -> order_requested), with an optional comment.',
    description: 'Every item needs a non-zero confirmed price (409 otherwise).',
    params: orderIdParamsSchema,
    body: submitOrderBodySchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
  respondOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/{id}/respond-order',
    access,
    tag,
    summary: 'Seller: approve the order with shipping and tax (order_requested -> order_confirmed).',
    description:
      'shippingAmount and taxAmount are the text typed, in dollars: characters other than digits and ' +
      "the decimal point are stripped, one decimal point is allowed and empty is 0 ('1,250.50' is 125050 cents).",
    params: orderIdParamsSchema,
    body: respondOrderBodySchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
  updateItem: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/{id}/items/{itemId}',
    access,
    tag,
    summary: 'Change an item until the order is confirmed: only the changed fields.',
    description:
      'Buyer: quantity (at least 1) and buyerNote. Seller: quantity (0 up to the current quantity), ' +
      'sellerNote, price (cents) and priceConfirmed.',
    params: orderItemParamsSchema,
    body: updateItemBodySchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
  removeItem: defineEndpoint({
    method: 'DELETE',
    path: '/api/orders/{id}/items/{itemId}',
    access,
    tag,
    summary: 'Buyer: remove an item until the order is confirmed; removing the last one deletes the order.',
    params: orderItemParamsSchema,
    response: removeItemResponseSchema,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/orders/{id}',
    access,
    tag,
    summary: 'Buyer: delete a new order; a request already sent is canceled instead (until it is paid).',
    description:
      'At new_order the order is deleted (`orderDeleted: true`). At order_requested or order_confirmed it is ' +
      'kept as order_canceled (`canceledBy: buyer`), the seller is emailed and both parties can still open it: ' +
      '`orderDeleted: false` with the `order`.',
    params: orderIdParamsSchema,
    response: deleteOrderResponseSchema,
    errors: [409],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/cancel',
    access,
    tag,
    summary: 'Buyer or seller: cancel the order, with a reason (the seller must give one).',
    description:
      'Seller: any status before order_shipped; a paid order is refunded in full through the payments module ' +
      '(the application fee in proportion) in the same transaction as the status change, or neither happens. ' +
      'Buyer: before payment. Shipped: 409. Already canceled: 200 with `unchanged: true` and no second refund.',
    params: orderIdParamsSchema,
    body: cancelOrderBodySchema,
    response: cancelOrderResponseSchema,
    errors: [409, 502],
  }),
  markShipped: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/{id}/mark-shipped',
    access,
    tag,
    summary: 'Seller: mark a paid order shipped with the carrier and tracking number.',
    params: orderIdParamsSchema,
    body: markShippedBodySchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
};
