import { defineEndpoint } from './endpoint';
import { markPaidBodySchema } from './order-payment-terms';
import { orderChangeResponseSchema, orderIdParamsSchema } from './orders';

const tag = 'Orders';
/** Like every order call: a verified email (orders-endpoints.ts). */
const access = 'verified';

/** Issue 25: orders on account with a seller's credit terms, and orders paid by other means. */
export const orderPaymentTermsEndpoints = {
  placeOnAccount: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/place-on-account',
    access,
    tag,
    summary: "Buyer: place an approved order on account with the seller's credit terms.",
    description:
      'An order_confirmed order of a customer the seller approved for terms becomes order_placed with ' +
      "paymentMethod 'terms' and a due date (the approval date + the terms' days); its total counts against " +
      'the credit limit until marked paid. Over the remaining limit: 409. Already placed on account: 200, ' +
      '`unchanged: true`.',
    params: orderIdParamsSchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
  markPaid: defineEndpoint({
    method: 'POST',
    path: '/api/orders/{id}/mark-paid',
    access,
    tag,
    summary: 'Seller: mark an approved order paid by other means (check, wire, cash, on account).',
    description:
      'An order_confirmed order becomes order_placed with the method; an unpaid terms order gets paidAt and ' +
      'stops counting against the credit limit. Marked already: 200, `unchanged: true`, nothing changes. ' +
      'new_order or order_requested: 409.',
    params: orderIdParamsSchema,
    body: markPaidBodySchema,
    response: orderChangeResponseSchema,
    errors: [409],
  }),
};
