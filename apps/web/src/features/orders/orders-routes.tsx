import type { RouteObject } from 'react-router';
import type { OrderDocumentKind } from '@ironmatch/contracts/order-documents';

/** An order's document page (issue 24), its own lazily loaded chunk. */
const documentRoute = (kind: OrderDocumentKind): RouteObject => ({
  path: `orders/:orderId/${kind}`,
  lazy: async () => {
    const { OrderDocumentPage } = await import('./order-document-page');
    return { Component: () => <OrderDocumentPage kind={kind} /> };
  },
});

/**
 * /orders and /orders/{orderId} (the order's dialog over the list), and the order's documents
 * /orders/{orderId}/confirmation, /invoice and /packing-slip, each a lazily loaded chunk.
 */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('./orders-page')).OrdersPage }),
    children: [
      {
        path: ':orderId',
        lazy: async () => ({ Component: (await import('./order-route-modal')).OrderRouteModal }),
      },
    ],
  },
  documentRoute('confirmation'),
  documentRoute('invoice'),
  documentRoute('packing-slip'),
];
