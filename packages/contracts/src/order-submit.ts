import { z } from 'zod';
import { text } from './text';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ORDER_MESSAGES,
  PO_NUMBER_MAX_LENGTH,
  SHIPPING_METHOD_MAX_LENGTH,
} from './order-messages';
import { noteField } from './orders';

/** POST /api/orders/{id}/submit-order (issue 24 "Ship-to, PO number, shipping method"). */

/** A ship-to line: trimmed, never blank. */
function addressLine(label: string) {
  return text({ required: ORDER_MESSAGES.shipToRequired(label), label: `Ship-to ${label}` })
    .trim()
    .min(1, { error: ORDER_MESSAGES.shipToRequired(label) })
    .max(ADDRESS_FIELD_MAX_LENGTH, { error: ORDER_MESSAGES.shipToTooLong(label) });
}

export const shipToBodySchema = z.object(
  {
    address1: addressLine('address line 1'),
    address2: z
      .union([
        text({ label: 'Ship-to address line 2' })
          .trim()
          .max(ADDRESS_FIELD_MAX_LENGTH, { error: ORDER_MESSAGES.shipToTooLong('address line 2') }),
        z.null(),
      ])
      .optional()
      .transform((v) => (v ? v : null)),
    city: addressLine('city'),
    state: addressLine('state'),
    zip: addressLine('ZIP code'),
    country: addressLine('country'),
  },
  { error: 'Ship-to must be an address with address1, city, state, zip and country.' },
);

/** Optional free text, trimmed, '' means none. */
function optionalLine(label: string, max: number, tooLong: string) {
  return z
    .union([text({ label }).trim().max(max, { error: tooLong }), z.null()])
    .optional()
    .transform((v) => (v ? v : null));
}

/**
 * POST /api/orders/{id}/submit-order. Issue 24: `shipTo` for this order only (omitted: the buyer
 * company's shipping address), an optional PO number and requested shipping method.
 */
export const submitOrderBodySchema = z
  .object({
    comment: noteField(),
    shipTo: shipToBodySchema.nullish(),
    poNumber: optionalLine('PO number', PO_NUMBER_MAX_LENGTH, ORDER_MESSAGES.poNumberTooLong),
    shippingMethod: optionalLine(
      'Shipping method',
      SHIPPING_METHOD_MAX_LENGTH,
      ORDER_MESSAGES.shippingMethodTooLong,
    ),
  })
  .nullish()
  .transform((v) => ({
    comment: v?.comment,
    shipTo: v?.shipTo ?? null,
    poNumber: v?.poNumber ?? null,
    shippingMethod: v?.shippingMethod ?? null,
  }));
export type SubmitOrderValues = z.output<typeof submitOrderBodySchema>;
export type SubmitOrderRequest = z.input<typeof submitOrderBodySchema>;
