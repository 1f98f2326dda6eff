import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './order-messages';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  cancelTransition,
  ORDER_TRANSITIONS,
  allPricesConfirmed,
  isQuoteOrder,
  itemStatusForConfirmation,
  itemTransition,
  orderDeletable,
  orderProgress,
  orderStatusLabel,
  orderTotalCents,
  orderTransition,
  quoteStage,
  showsShippingAndTax,
  showsSummary,
  type ItemFacts,
  type OrderAction,
} from './order-states';
import { applicationFeeCents, parseMoneyText } from './order-money';
import { createOrderBodySchema } from './orders';

const priced = (over: Partial<ItemFacts> = {}): ItemFacts => ({
  price: 2500,
  priceConfirmed: true,
  status: 'price_confirmed',
  isQuote: false,
  quantity: 1,
  ...over,
});
const quote = (over: Partial<ItemFacts> = {}): ItemFacts => ({
  price: null,
  priceConfirmed: false,
  status: 'new',
  isQuote: true,
  quantity: 1,
  ...over,
});

describe('order transition table', () => {
  it('moves each action from its status to the next, by its party', () => {
    expect(orderTransition('new_order', 'submitOrder')).toEqual({ kind: 'apply', to: 'order_requested' });
    expect(orderTransition('order_requested', 'respondOrder')).toEqual({
      kind: 'apply',
      to: 'order_confirmed',
    });
    expect(orderTransition('order_confirmed', 'placeOrder')).toEqual({ kind: 'apply', to: 'order_placed' });
    expect(orderTransition('order_placed', 'markShipped')).toEqual({ kind: 'apply', to: 'order_shipped' });
    expect(ORDER_TRANSITIONS.submitOrder.by).toBe('buyer');
    expect(ORDER_TRANSITIONS.respondOrder.by).toBe('seller');
    expect(ORDER_TRANSITIONS.markShipped.by).toBe('seller');
  });

  it('answers a repeat (already in the target state) as unchanged, and everything else as illegal', () => {
    const actions = Object.keys(ORDER_TRANSITIONS) as OrderAction[];
    for (const action of actions) {
      for (const status of ORDER_STATUSES) {
        const outcome = orderTransition(status, action);
        const t = ORDER_TRANSITIONS[action];
        if (status === t.from) expect(outcome.kind).toBe('apply');
        else if (status === t.to) expect(outcome.kind).toBe('unchanged');
        else expect(outcome.kind).toBe('illegal');
      }
    }
    expect(orderTransition('order_shipped', 'submitOrder')).toEqual({
      kind: 'illegal',
      message: 'Submitting the order request is not possible: the order is Order Shipped.',
    });
  });

  it('deletes until paid', () => {
    expect(ORDER_STATUSES.filter(orderDeletable)).toEqual([
      'new_order',
      'pending_company_approval',
      'order_requested',
      'order_confirmed',
    ]);
  });

  it('keeps the confirmed flag and the quote item status together', () => {
    expect(itemTransition('new', 'requestQuote')).toBe('quote_requested');
    expect(itemTransition('quote_requested', 'requestQuote')).toBe('quote_requested');
    expect(itemTransition('price_confirmed', 'requestQuote')).toBe('price_confirmed');
    expect(itemStatusForConfirmation('new', true)).toBe('price_confirmed');
    expect(itemStatusForConfirmation('quote_requested', true)).toBe('price_confirmed');
    expect(itemStatusForConfirmation('price_confirmed', false)).toBe('quote_requested');
    expect(itemStatusForConfirmation('new', false)).toBe('new');
  });
});

describe('canceling (issue 24)', () => {
  it('the seller until shipping, the buyer until payment; a repeat is unchanged', () => {
    const kinds = (by: 'buyer' | 'seller') =>
      ORDER_STATUSES.map((s) => [s, cancelTransition(s, by).kind] as const);
    expect(kinds('seller')).toEqual([
      ['new_order', 'apply'],
      ['pending_company_approval', 'illegal'],
      ['order_requested', 'apply'],
      ['order_confirmed', 'apply'],
      ['order_placed', 'apply'],
      ['order_shipped', 'illegal'],
      ['order_canceled', 'unchanged'],
    ]);
    expect(kinds('buyer').map(([, k]) => k)).toEqual([
      'apply',
      'apply',
      'apply',
      'apply',
      'illegal',
      'illegal',
      'unchanged',
    ]);
    expect(cancelTransition('order_placed', 'buyer')).toEqual({
      kind: 'illegal',
      message: ORDER_MESSAGES.buyerCancelPaid,
    });
    expect(ORDER_STATUS_LABELS.order_canceled).toBe('Order Canceled');
  });
});

