import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListRow } from '@ironmatch/contracts/orders';
import { stubFetch } from '../../test/fetch-stub';
import { OrdersPage } from './orders-page';
import { OrderRouteModal } from './order-route-modal';
import { json, order, renderOrders, signIn } from './test/order-fixtures';

const row: OrderListRow = {
  id: 42,
  status: 'new_order',
  statusLabel: 'New Order',
  isQuote: false,
  createdAt: '2025-03-01T12:00:00.000Z',
  canceledBy: null,
  cancelReason: null,
  vendorCompanyId: 9,
  VendorCompany: { id: 9, name: 'Summit Heavy Parts' },
  customerCompanyId: 3,
  CustomerCompany: { id: 3, name: 'Buyer Excavating' },
  itemCount: 1,
  shipTo: null,
  poNumber: null,
  shippingMethod: null,
  total: 0,
  amountPaid: 0,
  amountRefunded: 0,
  paymentMethod: null,
  dueDate: null,
  paidAt: null,
  offlinePayment: null,
  overdue: false,
  netAmount: 0,
};

function renderInBrowser() {
  signIn(null);
  stubFetch((req) =>
    req.url.startsWith('/api/orders/created')
      ? json(200, { status: 200, data: { orders: [row] } })
      : json(200, { status: 200, data: { order: order() } }),
  );
  return renderOrders(
    <Routes>
      <Route path="orders" element={<OrdersPage />}>
        <Route path=":orderId" element={<OrderRouteModal />} />
      </Route>
    </Routes>,
    { memid: null },
    'browser',
  );
}

const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx;

/** Issue 21 item 10: closing an order goes back one step inside the site, else to /orders. */
// userEvent is slow on a loaded machine; the default 5 s is not about behaviour.
describe('closing /orders/{id}', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opened from an email link after logging in (no step inside the site before it): /orders', async () => {
    // What the login page leaves: /login replaced by the order's address, a router key but nothing before.
    window.history.replaceState({ usr: null, key: 'after-login', idx: 0 }, '', '/orders/42');
    renderInBrowser();
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    await userEvent.click(within(details).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(window.location.pathname).toBe('/orders'));
    expect(screen.queryByRole('dialog', { name: 'Order Details' })).toBeNull();
  });

  it('opened from the list: back one step, to the list', async () => {
    window.history.replaceState({ usr: null, key: 'list', idx: 0 }, '', '/orders');
    renderInBrowser();
    await userEvent.click(await screen.findByRole('link', { name: /42/ }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(historyIndex()).toBe(1);
    await userEvent.click(within(details).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(window.location.pathname).toBe('/orders'));
    expect(historyIndex()).toBe(0);
  });
});
