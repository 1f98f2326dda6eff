import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListRow } from '@ironmatch/contracts/orders';
import { stubFetch } from '../../test/fetch-stub';
import { OrdersPage } from './orders-page';
import { json, renderOrders, signIn } from './test/order-fixtures';

const row = (id: number, over: Partial<OrderListRow> = {}): OrderListRow => ({
  id,
  status: 'order_requested',
  statusLabel: 'Order Requested',
  isQuote: false,
  createdAt: '2025-03-01T12:00:00.000Z',
  canceledBy: null,
  cancelReason: null,
  vendorCompanyId: 3,
  VendorCompany: { id: 3, name: 'Our Dealership' },
  customerCompanyId: 9,
  CustomerCompany: { id: 9, name: `Buyer ${id}` },
  itemCount: 1,
  shipTo: null,
  poNumber: id === 145 ? 'PO-7731' : id === 144 ? '4500123' : null,
  shippingMethod: null,
  total: 12_500,
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
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from - i);

/** A received list of 45 orders (ids 145 down to 101), paged by cursor, filtered by status and q. */
function serveList(url: URL) {
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q');
  if (q === 'nobody') return { orders: [], count: 0, nextCursor: null };
  if (status || q)
    return {
      orders: [row(130, { status: 'order_placed', statusLabel: 'Order Placed' })],
      count: 1,
      nextCursor: null,
    };
  const cursor = url.searchParams.get('cursor');
  const start = cursor === 'c2' ? 125 : cursor === 'c3' ? 105 : 145;
  const n = cursor === 'c3' ? 5 : 20;
  return {
    orders: ids(start, n).map((id) => row(id)),
    count: 45,
    nextCursor: cursor === 'c3' ? null : cursor === 'c2' ? 'c3' : 'c2',
  };
}

describe('/orders list controls: status, search, pages, CSV', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pages by cursor with "Showing x-y of n", filters, searches and exports the filter', async () => {
    const { seen } = stubFetch((req) => {
      const url = new URL(req.url, 'http://localhost');
      if (url.pathname === '/api/orders/received') return json(200, { status: 200, data: serveList(url) });
      if (url.pathname === '/api/orders/received.csv')
        return new Response('Order ID,Date\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      return json(200, { status: 200, data: { orders: [], count: 0, nextCursor: null } });
    });
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    signIn('NC1');
    renderOrders(
      <Routes>
        <Route path="orders" element={<OrdersPage />} />
      </Routes>,
      { memid: 'NC1' },
      '/orders',
    );
    const user = userEvent.setup();
    const pages = await screen.findByRole('navigation', { name: 'Order pages' });
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    expect(within(pages).getByText('Showing 1-20 of 45')).toBeVisible();
    expect(previous).toBeDisabled();
    expect(screen.getByText('#145')).toBeVisible();
    expect(screen.getByText('PO-7731')).toBeVisible();
    expect(screen.getByText('PO 4500123')).toBeVisible();

    await user.click(next);
    expect(await within(pages).findByText('Showing 21-40 of 45')).toBeVisible();
    expect(seen.at(-1)!.url).toBe('/api/orders/received?cursor=c2');
    expect(screen.getByText('#125')).toBeVisible();
    await user.click(next);
    expect(await within(pages).findByText('Showing 41-45 of 45')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(await within(pages).findByText('Showing 21-40 of 45')).toBeVisible();

    // A status starts again at the first page, with the filter in the query.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Order Placed');
    expect(await within(pages).findByText('Showing 1-1 of 1')).toBeVisible();
    expect(seen.at(-1)!.url).toBe('/api/orders/received?status=order_placed');
    expect(next).toBeDisabled();
    expect(previous).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  Acme {Enter}');
    await vi.waitFor(() => expect(seen.at(-1)!.url).toBe('/api/orders/received?status=order_placed&q=Acme'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(seen.at(-1)!.url).toBe('/api/orders/received.csv?status=order_placed&q=Acme');

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No orders match this filter.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    // The filter stays to change: back to every status and no search shows the whole list again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1-20 of 45')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  }, 60_000);
});
