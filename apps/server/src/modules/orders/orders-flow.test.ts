import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type Order, type OrderListRow } from '@ironmatch/contracts/orders';
import { createTestUser } from '../../test/fixtures';
import { createOrdersBed } from './orders.fixtures';

describe('orders and quotes, start to finish', async () => {
  const { t, service, dealer, call, ok, rowFor, add, getOrder, mailSince, mailMark } =
    await createOrdersBed();

  describe('a priced order, start to finish', () => {
    it('goes new -> requested -> confirmed -> placed -> shipped with the emails of each step', async () => {
      const buyer = await createTestUser(t, { firstName: 'Bea' });
      const { orderId } = await add(buyer, 'ORD-100', { quantity: 2 });
      await add(buyer, 'ORD-200');

      let mark = await mailMark();
      const submitted = await ok<{ order: Order; unchanged: boolean }>(
        buyer,
        'POST',
        `/api/orders/${orderId}/submit-order`,
        {
          comment: 'Ship to the north yard.',
        },
      );
      expect(submitted.message).toBe(M.orderSubmitted);
      expect(submitted.data).toMatchObject({
        unchanged: false,
        order: { status: 'order_requested', buyerNote: 'Ship to the north yard.' },
      });
      const toSeller = await mailSince(mark);
      expect(toSeller.map((m) => [m.to, m.subject])).toEqual([
        [dealer.email, `Order request #${orderId} from ${submitted.data.order.Customer.Company.name}`],
      ]);
      expect(toSeller[0]!.text).toContain('Ship to the north yard.');

      // A retry is safe: 200, unchanged, no second email.
      mark = await mailMark();
      const again = await ok<{ unchanged: boolean }>(
        buyer,
        'POST',
        `/api/orders/${orderId}/submit-order`,
        {},
      );
      expect(again.data.unchanged).toBe(true);
      expect(await mailSince(mark)).toEqual([]);

      // The seller sees it among received orders.
      const received = await ok<{ orders: OrderListRow[] }>(dealer, 'GET', '/api/orders/received');
      // Issue 25: the seller reads its own labels.
      expect(received.data.orders.find((o) => o.id === orderId)).toMatchObject({
        statusLabel: 'Awaiting Approval',
        CustomerCompany: { id: buyer.companyId },
        VendorCompany: { id: dealer.companyId },
      });

      mark = await mailMark();
      const approved = await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${orderId}/respond-order`, {
        sellerNote: 'Ships Monday.',
        shippingAmount: '1,250.50',
        taxAmount: '80',
      });
      expect(approved.message).toBe(M.orderApproved);
      expect(approved.data.order).toMatchObject({
        status: 'order_confirmed',
        statusLabel: 'Awaiting Payment',
        shippingAmount: 125050,
        taxAmount: 8000,
        sellerNote: 'Ships Monday.',
      });
      const toBuyer = await mailSince(mark);
      expect(toBuyer.map((m) => [m.to, m.subject])).toEqual([
        [buyer.email, `Order #${orderId} approved by Summit Orders Dealer`],
      ]);
      // 2 x 24.99 + 15.00 + 1,250.50 + 80.00
      expect(toBuyer[0]!.text).toContain('Total: $1,395.48');
      expect(await getOrder(buyer, orderId)).toMatchObject({ shippingAmount: 125050, taxAmount: 8000 });

      // Paying belongs to the payments module; it places the order exactly once.
      expect(await t.db.transaction((tx) => service.placeOrder(tx, orderId))).toBe('placed');
      expect(await t.db.transaction((tx) => service.placeOrder(tx, orderId))).toBe('unchanged');

      mark = await mailMark();
      const shipped = await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${orderId}/mark-shipped`, {
        shippingCarrier: ' UPS Freight ',
        trackingNumber: '1Z999AA10123456784',
      });
      expect(shipped.message).toBe(M.markedShipped);
      expect(shipped.data.order).toMatchObject({
        status: 'order_shipped',
        shippingCarrier: 'UPS Freight',
        trackingNumber: '1Z999AA10123456784',
      });
      expect(Date.parse(shipped.data.order.shippedAt!)).toBeGreaterThan(Date.now() - 60_000);
      const shippedMail = await mailSince(mark);
      expect(shippedMail.map((m) => [m.to, m.subject])).toEqual([
        [buyer.email, `Order #${orderId} has shipped`],
      ]);
      expect(shippedMail[0]!.text).toContain('Carrier: UPS Freight');
      expect(shippedMail[0]!.text).toContain('Tracking number: 1Z999AA10123456784');
    });
  });

  describe('a quote, start to finish', () => {
    it('goes New Quote -> Awaiting Quote -> Price Confirmed, then becomes an order', async () => {
      const buyer = await createTestUser(t);
      const created = await add(buyer, 'ORD-300', { quantity: 2 });
      expect(created).toMatchObject({ price: null, orderIsQuote: true });
      let order = await getOrder(buyer, created.orderId);
      expect(order).toMatchObject({ isQuote: true, statusLabel: 'New Quote' });
      expect(order.OrderItems[0]).toMatchObject({
        price: null,
        priceConfirmed: false,
        status: 'new',
        isQuote: true,
      });

      // Nothing to order yet: the buyer hears the spec's sentence.
      expect(await call(buyer, 'POST', `/api/orders/${created.orderId}/submit-order`, {})).toMatchObject({
        status: 409,
        body: { message: M.buyerWaitsForPrices },
      });

      let mark = await mailMark();
      const asked = await ok<{ order: Order; unchanged: boolean }>(
        buyer,
        'POST',
        `/api/orders/${created.orderId}/submit-quote`,
      );
      expect(asked.message).toBe(M.quoteSubmitted);
      expect(asked.data.order).toMatchObject({
        statusLabel: 'Awaiting Quote',
        OrderItems: [{ status: 'quote_requested' }],
      });
      const quoteMail = await mailSince(mark);
      expect(quoteMail.map((m) => m.to)).toEqual([dealer.email]);
      expect(quoteMail[0]!.subject).toBe(
        `Quote request #${created.orderId} from ${order.Customer.Company.name}`,
      );
      expect(quoteMail[0]!.text).toContain('ORD-300 x 2');
      // Again: unchanged, no second email.
      mark = await mailMark();
      expect(
        (await ok<{ unchanged: boolean }>(buyer, 'POST', `/api/orders/${created.orderId}/submit-quote`)).data
          .unchanged,
      ).toBe(true);
      expect(await mailSince(mark)).toEqual([]);

      // The seller prices it; confirming needs a price above 0.
      const itemUrl = `/api/orders/${created.orderId}/items/${created.itemId}`;
      expect(await call(dealer, 'PUT', itemUrl, { priceConfirmed: true })).toMatchObject({
        status: 400,
        body: { message: M.confirmNeedsPrice },
      });
      expect(await call(dealer, 'PUT', itemUrl, { price: 0, priceConfirmed: true })).toMatchObject({
        status: 400,
      });
      const priced = await ok<{ order: Order }>(dealer, 'PUT', itemUrl, { price: 14999 });
      expect(priced.message).toBe(M.itemUpdated);
      expect(priced.data.order.OrderItems[0]).toMatchObject({
        price: 14999,
        priceConfirmed: false,
        status: 'quote_requested',
      });
      mark = await mailMark();
      const confirmed = await ok<{ order: Order }>(dealer, 'PUT', itemUrl, {
        priceConfirmed: true,
        sellerNote: 'Rebuilt last week.',
      });
      expect(confirmed.data.order).toMatchObject({ statusLabel: 'Price Confirmed', isQuote: true });
      expect(confirmed.data.order.OrderItems[0]).toMatchObject({
        priceConfirmed: true,
        status: 'price_confirmed',
        sellerNote: 'Rebuilt last week.',
      });
      const pricesMail = await mailSince(mark);
      expect(pricesMail.map((m) => [m.to, m.subject])).toEqual([
        [buyer.email, `Summit Orders Dealer confirmed the prices of order #${created.orderId}`],
      ]);

      // The buyer submits the order request: from now on it is an order.
      const submitted = await ok<{ order: Order }>(
        buyer,
        'POST',
        `/api/orders/${created.orderId}/submit-order`,
        { comment: '' },
      );
      expect(submitted.data.order).toMatchObject({
        status: 'order_requested',
        isQuote: false,
        statusLabel: 'Order Requested',
        buyerNote: null,
      });
      expect(await rowFor(buyer, 'ORD-300')).toMatchObject({ orderId: created.orderId, orderIsQuote: false });
      order = (
        await ok<{ order: Order }>(dealer, 'PUT', `/api/orders/${created.orderId}/respond-order`, {
          shippingAmount: '',
          taxAmount: '12.00',
        })
      ).data.order;
      expect(order).toMatchObject({ status: 'order_confirmed', shippingAmount: 0, taxAmount: 1200 });
    });

    it('a zero price counts as no price: the part is a quote', async () => {
      const buyer = await createTestUser(t);
      expect(await add(buyer, 'ORD-400')).toMatchObject({ price: null, orderIsQuote: true });
    });
  });
});
