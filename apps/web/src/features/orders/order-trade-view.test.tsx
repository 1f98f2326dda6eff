import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@ironmatch/contracts/orders';
import { stubFetch } from '../../test/fetch-stub';
import { OrderDetailsModal } from './components/order-details-modal';
import { item, json, order, renderOrders, signIn } from './test/order-fixtures';

const company = {
  id: 3,
  name: 'Buyer Excavating',
  shipAddress1: '12 Yard Rd',
  shipAddress2: null,
  shipCity: 'Fresno',
  shipState: 'CA',
  shipZip: '93701',
  shipCountry: 'USA',
};

function serve(current: Order) {
  return stubFetch((req) => {
    if (req.url.startsWith('/api/company/')) return json(200, { status: 200, data: { company } });
    if (req.method === 'GET') return json(200, { status: 200, data: { order: current } });
    return json(200, {
      status: 200,
      message: 'Order request sent.',
      data: { order: current, unchanged: false },
    });
  });
}

const renderModal = () =>
  renderOrders(<OrderDetailsModal orderId={42} onClose={() => undefined} onDeleted={() => undefined} />);

describe('orders as trade: ship-to, PO, method, changes and money (issue 24)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it("Submit Order Request: the ship-to defaults to the company's and is sent only when changed", async () => {
    const { seen } = serve(order());
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    const address = await within(dialog).findByLabelText('Address');
    await waitFor(() => expect(address).toHaveValue('12 Yard Rd'));
    await userEvent.type(within(dialog).getByLabelText(/PO number/), ' PO-7781 ');
    await userEvent.click(within(dialog).getByLabelText('Customer pickup'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Order Request' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    const first = seen.find((r) => r.method === 'POST')!;
    expect(first.url).toBe('/api/orders/42/submit-order');
    // Left as the company's address: no shipTo, the server copies the company's at this moment.
    expect(first.body).toEqual({ comment: '', poNumber: 'PO-7781', shippingMethod: 'Customer pickup' });
  });

  it('a ship-to changed for this order is sent in full, with a typed shipping method', async () => {
    const { seen } = serve(order());
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    const city = await within(dialog).findByLabelText('City');
    await waitFor(() => expect(city).toHaveValue('Fresno'));
    await userEvent.clear(city);
    await userEvent.type(city, 'Bakersfield');
    await userEvent.type(within(dialog).getByLabelText(/Shipping method/), 'UPS Ground');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Order Request' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      comment: '',
      shipTo: {
        address1: '12 Yard Rd',
        address2: null,
        city: 'Bakersfield',
        state: 'CA',
        zip: '93701',
        country: 'USA',
      },
      poNumber: null,
      shippingMethod: 'UPS Ground',
    });
  });

  it("the seller sees the order's ship-to, PO, method, own changes and Net to you after a refund", async () => {
    serve(
      order({
        role: 'seller',
        status: 'order_placed',
        statusLabel: 'Order Placed',
        shippingAmount: 1000,
        taxAmount: 0,
        shipTo: {
          address1: '9 Dock St',
          address2: 'Gate 4',
          city: 'Reno',
          state: 'NV',
          zip: '89501',
          country: 'USA',
        },
        poNumber: 'PO-55',
        shippingMethod: 'Customer pickup',
        changes: [
          {
            createdAt: '2025-03-02T10:00:00.000Z',
            itemId: 11,
            partNumber: '1R0750',
            field: 'price',
            oldValue: 14999,
            newValue: 13999,
          },
        ],
        OrderItems: [item({ price: 13999 })],
        total: 28998,
        amountPaid: 28998,
        amountRefunded: 10000,
        netAmount: 18600,
        invoiceNumber: 7,
      }),
    );
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    const facts = await within(dialog).findByLabelText('Ship-to and PO');
    expect(within(facts).getByText(/9 Dock St/)).toBeVisible();
    expect(within(facts).getByText(/Reno, NV 89501/)).toBeVisible();
    expect(within(facts).getByText('PO-55')).toBeVisible();
    expect(within(facts).getByText('Customer pickup')).toBeVisible();
    expect(within(facts).getByText('Invoice number').nextElementSibling).toHaveTextContent('7');
    expect(within(dialog).getByText(/1R0750: Price \$149\.99 → \$139\.99/)).toBeVisible();
    const money = within(dialog).getByLabelText('Payments');
    expect(within(money).getByText('Net to you').nextElementSibling).toHaveTextContent('$186.00');
    expect(within(money).getByText('Refunded').nextElementSibling).toHaveTextContent('$100.00');
  });

  it('after the seller confirms every price, the line says the buyer can now send the order request', async () => {
    serve(order({ role: 'seller', OrderItems: [item({ isQuote: true, priceConfirmed: true })] }));
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(
      await within(dialog).findByText('Your prices are confirmed. The buyer can now send the order request.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/Confirm your prices/)).not.toBeInTheDocument();
  });

  it('a sent request offers the buyer no Edit or Remove, and Cancel Order instead of Delete', async () => {
    serve(order({ status: 'order_requested', statusLabel: 'Order Requested' }));
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await within(dialog).findByText('1R0750');
    expect(within(dialog).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete Order' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('the seller cancels a paid order only with a reason, and the refund is named on the button', async () => {
    const paid = order({
      role: 'seller',
      status: 'order_placed',
      statusLabel: 'Order Placed',
      amountPaid: 3699,
      amountRefunded: 0,
    });
    const { seen } = serve(paid);
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel Order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Order' });
    const button = within(confirm).getByRole('button', { name: 'Cancel and Refund $36.99' });
    await userEvent.click(button);
    expect(within(confirm).getByText('Please give a reason for canceling.')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(within(confirm).getByLabelText(/Reason/), 'Failed inspection');
    await userEvent.click(button);
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    const sent = seen.find((r) => r.method === 'POST')!;
    expect(sent.url).toBe('/api/orders/42/cancel');
    expect(sent.body).toEqual({ reason: 'Failed inspection' });
  });
});
