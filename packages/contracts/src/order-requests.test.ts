import { describe, expect, it } from 'vitest';
import { submitOrderBodySchema } from './order-submit';

const address = { address1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501', country: 'US' };
const firstError = (body: unknown) => {
  const r = submitOrderBodySchema.safeParse(body);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('submit-order body (issue 24)', () => {
  it('takes no body: the company address is used later, no PO or method', () => {
    expect(submitOrderBodySchema.parse(undefined)).toEqual({
      comment: undefined,
      shipTo: null,
      poNumber: null,
      shippingMethod: null,
    });
  });

  it('trims ship-to, PO and method; a blank address2 is null', () => {
    const v = submitOrderBodySchema.parse({
      shipTo: { ...address, address1: ' 1 Main St ', address2: ' ' },
      poNumber: ' PO-7 ',
      shippingMethod: 'Customer pickup',
    });
    expect(v.shipTo).toEqual({ ...address, address2: null });
    expect(v.poNumber).toBe('PO-7');
    expect(v.shippingMethod).toBe('Customer pickup');
  });

  it('refuses a ship-to without its required lines, with a sentence', () => {
    expect(firstError({ shipTo: { ...address, city: ' ' } })).toBe('Ship-to city is required.');
    const { zip: _zip, ...noZip } = address;
    expect(firstError({ shipTo: noZip })).toBe('Ship-to ZIP code is required.');
  });

  it('refuses a PO number over 40 characters and a method over 100', () => {
    expect(firstError({ poNumber: 'P'.repeat(41) })).toBe('PO number must be at most 40 characters long.');
    expect(submitOrderBodySchema.parse({ poNumber: 'P'.repeat(40) }).poNumber).toHaveLength(40);
    expect(firstError({ shippingMethod: 'x'.repeat(101) })).toBe(
      'Shipping method must be at most 100 characters long.',
    );
  });
});
