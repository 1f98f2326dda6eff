import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  applicationFeeRefundedCents,
  checkRefundAmount,
  parseRefundDollars,
  processingEstimateCents,
} from './payments';

describe('payments money rules', () => {
  it('estimates processing: card 2.9% + 30 cents; ACH 0.8% capped at $5.00', () => {
    expect(processingEstimateCents(10_000, 'card')).toBe(320);
    expect(processingEstimateCents(10_000, 'us_bank_account')).toBe(80);
    expect(processingEstimateCents(1_000_000, 'us_bank_account')).toBe(500);
    expect(processingEstimateCents(0)).toBe(0);
  });

  it('refunds the application fee in proportion, the whole fee on a full refund', () => {
    expect(applicationFeeRefundedCents(62, 3099, 1000)).toBe(20);
    expect(applicationFeeRefundedCents(62, 3099, 3099)).toBe(62);
    expect(applicationFeeRefundedCents(62, 3099, 0)).toBe(0);
  });

  it('checks a refund amount against what remains', () => {
    expect(checkRefundAmount(undefined, 500)).toEqual({ ok: true, cents: 500 });
    expect(checkRefundAmount(500, 500)).toEqual({ ok: true, cents: 500 });
    for (const bad of [0, -1, 501, 1.5])
      expect(checkRefundAmount(bad, 500)).toEqual({
        ok: false,
        message: 'Invalid partial refund amount.',
        errors: ['Invalid partial refund amount.'],
      });
    for (const amount of [undefined, 1])
      expect(checkRefundAmount(amount, 0)).toEqual({
        ok: false,
        message: PAYMENT_MESSAGES.invalidPartialRefund,
        errors: [PAYMENT_MESSAGES.invalidPartialRefund, PAYMENT_MESSAGES.nothingToRefund],
      });
  });

  it('reads dollars typed in the refund dialog', () => {
    expect(parseRefundDollars('$1,234.5')).toBe(123450);
    expect(parseRefundDollars('10')).toBe(1000);
    expect(parseRefundDollars('abc')).toBeNull();
    expect(parseRefundDollars('1.234')).toBeNull();
  });
});
