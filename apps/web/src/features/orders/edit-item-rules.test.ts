import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@ironmatch/contracts/orders';
import { editItemChanges, editItemForm } from './edit-item-rules';

const item: OrderItem = {
  id: 7,
  price: null,
  priceConfirmed: false,
  quantity: 4,
  buyerNote: 'Blue ones',
  sellerNote: null,
  status: 'quote_requested',
  isQuote: true,
  priceTier: null,
  partNumber: '1R0750',
  description: 'FUEL FILTER',
  partId: 3,
  partSearchResultId: 9,
};

describe('Edit Item (spec 5)', () => {
  it('sends only the changed fields', () => {
    expect(editItemChanges(item, 'buyer', editItemForm(item, 'buyer'))).toEqual({ ok: true, changes: {} });
    expect(editItemChanges(item, 'buyer', { ...editItemForm(item, 'buyer'), quantity: '6' })).toEqual({
      ok: true,
      changes: { quantity: 6 },
    });
    expect(editItemChanges(item, 'buyer', { ...editItemForm(item, 'buyer'), note: '  ' })).toEqual({
      ok: true,
      changes: { buyerNote: null },
    });
    expect(
      editItemChanges(item, 'seller', {
        ...editItemForm(item, 'seller'),
        price: '149.99',
        priceConfirmed: true,
      }),
    ).toEqual({ ok: true, changes: { price: 14999, priceConfirmed: true } });
  });

  it('holds the buyer to at least 1 and the seller to 0 up to the current quantity', () => {
    const buyer = editItemForm(item, 'buyer');
    expect(editItemChanges(item, 'buyer', { ...buyer, quantity: '0' })).toMatchObject({
      ok: false,
      message: 'Quantity must be a whole number of at least 1.',
    });
    expect(editItemChanges(item, 'buyer', { ...buyer, quantity: '1.5' })).toMatchObject({ ok: false });
    const seller = editItemForm(item, 'seller');
    expect(editItemChanges(item, 'seller', { ...seller, quantity: '0' })).toEqual({
      ok: true,
      changes: { quantity: 0 },
    });
    expect(editItemChanges(item, 'seller', { ...seller, quantity: '5' })).toMatchObject({
      ok: false,
      field: 'quantity',
      message: 'Quantity must be a whole number from 0 to 4.',
    });
  });

  it('a confirmed price must be above 0 and in cents', () => {
    const seller = editItemForm(item, 'seller');
    expect(editItemChanges(item, 'seller', { ...seller, priceConfirmed: true })).toMatchObject({
      ok: false,
      field: 'price',
      message: 'Enter a price above $0.00 before confirming it.',
    });
    expect(editItemChanges(item, 'seller', { ...seller, price: '0', priceConfirmed: true })).toMatchObject({
      ok: false,
    });
    expect(editItemChanges(item, 'seller', { ...seller, price: '1.005' })).toMatchObject({
      ok: false,
      message: 'Price can have at most 2 digits after the decimal point.',
    });
  });
});
