import { useQuery } from '@tanstack/react-query';
import {
  ORDER_DOCUMENT_TITLES,
  orderDocumentFilename,
  type OrderDocument,
  type OrderDocumentKind,
} from '@ironmatch/contracts/order-documents';
import { api, unwrap } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** An order's documents (issue 24): the JSON the page shows and the PDF download. */

const JSON_PATHS = {
  confirmation: '/api/orders/{id}/confirmation',
  invoice: '/api/orders/{id}/invoice',
  'packing-slip': '/api/orders/{id}/packing-slip',
} as const;
const PDF_PATHS = {
  confirmation: '/api/orders/{id}/confirmation.pdf',
  invoice: '/api/orders/{id}/invoice.pdf',
  'packing-slip': '/api/orders/{id}/packing-slip.pdf',
} as const;

const failed = (kind: OrderDocumentKind) =>
  `The ${ORDER_DOCUMENT_TITLES[kind].toLowerCase()} could not be loaded. Please try again.`;

export function useOrderDocument(kind: OrderDocumentKind, orderId: number) {
  return useQuery({
    queryKey: ['orders', 'document', kind, orderId],
    retry: false,
    queryFn: async ({ signal }): Promise<OrderDocument> => {
      const res = await unwrap(
        api.GET(JSON_PATHS[kind] as '/api/orders/{id}/invoice', {
          params: { path: { id: String(orderId) } },
          signal,
        }),
        failed(kind),
      );
      return res.data.document as OrderDocument;
    },
  });
}

/** Fetches the PDF with the session's token and hands it to the browser as a download. */
export async function downloadOrderDocumentPdf(kind: OrderDocumentKind, orderId: number): Promise<void> {
  const res = await api.GET(PDF_PATHS[kind] as '/api/orders/{id}/invoice.pdf', {
    params: { path: { id: String(orderId) } },
    parseAs: 'blob',
  });
  if (!res.response.ok || !res.data) throw new Error('The PDF could not be downloaded. Please try again.');
  saveFile(res.data as Blob, orderDocumentFilename(kind, orderId));
}
