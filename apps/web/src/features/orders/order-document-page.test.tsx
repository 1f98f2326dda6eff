import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDocument, PackingSlipDocument } from '@ironmatch/contracts/order-documents';
import { stubFetch } from '../../test/fetch-stub';
import { OrderDocumentLinks } from './components/order-document-links';
import { OrderDocumentPage } from './order-document-page';
import { json, order, renderOrders, signIn } from './test/order-fixtures';

const saved = vi.hoisted(() => vi.fn());
vi.mock('../../lib/save-file', () => ({ saveFile: saved }));

const party = (name: string, companyId: number) => ({
  companyId,
  name,
  address1: '500 Ledger Rd',
  address2: null,
  city: 'Peoria',
  state: 'IL',
  zip: '61602',
  country: 'USA',
});
const header = {
  orderId: 42,
  date: '2026-11-27T06:00:00.000Z',
  poNumber: 'PO-7781',
  shippingMethod: 'Customer pickup',
  shipTo: { ...party('x', 0), address1: '9 Yard Ln' },
  seller: party('Docs Dealer Inc', 5),
  buyer: party('Docs Buyer LLC', 3),
};
const invoice: InvoiceDocument = {
  kind: 'invoice',
  ...header,
  invoiceNumber: 12,
  lines: [
    { partNumber: 'DOC-200', description: 'PUMP, HYDRAULIC', quantity: 2, unitPrice: 123456, amount: 246912 },
  ],
  subtotal: 246912,
  shippingAmount: 1000,
  taxAmount: 100,
  total: 248012,
  paymentMethod: 'online',
  dueDate: null,
  payments: [{ date: header.date, method: 'Visa ending 4242', amount: 248012, reference: 'pi_sim_1' }],
  refunds: [{ date: header.date, amount: 1234 }],
  amountPaid: 248012,
  amountRefunded: 1234,
  netPaid: 246778,
};
const slip: PackingSlipDocument = {
  kind: 'packing-slip',
  ...header,
  invoiceNumber: null,
  lines: [{ partNumber: 'DOC-200', description: 'PUMP, HYDRAULIC', quantity: 2 }],
};

function renderPage(kind: 'invoice' | 'packing-slip') {
  return renderOrders(
    <Routes>
      <Route path="/orders/:orderId/invoice" element={<OrderDocumentPage kind="invoice" />} />
      <Route path="/orders/:orderId/packing-slip" element={<OrderDocumentPage kind="packing-slip" />} />
    </Routes>,
    {},
    `/orders/42/${kind}`,
  );
}

describe('order documents', () => {
  beforeEach(() => signIn('NC-1'));
  afterEach(() => vi.unstubAllGlobals());

  it(
    'the invoice page shows the document to the cent and downloads its PDF',
    { timeout: 15_000 },
    async () => {
      const { seen } = stubFetch((req) =>
        req.url.endsWith('.pdf')
          ? new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } })
          : json(200, { status: 200, data: { document: invoice } }),
      );
      renderPage('invoice');
      const sheet = await screen.findByRole('article', { name: 'Invoice' });
      expect(seen[0]!.url).toBe('/api/orders/42/invoice');
      for (const text of [
        '#42',
        '12',
        'PO-7781',
        'Customer pickup',
        'Docs Dealer Inc',
        '9 Yard Ln',
        '$2,469.12',
        '$2,480.12',
        '-$12.34',
        '$2,467.78',
      ])
        expect(within(sheet).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
      expect(within(sheet).getByText(/Visa ending 4242/)).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(saved.mock.calls[0]![1]).toBe('order-42-invoice.pdf');
      expect(await (saved.mock.calls[0]![0] as Blob).text()).toBe('%PDF-1.3');
      expect(seen.map((r) => r.url)).toContain('/api/orders/42/invoice.pdf');
    },
  );

  it('the packing slip shows no price; a refused document shows its sentence', async () => {
    stubFetch(() => json(200, { status: 200, data: { document: slip } }));
    const first = renderPage('packing-slip');
    const sheet = await screen.findByRole('article', { name: 'Packing Slip' });
    expect(within(sheet).getByText('DOC-200')).toBeVisible();
    expect(sheet.textContent).not.toContain('$');
    first.unmount();

    const refusal = 'The invoice is available once the order is paid. This order is Order Requested.';
    stubFetch(() => json(409, { status: 409, message: refusal }));
    renderPage('invoice');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('the order links to the documents its party may open at its status', () => {
    const names = (o: Parameters<typeof OrderDocumentLinks>[0]['order']) => {
      const view = renderOrders(<OrderDocumentLinks order={o} />);
      const links = screen.queryAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]);
      view.unmount();
      return links;
    };
    expect(names(order({ role: 'buyer', status: 'order_requested' }))).toEqual([]);
    expect(names(order({ role: 'buyer', status: 'order_confirmed' }))).toEqual([
      ['Order Confirmation', '/orders/42/confirmation'],
    ]);
    expect(names(order({ role: 'buyer', status: 'order_placed' }))).toEqual([
      ['Order Confirmation', '/orders/42/confirmation'],
      ['Invoice', '/orders/42/invoice'],
    ]);
    expect(
      names(order({ role: 'seller', status: 'order_canceled', canceledFromStatus: 'order_placed' })).map(
        (l) => l[0],
      ),
    ).toEqual(['Order Confirmation', 'Invoice', 'Packing Slip']);
  });
});
