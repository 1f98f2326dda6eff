import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListRow } from '@ironmatch/contracts/orders';
import { stubFetch } from '../../test/fetch-stub';
import { OrdersPage } from './orders-page';
import { OrderRouteModal } from './order-route-modal';
import { json, order, renderOrders, signIn } from './test/order-fixtures';

const row = (over: Partial<OrderListRow> = {}): OrderListRow => ({
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
  ...over,
});

const listOf = (orders: OrderListRow[]) => ({ orders, count: orders.length, nextCursor: null });

function renderPage(memid: string | null, path = '/orders') {
  signIn(memid);
  return renderOrders(
    <Routes>
      <Route path="orders" element={<OrdersPage />}>
        <Route path=":orderId" element={<OrderRouteModal />} />
      </Route>
    </Routes>,
    { memid },
    path,
  );
}

describe('/orders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('members see the received tab first, with Company, and View Quote for quotes', async () => {
    stubFetch((req) =>
      req.url === '/api/orders/received'
        ? json(200, {
            status: 200,
            data: listOf([row({ isQuote: true, statusLabel: 'Awaiting Quote' })]),
          })
        : json(200, { status: 200, data: listOf([]) }),
    );
    const user = userEvent.setup();
    renderPage('NC1');
    expect(screen.getByRole('heading', { level: 1, name: 'Orders / Quotes' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Received Orders / Quote Requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Orders and quote requests received' });
    for (const column of ['Order ID', 'Date', 'Company', 'Ship-to', 'Status', 'Net to you', 'Action'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    expect(within(table).getByText('Buyer Excavating')).toBeVisible();
    expect(within(table).getByRole('link', { name: /^View Quote/ })).toHaveAttribute('href', '/orders/42');
    await user.click(screen.getByRole('tab', { name: 'My Orders / Quotes' }));
    expect(await screen.findByText('No orders found.')).toBeVisible();
  });

  it('others see only My Orders / Quotes, with Vendor', async () => {
    stubFetch(() => json(200, { status: 200, data: listOf([row()]) }));
    renderPage(null);
    expect(screen.queryByRole('tab', { name: 'Received Orders / Quote Requests' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My orders and quotes' });
    expect(within(table).getByRole('columnheader', { name: 'Vendor' })).toBeVisible();
    expect(within(table).getByRole('link', { name: /^View Order/ })).toBeVisible();
  });

  it('/orders/{id} opens the order over the list; deleting it says "Order successfully deleted"', async () => {
    let deleted = false;
    stubFetch((req) => {
      if (req.url === '/api/orders/created')
        return json(200, { status: 200, data: listOf(deleted ? [] : [row()]) });
      if (req.method === 'DELETE') {
        deleted = true;
        return json(200, {
          status: 200,
          message: 'Order deleted',
          data: { orderId: 42, orderDeleted: true },
        });
      }
      return json(200, { status: 200, data: { order: order() } });
    });
    const user = userEvent.setup();
    renderPage(null, '/orders/42');
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    await user.click(await within(details).findByRole('button', { name: 'Delete Order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Order successfully deleted')).toBeVisible();
    expect(await screen.findByText('No orders found.')).toBeVisible();
  });

  it('an order that is not yours or not there reads "Order not found."', async () => {
    stubFetch((req) =>
      req.url === '/api/orders/created'
        ? json(200, { status: 200, data: listOf([]) })
        : json(404, { status: 404, message: 'Order not found.' }),
    );
    renderPage(null, '/orders/999');
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(details).findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