describe('quotes, stages and labels', () => {
  it('a priced order shows the five order stages', () => {
    const order = { status: 'order_confirmed' as const, items: [priced()] };
    expect(isQuoteOrder(order)).toBe(false);
    expect(orderProgress(order)).toEqual({
      kind: 'order',
      stages: ['New Order', 'Order Requested', 'Order Details Confirmed', 'Order Placed', 'Order Shipped'],
      current: 2,
      canceled: false,
    });
    // Canceled: the bar stops where the order was.
    expect(
      orderProgress({ status: 'order_canceled', items: [priced()], canceledFromStatus: 'order_placed' }),
    ).toMatchObject({ kind: 'order', current: 3, canceled: true });
    expect(orderStatusLabel(order)).toBe('Order Details Confirmed');
  });

  it('a quote goes New Quote, Quote Requested, Price(s) Confirmed with the item labels', () => {
    const fresh = { status: 'new_order' as const, items: [quote()] };
    expect(orderProgress(fresh)).toEqual({
      kind: 'quote',
      stages: ['New Quote', 'Quote Requested', 'Price(s) Confirmed'],
      current: 0,
      canceled: false,
    });
    expect(orderStatusLabel(fresh)).toBe('New Quote');
    const asked = { status: 'new_order' as const, items: [quote({ status: 'quote_requested' })] };
    expect(quoteStage(asked.items)).toBe(1);
    expect(orderStatusLabel(asked)).toBe('Awaiting Quote');
    const answered = {
      status: 'new_order' as const,
      items: [quote({ status: 'price_confirmed', price: 9900, priceConfirmed: true })],
    };
    expect(quoteStage(answered.items)).toBe(2);
    expect(orderStatusLabel(answered)).toBe('Price Confirmed');
    // Submitted as an order, it is shown as the order it has become.
    expect(orderProgress({ ...answered, status: 'order_requested' })).toMatchObject({
      kind: 'order',
      current: 1,
    });
  });

  it('a quote item with a price set but not confirmed keeps the quote waiting', () => {
    const items = [priced(), quote({ status: 'quote_requested', price: 500 })];
    expect(quoteStage(items)).toBe(1);
    expect(allPricesConfirmed(items)).toBe(false);
    expect(orderStatusLabel({ status: 'new_order', items })).toBe('Awaiting Quote');
  });

  it('a confirmed price of 0 is no price', () => {
    expect(allPricesConfirmed([priced({ price: 0 })])).toBe(false);
    expect(allPricesConfirmed([])).toBe(false);
  });

  it('applies the visibility rules by role and state', () => {
    expect(showsShippingAndTax('seller', 'new_order')).toBe(true);
    expect(showsShippingAndTax('buyer', 'order_requested')).toBe(false);
    expect(showsShippingAndTax('buyer', 'order_confirmed')).toBe(true);
    expect(showsShippingAndTax('buyer', 'order_shipped')).toBe(true);
    const order = { status: 'new_order' as const, items: [priced()] };
    expect(showsSummary('buyer', order)).toBe(true);
    expect(showsSummary('seller', order)).toBe(false);
    expect(showsSummary('seller', { ...order, status: 'order_requested' })).toBe(true);
    expect(showsSummary('buyer', { ...order, items: [quote()] })).toBe(false);
  });

  it('totals items, shipping and tax in cents', () => {
    expect(
      orderTotalCents({
        items: [priced({ price: 14999, quantity: 2 }), quote()],
        shippingAmount: 125050,
        taxAmount: 8000,
      }),
    ).toBe(29998 + 125050 + 8000);
  });
});

describe('application fee', () => {
  it('weights the bands 4, 3, 2, 1 and divides by 40,000 (DECISIONS.md "Money")', () => {
    // The seller terms' examples at the 2% rate: $12,000 pays $230, $30,000 pays $400.
    expect(applicationFeeCents(1_200_000, 200)).toBe(23_000);
    expect(applicationFeeCents(3_000_000, 200)).toBe(40_000);
    // 2% of the first band exactly, rounded to the cent.
    expect(applicationFeeCents(10_000, 200)).toBe(200);
    expect(applicationFeeCents(1_000_000, 200)).toBe(20_000);
    expect(applicationFeeCents(1_500_000, 200)).toBe(20_000 + 7_500);
    expect(applicationFeeCents(2_500_000, 200)).toBe(20_000 + 7_500 + 10_000);
    expect(applicationFeeCents(12_345, 200)).toBe(247);
    expect(applicationFeeCents(12_345, 150)).toBe(185);
    expect(applicationFeeCents(0, 200)).toBe(0);
    expect(applicationFeeCents(5_000, 0)).toBe(0);
  });

  it('never exceeds 2% at the default rate', () => {
    for (const total of [1, 99, 1_000_001, 1_499_999, 2_600_000, 99_999_999]) {
      expect(applicationFeeCents(total)).toBeLessThanOrEqual(Math.ceil(total * 0.02));
    }
  });
});

describe('shipping and tax text (spec 5)', () => {
  it.each([
    ['1,250.50', 125050],
    ['80', 8000],
    ['', 0],
    ['   ', 0],
    ['$ 12.5', 1250],
    ['0.99', 99],
    ['.5', 50],
    ['7.', 700],
    ['USD 1 000', 100000],
    ['-5', 500],
    ['00012.30', 1230],
    ['10000000', 1_000_000_000],
  ])('%j is %d cents', (text, cents) => {
    expect(parseMoneyText(text, 'Shipping fee')).toEqual({ ok: true, cents });
  });

  it.each([
    ['1.2.3', 'Shipping fee can have only one decimal point.'],
    ['12.345', 'Shipping fee can have at most 2 digits after the decimal point.'],
    ['10000000.01', 'Shipping fee must be at most $10,000,000.00.'],
    ['99999999999999999999', 'Shipping fee must be at most $10,000,000.00.'],
  ])('%j is refused', (text, message) => {
    expect(parseMoneyText(text, 'Shipping fee')).toEqual({ ok: false, message });
  });
});

describe('create order body', () => {
  it('defaults the quantity to 1 and reads ids given as digits', () => {
    expect(createOrderBodySchema.parse({ vendorCompanyId: '7', searchId: 12 })).toEqual({
      vendorCompanyId: 7,
      searchId: 12,
      quantity: 1,
    });
  });
  it('refuses a quantity below 1 or not whole', () => {
    for (const quantity of [0, -1, 1.5, '2']) {
      const r = createOrderBodySchema.safeParse({ vendorCompanyId: 1, searchId: 1, quantity });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Quantity must be a whole number of at least 1.');
    }
  });
});
