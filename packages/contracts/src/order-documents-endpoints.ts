import { defineEndpoint } from './endpoint';
import {
  confirmationResponseSchema,
  invoiceResponseSchema,
  packingSlipResponseSchema,
} from './order-documents';
import { orderIdParamsSchema } from './orders';

const tag = 'Orders';
/** Like every order call: a verified email. */
const access = 'verified';
const parties =
  "The order's buyer and seller; anybody else gets 404, as on the order. Before the document's status: 409 " +
  'with a sentence; the later statuses keep it, and so does a canceled order that had reached it.';
const pdf = 'The same document as a PDF made on the server (`Content-Disposition: attachment`).';

/** Issue 24 "Documents": each as JSON (what the page and the PDF show) and as a PDF. */
export const orderDocumentsEndpoints = {
  confirmation: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/confirmation',
    access,
    tag,
    summary: 'The order confirmation, from order_confirmed on.',
    description: parties,
    params: orderIdParamsSchema,
    response: confirmationResponseSchema,
    errors: [409],
  }),
  confirmationPdf: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/confirmation.pdf',
    access,
    tag,
    summary: 'The order confirmation as a PDF.',
    description: `${pdf} ${parties}`,
    params: orderIdParamsSchema,
    produces: 'application/pdf',
    errors: [409],
  }),
  invoice: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/invoice',
    access,
    tag,
    summary: 'The invoice/receipt with its payments and refunds, from order_placed on.',
    description: parties,
    params: orderIdParamsSchema,
    response: invoiceResponseSchema,
    errors: [409],
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/invoice.pdf',
    access,
    tag,
    summary: 'The invoice/receipt as a PDF.',
    description: `${pdf} ${parties}`,
    params: orderIdParamsSchema,
    produces: 'application/pdf',
    errors: [409],
  }),
  packingSlip: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/packing-slip',
    access,
    tag,
    summary: 'Seller: the packing slip (no prices), from order_placed on. The buyer: 403.',
    description: parties,
    params: orderIdParamsSchema,
    response: packingSlipResponseSchema,
    errors: [409],
  }),
  packingSlipPdf: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/packing-slip.pdf',
    access,
    tag,
    summary: 'Seller: the packing slip as a PDF. The buyer: 403.',
    description: `${pdf} ${parties}`,
    params: orderIdParamsSchema,
    produces: 'application/pdf',
    errors: [409],
  }),
};
