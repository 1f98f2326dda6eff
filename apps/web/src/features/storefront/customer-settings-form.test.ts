import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './components/customer-settings-form';

describe('the credit limit typed in dollars (issue 25)', () => {
  it('reads dollars with or without $, commas and cents', () => {
    expect(dollarsToCents('5,000')).toBe(500_000);
    expect(dollarsToCents('$5000.5')).toBe(500_050);
    expect(dollarsToCents(' 80.50 ')).toBe(8_050);
    expect(dollarsToCents('0')).toBe(0);
  });
  it('answers null for nothing and undefined for what is not an amount', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('-5')).toBeUndefined();
    expect(dollarsToCents('5.123')).toBeUndefined();
    expect(dollarsToCents('lots')).toBeUndefined();
    expect(dollarsToCents('99999999999')).toBeUndefined();
  });
});
