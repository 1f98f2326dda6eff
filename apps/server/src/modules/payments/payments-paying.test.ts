import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES as M,
  applicationFeeRefundedCents,
  processingEstimateCents,
  type RefundResponse,
} from '@ironmatch/contracts/payments';
import { type TestUser } from '../../test/fixtures';
import { createPaymentsBed, FEE, TOTAL } from './payments.fixtures';

describe('payments (simulated provider): paying and refunds', async () => {
  const { call, getOrder, confirmedOrder, dealer, intentFor, pay, paidOrder } = await createPaymentsBed();

  describe('paying with the test cards', () => {
    it('a declined card fails and leaves the order confirmed; 4242 places it and fills the payment', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      const intent = await intentFor(o.buyer, o.orderId);
      const declined = await pay(o.buyer, intent.clientSecret, '4000 0000 0000 0002');
      expect(declined).toMatchObject({
        status: 200,
        body: { data: { status: 'failed', message: M.declined } },
      });
      expect(await getOrder(o.buyer, o.orderId)).toMatchObject({ status: 'order_confirmed', Payments: [] });
      expect((await pay(o.buyer, intent.clientSecret, '4111 1111 1111 1111')).status).toBe(400);

      // The same intent is paid again with the good card.
      expect((await intentFor(o.buyer, o.orderId)).clientSecret).toBe(intent.clientSecret);
      expect(await pay(o.buyer, intent.clientSecret)).toMatchObject({
        body: { data: { status: 'succeeded' } },
      });
      const order = await getOrder(dealer, o.orderId);
      expect(order.status).toBe('order_placed');
      const fee = processingEstimateCents(TOTAL, 'card');
      expect(order.Payments).toEqual([
        expect.objectContaining({
          status: 'succeeded',
          paymentMethodType: 'card',
          cardBrand: 'visa',
          cardLast4: '4242',
          amount: TOTAL,
          amountRefunded: 0,
          applicationFee: FEE,
          applicationFeeRefunded: 0,
          transactionFee: fee,
          netAmount: TOTAL - FEE - fee,
        }),
      ]);
      expect(await pay(o.buyer, intent.clientSecret)).toMatchObject({ status: 409 });
    });
  });

  describe('refunds', () => {
    const refund = (who: TestUser, orderId: number, amount?: number) =>
      call(
        who,
        'POST',
        `/api/stripe/order-payments/${orderId}/refund`,
        amount === undefined ? {} : { amount },
      );

    it('the seller refunds part, then the rest; the fee in proportion; both sides see it', async () => {
      const o = await paidOrder();
      expect(await refund(o.buyer, o.orderId, 100)).toMatchObject({ status: 403 });
      for (const bad of [0, -5, TOTAL + 1])
        expect(await refund(dealer, o.orderId, bad)).toMatchObject({
          status: 400,
          body: { message: M.invalidPartialRefund },
        });

      const part = await refund(dealer, o.orderId, 1000);
      expect(part.status).toBe(200);
      expect(part.body.message).toBe('Refund initiated.');
      const data = part.body.data as RefundResponse['data'];
      expect(data.refund).toMatchObject({ amount: 1000, status: 'succeeded' });
      expect(data.payment).toMatchObject({
        status: 'succeeded',
        amountRefunded: 1000,
        applicationFeeRefunded: applicationFeeRefundedCents(FEE, TOTAL, 1000),
      });
      expect(await refund(dealer, o.orderId, TOTAL - 999)).toMatchObject({
        status: 400,
        body: { message: M.invalidPartialRefund },
      });
      expect((await getOrder(o.buyer, o.orderId)).Payments[0]!.amountRefunded).toBe(1000);

      const rest = await refund(dealer, o.orderId);
      expect((rest.body.data as RefundResponse['data']).payment).toMatchObject({
        status: 'succeeded',
        amountRefunded: TOTAL,
        applicationFeeRefunded: FEE,
      });
      // Issue 21 item 8: the spec's sentence first, the explanation after it, whatever the amount.
      for (const amount of [undefined, 1, 500])
        expect(await refund(dealer, o.orderId, amount)).toMatchObject({
          status: 400,
          body: {
            message: 'Invalid partial refund amount.',
            errors: ['Invalid partial refund amount.', 'Nothing remains to refund on this payment.'],
          },
        });
    });

    it('needs a succeeded payment', async () => {
      const o = await confirmedOrder(dealer, 'PAY-100');
      expect(await refund(dealer, o.orderId, 100)).toMatchObject({
        status: 409,
        body: { message: M.noCapturedPayment },
      });
    });

    it('20 concurrent partial refunds never refund more than was paid', async () => {
      const o = await paidOrder();
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund(dealer, o.orderId, 200)));
      const okCount = answers.filter((a) => a.status === 200).length;
      expect(okCount).toBe(Math.floor(TOTAL / 200));
      for (const a of answers.filter((x) => x.status !== 200))
        expect(a).toMatchObject({ status: 400, body: { message: M.invalidPartialRefund } });
      const payment = (await getOrder(dealer, o.orderId)).Payments[0]!;
      expect(payment.amountRefunded).toBe(okCount * 200);
      expect(payment.amountRefunded).toBeLessThanOrEqual(TOTAL);
    });
  });
});
