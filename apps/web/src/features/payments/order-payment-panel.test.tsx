import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@ironmatch/contracts/orders';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { OrderPaymentPanel } from './order-payment-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signIn() {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(
    ACCESS_TOKEN_KEY,
    `${encode({ alg: 'HS256' })}.${encode({ sub: '7', sid: '00000000-0000-4000-8000-000000000001', companyId: 3, memid: null, email_verified: true, exp })}.sig`,
  );
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
}

const paid = {
  status: 'succeeded',
  paymentMethodType: 'card',
  cardBrand: 'visa',
  cardLast4: '4242',
  bankLast4: null,
  amount: 3699,
  amountRefunded: 500,
  amountRefundedAt: null,
  applicationFee: 74,
  applicationFeeRefunded: 10,
  applicationFeeRefundedAt: null,
  transactionFee: 137,
  netAmount: 3488,
  updatedAt: null,
};

function order(over: Partial<Order> = {}): Order {
  return {
    id: 42,
    status: 'order_confirmed',
    statusLabel: 'Order Details Confirmed',
    isQuote: false,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    customerId: 7,
    customerCompanyId: 3,
    Customer: { email: 'b@b.test', firstName: 'Bea', lastName: 'B', Company: { id: 3, name: 'Buyer Co' } },
    vendorCompanyId: 9,
    VendorCompany: { id: 9, name: 'Summit Heavy Parts', applicationFeeRate: 200 },
    buyerNote: null,
    sellerNote: null,
    shippingAmount: 1000,
    taxAmount: 200,
    shippingCarrier: null,
    trackingNumber: null,
    shippedAt: null,
    shipTo: null,
    poNumber: null,
    shippingMethod: null,
    total: 0,
    amountPaid: 0,
    amountRefunded: 0,
    netAmount: 0,
    paymentMethod: null,
    dueDate: null,
    paidAt: null,
    offlinePayment: null,
    overdue: false,
    invoiceNumber: null,
    changes: [],
    canceledBy: null,
    canceledAt: null,
    cancelReason: null,
    canceledFromStatus: null,
    OrderItems: [
      {
        id: 1,
        price: 2499,
        priceConfirmed: true,
        quantity: 1,
        buyerNote: null,
        sellerNote: null,
        status: 'price_confirmed',
        isQuote: false,
        priceTier: null,
        partNumber: '1R0750',
        description: 'FUEL FILTER',
        partId: 5,
        partSearchResultId: 21,
      },
    ],
    Payments: [],
    role: 'buyer',
    accountTerms: null,
    submittedBy: null,
    approval: null,
    ...over,
  };
}

const renderPanel = (o: Order) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderPaymentPanel order={o} />
    </QueryClientProvider>,
  );

// userEvent typing is slow on a loaded machine; the default 5 s is not about behaviour.
describe('the order payment panel', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('the buyer pays a confirmed order with a test card and hears it went through', async () => {
    const { seen } = stubFetch((req) => {
      if (req.url.endsWith('/create-intent'))
        return json(200, {
          status: 200,
          data: {
            clientSecret: 'pi_sim_1_secret_x',
            connectedAccount: 'acct_sim_1',
            amountCents: 3699,
            applicationFeeCents: 74,
            mode: 'simulated',
          },
        });
      return json(200, { status: 200, data: { status: 'succeeded', message: null } });
    });
    renderPanel(order());
    await userEvent.click(screen.getByRole('button', { name: 'Pay $36.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Order' });
    expect(within(dialog).getByText('TEST MODE')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $36.99' }));
    expect(
      await screen.findByText("Your payment went through! We've marked this order as placed."),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    expect(seen.at(-1)).toMatchObject({
      url: '/api/stripe/simulated/confirm',
      body: { clientSecret: 'pi_sim_1_secret_x', cardNumber: '4242 4242 4242 4242' },
    });
  });

  it('Try Again after a declined card reopens the card form (issue 21 item 9)', async () => {
    let confirms = 0;
    stubFetch((req) => {
      if (req.url.endsWith('/create-intent'))
        return json(200, {
          status: 200,
          data: {
            clientSecret: 'pi_sim_2_secret_y',
            connectedAccount: 'acct_sim_1',
            amountCents: 3699,
            applicationFeeCents: 74,
            mode: 'simulated',
          },
        });
      confirms += 1;
      return confirms === 1
        ? json(200, { status: 200, data: { status: 'failed', message: 'Your card was declined.' } })
        : json(200, { status: 200, data: { status: 'succeeded', message: null } });
    });
    renderPanel(order());
    await userEvent.click(screen.getByRole('button', { name: 'Pay $36.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Order' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $36.99' }));
    const failed = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(failed).getByText('Your card was declined.')).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    const again = await screen.findByRole('dialog', { name: 'Pay for Order' });
    expect(within(again).getByLabelText('Test card number')).toBeVisible();
    await userEvent.click(within(again).getByRole('button', { name: 'Pay $36.99' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  });

  it('the seller refunds only after typing PROCESS REFUND, and a partial amount is checked', async () => {
    const { seen } = stubFetch(() => json(200, { status: 200, message: 'Refund initiated.', data: {} }));
    renderPanel(order({ role: 'seller', status: 'order_placed', Payments: [paid] }));
    const region = screen.getByRole('region', { name: 'Payment' });
    expect(region).toHaveTextContent('Refunded$5.00');
    expect(region).toHaveTextContent('Net to you$34.88');
    await userEvent.click(within(region).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Refund' });
    const submit = within(dialog).getByRole('button', { name: 'Process Refund' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Partial refund'));
    await userEvent.type(within(dialog).getByLabelText('Refund amount'), '40');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'PROCESS REFUND');
    await userEvent.click(submit);
    expect(within(dialog).getByText('Invalid partial refund amount.')).toBeVisible();
    expect(seen).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Refund amount'));
    await userEvent.type(within(dialog).getByLabelText('Refund amount'), '12.50');
    await userEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Refund Initiated' })).toBeVisible();
    expect(seen[0]).toMatchObject({ url: '/api/stripe/order-payments/42/refund', body: { amount: 1250 } });
  });
});
