import { describe, expect, it } from 'vitest';
import { applicationFeeRefundedCents } from './payments';
import { orderMoney, paymentNetCents } from './order-money';

const paid = {
  status: 'succeeded',
  amount: 123_456,
  amountRefunded: 0,
  applicationFee: 2_469,
  applicationFeeRefunded: 0,
  transactionFee: 3_610,
};

describe('Net to you (issue 24)', () => {
  it('is paid minus the fees before any refund', () => {
    expect(paymentNetCents(paid)).toBe(123_456 - 2_469 - 3_610);
  });

  it('follows two partial refunds to the cent, fee refunded in proportion', () => {
    let p = { ...paid };
    for (const refund of [10_001, 20_002]) {
      const amountRefunded = p.amountRefunded + refund;
      p = {
        ...p,
        amountRefunded,
        applicationFeeRefunded: applicationFeeRefundedCents(p.applicationFee, p.amount, amountRefunded),
      };
    }
    expect(p.applicationFeeRefunded).toBe(600);
    expect(paymentNetCents(p)).toBe(123_456 - 30_003 - (2_469 - 600) - 3_610);
    expect(orderMoney([p])).toEqual({
      amountPaid: 123_456,
      amountRefunded: 30_003,
      netAmount: 123_456 - 30_003 - 1_869 - 3_610,
    });
  });

  it('ends at minus the transaction fee after a full refund', () => {
    const full = { ...paid, amountRefunded: paid.amount, applicationFeeRefunded: paid.applicationFee };
    expect(paymentNetCents(full)).toBe(-3_610);
  });

  it('counts only succeeded payments, and nulls as 0; no payment is 0', () => {
    expect(orderMoney([])).toEqual({ amountPaid: 0, amountRefunded: 0, netAmount: 0 });
    expect(orderMoney([{ ...paid, status: 'failed' }])).toEqual({
      amountPaid: 0,
      amountRefunded: 0,
      netAmount: 0,
    });
    expect(
      paymentNetCents({
        amount: 5_000,
        amountRefunded: null,
        applicationFee: null,
        applicationFeeRefunded: null,
        transactionFee: null,
      }),
    ).toBe(5_000);
  });
});
