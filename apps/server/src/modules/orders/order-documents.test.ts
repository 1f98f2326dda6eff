import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_DOCUMENT_MESSAGES as M,
  type ConfirmationDocument,
  type InvoiceDocument,
  type PackingSlipDocument,
} from '@ironmatch/contracts/order-documents';
import type { Order } from '@ironmatch/contracts/orders';
import type { CreateIntentResponse } from '@ironmatch/contracts/payments';
import type { PartRow } from '@ironmatch/contracts/part-matcher';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { paymentsTestKit } from '../payments/payments.fixtures';
import { pdfText } from './pdf-text.fixtures';

/** 3 x $19.99 + 1 x $1,234.56, $10.00 shipping, $1.00 tax. */
const SUBTOTAL = 3 * 1999 + 123456;
const TOTAL = SUBTOTAL + 1000 + 100;

type Stage = 'order_requested' | 'order_confirmed' | 'order_placed' | 'order_shipped';
const KINDS = ['confirmation', 'invoice', 'packing-slip'] as const;

/** Issue 24 "Documents": the order confirmation, the invoice/receipt and the packing slip, JSON and PDF. */
describe('order documents', async () => {
  const t = await createTestApp();
  const { call, ok, getOrder } = paymentsTestKit(t);
  let dealer: TestUser;
  let stranger: TestUser;

  const doc = <T>(who: TestUser, id: number, kind: string) =>
    ok<{ document: T }>(who, 'GET', `/api/orders/${id}/${kind}`).then((d) => d.document);
  async function pdfOf(who: TestUser, id: number, kind: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/${kind}.pdf`,
      headers: who.headers,
    });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => res.json() };
  }

  /** A fresh buyer's order of both parts from the dealer, taken through the real flow to `stage`. */
  async function orderAt(stage: Stage) {
    const buyer = await createTestUser(t, { company: { name: 'Docs Buyer LLC' } });
    let orderId = 0;
    for (const partnum of ['DOC-100', 'DOC-200']) {
      const { parts } = await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partnum}?approved=yes`);
      const row = parts.find((p) => p.companyId === dealer.companyId)!;
      ({ orderId } = await ok<{ orderId: number }>(buyer, 'POST', '/api/orders', {
        vendorCompanyId: row.companyId,
        searchId: row.id,
      }));
    }
    const first = (await getOrder(buyer, orderId)).OrderItems.find((i) => i.partNumber === 'DOC-100')!;
    await ok(buyer, 'PUT', `/api/orders/${orderId}/items/${first.id}`, { quantity: 3 });
    await ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {
      shipTo: { address1: '9 Yard Ln', city: 'Bloomington', state: 'IL', zip: '61701', country: 'USA' },
      poNumber: 'PO-7781',
      shippingMethod: 'Customer pickup',
    });
    if (stage !== 'order_requested')
      await ok(dealer, 'PUT', `/api/orders/${orderId}/respond-order`, {
        shippingAmount: '10',
        taxAmount: '1',
      });
    if (stage === 'order_placed' || stage === 'order_shipped') {
      const intent = await ok<CreateIntentResponse['data']>(
        buyer,
        'POST',
        `/api/stripe/order-payments/${orderId}/create-intent`,
        {},
      );
      await ok(buyer, 'POST', '/api/stripe/simulated/confirm', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
      });
    }
    if (stage === 'order_shipped')
      await ok(dealer, 'PUT', `/api/orders/${orderId}/mark-shipped`, {
        shippingCarrier: 'UPS',
        trackingNumber: '1Z999',
      });
    const order: Order = await getOrder(buyer, orderId);
    expect(order.status).toBe(stage);
    return { buyer, orderId, order };
  }

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, {
      company: {
        name: 'Docs Dealer Inc',
        billAddress1: '500 Ledger Rd',
        billAddress2: 'Suite 9',
        billCity: 'Peoria',
        billState: 'IL',
        billZip: '61602',
        billCountry: 'USA',
      },
      memid: 'NC-DOC',
    });
    stranger = await createTestUser(t, { company: { name: 'Stranger Docs Co' }, memid: 'NC-DST' });
    await addParts(t, dealer.companyId!, [
      { partnum: 'DOC-100', priceCents: 1999, quantity: 1000, description: 'SEAL, O-RING' },
      { partnum: 'DOC-200', priceCents: 123456, quantity: 1000, description: 'PUMP, HYDRAULIC' },
    ]);
  });

  it('before its status each document is 409 with a sentence; the buyer never gets the packing slip; anyone else 404', async () => {
    const o = await orderAt('order_requested');
    for (const who of [o.buyer, dealer]) {
      for (const suffix of ['', '.pdf']) {
        expect(await call(who, 'GET', `/api/orders/${o.orderId}/confirmation${suffix}`)).toMatchObject({
          status: 409,
          body: { message: M.notYet('confirmation', o.order) },
        });
        expect(await call(who, 'GET', `/api/orders/${o.orderId}/invoice${suffix}`)).toMatchObject({
          status: 409,
          body: {
            message: 'The invoice is available once the order is paid. This order is Order Requested.',
          },
        });
      }
    }
    expect(await call(dealer, 'GET', `/api/orders/${o.orderId}/packing-slip`)).toMatchObject({ status: 409 });
    for (const suffix of ['', '.pdf'])
      expect(await call(o.buyer, 'GET', `/api/orders/${o.orderId}/packing-slip${suffix}`)).toMatchObject({
        status: 403,
        body: { message: M.packingSlipSellerOnly },
      });
    for (const kind of KINDS)
      for (const suffix of ['', '.pdf']) {
        expect(await call(stranger, 'GET', `/api/orders/${o.orderId}/${kind}${suffix}`)).toMatchObject({
          status: 404,
        });
        expect(await call(stranger, 'GET', `/api/orders/999999/${kind}${suffix}`)).toMatchObject({
          status: 404,
        });
      }
  });

  it('the order confirmation from order_confirmed on: both parties, both companies, every line and sum', async () => {
    const o = await orderAt('order_confirmed');
    const forBuyer = await doc<ConfirmationDocument>(o.buyer, o.orderId, 'confirmation');
    expect(await doc(dealer, o.orderId, 'confirmation')).toEqual(forBuyer);
    expect(forBuyer).toEqual({
      kind: 'confirmation',
      orderId: o.orderId,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      invoiceNumber: null,
      poNumber: 'PO-7781',
      shippingMethod: 'Customer pickup',
      shipTo: {
        address1: '9 Yard Ln',
        address2: null,
        city: 'Bloomington',
        state: 'IL',
        zip: '61701',
        country: 'USA',
      },
      seller: {
        companyId: dealer.companyId,
        name: 'Docs Dealer Inc',
        address1: '500 Ledger Rd',
        address2: 'Suite 9',
        city: 'Peoria',
        state: 'IL',
        zip: '61602',
        country: 'USA',
      },
      // No billing address on file: the company's shipping address.
      buyer: expect.objectContaining({ name: 'Docs Buyer LLC', address1: '1 Test Way', city: 'Testville' }),
      lines: [
        { partNumber: 'DOC-100', description: 'SEAL, O-RING', quantity: 3, unitPrice: 1999, amount: 5997 },
        {
          partNumber: 'DOC-200',
          description: 'PUMP, HYDRAULIC',
          quantity: 1,
          unitPrice: 123456,
          amount: 123456,
        },
      ],
      subtotal: SUBTOTAL,
      shippingAmount: 1000,
      taxAmount: 100,
      total: TOTAL,
    });
    expect(await call(o.buyer, 'GET', `/api/orders/${o.orderId}/invoice`)).toMatchObject({ status: 409 });

    const pdf = await pdfOf(o.buyer, o.orderId, 'confirmation');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="order-${o.orderId}-confirmation.pdf"`,
    );
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.body);
    for (const shown of [
      'Order Confirmation',
      `#${o.orderId}`,
      'Docs Dealer Inc',
      '500 Ledger Rd',
      '9 Yard Ln',
      'PO-7781',
      'Customer pickup',
      'DOC-200',
      'PUMP, HYDRAULIC',
      '$59.97',
      '$1,234.56',
      '$1,294.53',
      '$1,305.53',
    ])
      expect(text).toContain(shown);
  });

  it('the invoice after two partial refunds: payments, refunds and what remains, to the cent', async () => {
    const o = await orderAt('order_placed');
    for (const amount of [1234, 5001])
      await ok(dealer, 'POST', `/api/stripe/order-payments/${o.orderId}/refund`, { amount });
    const invoice = await doc<InvoiceDocument>(o.buyer, o.orderId, 'invoice');
    expect(await doc(dealer, o.orderId, 'invoice')).toEqual(invoice);
    // The seller's invoice number, given when the order was paid.
    expect(invoice.invoiceNumber).toEqual(expect.any(Number));
    expect(invoice.invoiceNumber).toBe((await getOrder(dealer, o.orderId)).invoiceNumber);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      orderId: o.orderId,
      poNumber: 'PO-7781',
      subtotal: SUBTOTAL,
      total: TOTAL,
      payments: [{ method: 'Visa ending 4242', amount: TOTAL, reference: expect.any(String) }],
      refunds: [{ amount: 1234 }, { amount: 5001 }],
      amountPaid: TOTAL,
      amountRefunded: 6235,
      netPaid: TOTAL - 6235,
    });
    expect(invoice.payments[0]!.reference).not.toBe('');
    // The order's own view of its payment agrees.
    expect((await getOrder(o.buyer, o.orderId)).Payments[0]).toMatchObject({
      amount: TOTAL,
      amountRefunded: 6235,
    });

    const pdf = await pdfOf(dealer, o.orderId, 'invoice');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="order-${o.orderId}-invoice.pdf"`);
    const text = pdfText(pdf.body);
    for (const shown of [
      'Invoice',
      `#${o.orderId}`,
      String(invoice.invoiceNumber),
      'PO-7781',
      '$1,305.53',
      '-$12.34',
      '-$50.01',
      '$62.35',
      '$1,243.18',
    ])
      expect(text).toContain(shown);
    expect(text).toContain(invoice.payments[0]!.reference);
  });

  it('the packing slip: the seller only, no price anywhere, JSON and PDF', async () => {
    const o = await orderAt('order_placed');
    const slip = await doc<PackingSlipDocument>(dealer, o.orderId, 'packing-slip');
    expect(slip.lines).toEqual([
      { partNumber: 'DOC-100', description: 'SEAL, O-RING', quantity: 3 },
      { partNumber: 'DOC-200', description: 'PUMP, HYDRAULIC', quantity: 1 },
    ]);
    expect(Object.keys(slip).sort()).toEqual([
      'buyer',
      'date',
      'invoiceNumber',
      'kind',
      'lines',
      'orderId',
      'poNumber',
      'seller',
      'shipTo',
      'shippingMethod',
    ]);
    expect(slip).toMatchObject({
      kind: 'packing-slip',
      invoiceNumber: null,
      poNumber: 'PO-7781',
      shippingMethod: 'Customer pickup',
      shipTo: expect.objectContaining({ address1: '9 Yard Ln' }),
    });
    expect(await call(o.buyer, 'GET', `/api/orders/${o.orderId}/packing-slip`)).toMatchObject({
      status: 403,
    });

    const pdf = await pdfOf(dealer, o.orderId, 'packing-slip');
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body);
    expect(text).toContain('Packing Slip');
    expect(text).toContain('DOC-100');
    expect(text).toContain('9 Yard Ln');
    expect(text).not.toContain('$');
  });

  it('later statuses keep the documents; a canceled order keeps those it had reached', async () => {
    const shipped = await orderAt('order_shipped');
    for (const kind of KINDS) expect((await pdfOf(dealer, shipped.orderId, kind)).status).toBe(200);

    const confirmed = await orderAt('order_confirmed');
    await ok(confirmed.buyer, 'POST', `/api/orders/${confirmed.orderId}/cancel`, {
      reason: 'Found it locally',
    });
    expect((await doc<ConfirmationDocument>(dealer, confirmed.orderId, 'confirmation')).total).toBe(TOTAL);
    expect(await call(dealer, 'GET', `/api/orders/${confirmed.orderId}/invoice.pdf`)).toMatchObject({
      status: 409,
      body: {
        message:
          'The invoice is available once the order is paid. This order was canceled at Order Details Confirmed.',
      },
    });

    // The seller cancels a paid order: the invoice stays and shows the full refund.
    const placed = await orderAt('order_placed');
    await ok(dealer, 'POST', `/api/orders/${placed.orderId}/cancel`, { reason: 'Out of stock' });
    expect(await doc<InvoiceDocument>(placed.buyer, placed.orderId, 'invoice')).toMatchObject({
      amountPaid: TOTAL,
      amountRefunded: TOTAL,
      netPaid: 0,
      refunds: [{ amount: TOTAL }],
    });
    expect((await pdfOf(dealer, placed.orderId, 'packing-slip')).status).toBe(200);
  });
});
