import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTarget } from '../../lib/marketplace-actions';
import { stubFetch } from '../../test/fetch-stub';
import { OrderAction } from './order-action';
import { item, json, order, renderOrders, signIn } from './test/order-fixtures';

const target = (over: Partial<OrderTarget> = {}): OrderTarget => ({
  vendorCompanyId: 9,
  vendorName: 'Summit Heavy Parts',
  searchId: 21,
  partNumber: '1R0750',
  description: 'FUEL FILTER',
  priceCents: 2499,
  canTransact: true,
  orderId: null,
  orderIsQuote: false,
  ...over,
});

describe('the order action of a part row', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('is disabled with a hint to message the seller when the seller cannot take orders online', () => {
    stubFetch(() => json(500, {}));
    renderOrders(<OrderAction target={target({ canTransact: false })} />);
    const button = screen.getByRole('button', { name: 'Add to Order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'This seller is not set up for online orders yet. Send them a message instead.',
    );
  });

  it('shows the state of a row already added: disabled, with View Quote Request', () => {
    stubFetch(() => json(500, {}));
    renderOrders(<OrderAction target={target({ priceCents: null, orderId: 42, orderIsQuote: true })} />);
    expect(screen.getByRole('button', { name: 'Quote Requested' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View Quote Request' })).toBeEnabled();
  });

  it('requests a quote with quantity and note, sends it to the seller, and shows the new state', async () => {
    const { seen } = stubFetch((req) => {
      if (req.method === 'POST' && req.url === '/api/orders')
        return json(201, {
          status: 201,
          message: 'Order successfully created/updated.',
          data: {
            orderId: 42,
            itemId: 11,
            quantity: 3,
            price: null,
            priceChanged: false,
            orderIsQuote: true,
          },
        });
      if (req.url === '/api/orders/42/submit-quote')
        return json(200, { status: 200, data: { order: order({ isQuote: true }), unchanged: false } });
      return json(404, { status: 404, message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderOrders(<OrderAction target={target({ priceCents: null })} />);
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    const quantity = within(dialog).getByLabelText('Quantity');
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }));
    expect(within(dialog).getByText('Quantity must be a whole number of at least 1.')).toBeVisible();
    expect(seen).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByLabelText(/Note/), 'Machine down');
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }));

    expect(await screen.findByText('Quote requested successfully.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quote Requested' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View Quote Request' })).toBeEnabled();
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/orders', { vendorCompanyId: 9, searchId: 21, quantity: 3, buyerNote: 'Machine down' }],
      ['POST', '/api/orders/42/submit-quote', undefined],
    ]);
  });

  it('adds to the order with the price seen, says when the seller changed it, and shows a failure in the dialog', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json(409, { status: 409, message: 'This seller is not set up for online orders or quotes yet.' })
        : json(201, {
            status: 201,
            data: {
              orderId: 5,
              itemId: 1,
              quantity: 1,
              price: 2599,
              priceChanged: true,
              orderIsQuote: false,
            },
          }),
    );
    const user = userEvent.setup();
    renderOrders(<OrderAction target={target()} />);
    await user.click(screen.getByRole('button', { name: 'Add to Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This seller is not set up for online orders or quotes yet.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add to Order' }));
    expect(await screen.findByText('Added to order successfully.')).toBeVisible();
    expect(screen.getByText("The seller's price is now $25.99.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Added to Order' })).toBeDisabled();
  });

  it('opens the order over the page; deleting it resets the row with "Your order has been deleted."', async () => {
    const { seen } = stubFetch((req) => {
      if (req.method === 'GET' && req.url === '/api/orders/77')
        return json(200, { status: 200, data: { order: order({ id: 77, OrderItems: [item()] }) } });
      if (req.method === 'DELETE' && req.url === '/api/orders/77')
        return json(200, {
          status: 200,
          message: 'Order deleted',
          data: { orderId: 77, orderDeleted: true },
        });
      return json(404, { status: 404, message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderOrders(<OrderAction target={target({ orderId: 77 })} />);
    await user.click(screen.getByRole('button', { name: 'View Order' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    await user.click(await within(details).findByRole('button', { name: 'Delete Order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your order has been deleted.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Order' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The submit form reads the company's shipping address for its default ship-to (issue 24).
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/orders/77',
      'GET /api/company/3',
      'DELETE /api/orders/77',
    ]);
  });
});
