import { describe, expect, it } from 'vitest';
import {
  QUOTE_MESSAGES,
  compareQuoteRows,
  leadTimeText,
  quoteLineTotal,
  quoteStatusOf,
  quoteTotal,
  quoteTransition,
  resolveValidUntil,
  searchQuotable,
} from './quote-rules';
import { sendQuoteBodySchema } from './quotes';

const now = new Date('2026-03-10T12:00:00Z');

describe('quote rules', () => {
  it('totals a line as quantity x (price + core) + freight, nulls counting 0', () => {
    expect(quoteLineTotal({ price: 4100, quantity: 3, coreCharge: null, freightEstimate: null })).toBe(12300);
    expect(quoteLineTotal({ price: 4100, quantity: 3, coreCharge: 500, freightEstimate: 2500 })).toBe(16300);
    expect(
      quoteTotal([
        { price: 100, quantity: 2, coreCharge: null, freightEstimate: 50 },
        { price: 10, quantity: 1, coreCharge: 5, freightEstimate: null },
      ]),
    ).toBe(265);
  });

  it('walks the states: repeats are unchanged, accepted is final, expired cannot be accepted', () => {
    expect(quoteTransition('sent', false, 'accept')).toEqual({ kind: 'apply', to: 'accepted' });
    expect(quoteTransition('accepted', false, 'accept')).toEqual({ kind: 'unchanged' });
    expect(quoteTransition('updated', true, 'accept')).toEqual({
      kind: 'illegal',
      message: QUOTE_MESSAGES.expired,
    });
    expect(quoteTransition('withdrawn', false, 'accept').kind).toBe('illegal');
    expect(quoteTransition('declined', false, 'accept').kind).toBe('illegal');
    expect(quoteTransition('accepted', false, 'replace').kind).toBe('illegal');
    expect(quoteTransition('declined', false, 'replace')).toEqual({ kind: 'apply', to: 'updated' });
    expect(quoteTransition('withdrawn', false, 'withdraw')).toEqual({ kind: 'unchanged' });
    expect(quoteTransition('accepted', false, 'withdraw').kind).toBe('illegal');
    expect(quoteTransition('accepted', false, 'decline').kind).toBe('illegal');
    expect(quoteTransition('sent', true, 'decline')).toEqual({ kind: 'apply', to: 'declined' });
  });

  it('reads an open quote past its date as expired, a closed one as it was', () => {
    expect(quoteStatusOf('sent', '2026-03-10T11:59:59Z', now)).toBe('expired');
    expect(quoteStatusOf('updated', '2026-03-11T00:00:00Z', now)).toBe('updated');
    expect(quoteStatusOf('accepted', '2026-03-01T00:00:00Z', now)).toBe('accepted');
  });

  it('takes validUntil as a date (end of day UTC) or a date-time, in the future and at most 90 days ahead', () => {
    expect(resolveValidUntil(undefined, now)).toEqual({ ok: true, at: new Date('2026-03-17T12:00:00Z') });
    expect(resolveValidUntil('2026-03-12', now)).toEqual({
      ok: true,
      at: new Date('2026-03-12T23:59:59.999Z'),
    });
    expect(resolveValidUntil('2026-03-11T08:00:00Z', now)).toEqual({
      ok: true,
      at: new Date('2026-03-11T08:00:00Z'),
    });
    expect(resolveValidUntil('2026-03-09', now)).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.validUntilPast,
    });
    expect(resolveValidUntil('2026-06-09', now)).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.validUntilTooFar,
    });
    expect(resolveValidUntil('2026-02-30', now)).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.validUntilInvalid,
    });
    expect(resolveValidUntil('tomorrow', now).ok).toBe(false);
  });

  it('quotes searches up to 30 days old', () => {
    expect(searchQuotable('2026-02-09T12:00:00Z', now)).toBe(true);
    expect(searchQuotable('2026-02-08T11:59:00Z', now)).toBe(false);
  });

  it('sorts the compare view by total, or by lead time then total', () => {
    const rows = [
      { quoteId: 1, total: 300, leadTimeDays: 0 },
      { quoteId: 2, total: 100, leadTimeDays: 5 },
      { quoteId: 3, total: 200, leadTimeDays: 0 },
    ];
    expect([...rows].sort(compareQuoteRows('total')).map((r) => r.quoteId)).toEqual([2, 3, 1]);
    expect([...rows].sort(compareQuoteRows('leadTime')).map((r) => r.quoteId)).toEqual([3, 1, 2]);
    expect(leadTimeText(0)).toBe('Ships today');
    expect(leadTimeText(3)).toBe('Ships in 3 days');
  });

  it("answers 'Price must be more than 0.' for a missing, zero or negative price", () => {
    for (const price of [undefined, 0, -5]) {
      const parsed = sendQuoteBodySchema.safeParse({ partSearchId: 1, lines: [{ price, condition: 'NEW' }] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(QUOTE_MESSAGES.priceRequired);
    }
    const ok = sendQuoteBodySchema.parse({ partSearchId: 1, lines: [{ price: 4100, condition: 'NEW' }] });
    expect(ok.lines[0]).toMatchObject({
      quantity: 1,
      leadTimeDays: 0,
      freightEstimate: null,
      coreCharge: null,
      note: null,
    });
  });
});
