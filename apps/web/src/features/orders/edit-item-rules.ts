import { ORDER_MESSAGES as M, QUANTITY_MAX } from '@ironmatch/contracts/order-messages';
import { hasPositivePrice, type OrderRole } from '@ironmatch/contracts/order-states';
import { parseMoneyText } from '@ironmatch/contracts/order-money';
import { type OrderItem, type UpdateItemRequest } from '@ironmatch/contracts/orders';
import { centsAsDecimal } from '../../lib/format';

/** What the Edit Item dialog holds, as typed. */
export interface EditItemForm {
  quantity: string;
  note: string;
  /** Seller: dollars, e.g. '149.99'; empty = no price. */
  price: string;
  priceConfirmed: boolean;
}

export function editItemForm(item: OrderItem, role: OrderRole): EditItemForm {
  return {
    quantity: String(item.quantity),
    note: (role === 'buyer' ? item.buyerNote : item.sellerNote) ?? '',
    price: item.price === null ? '' : centsAsDecimal(item.price),
    priceConfirmed: item.priceConfirmed,
  };
}

export type EditItemResult =
  { ok: true; changes: UpdateItemRequest } | { ok: false; field: 'quantity' | 'price'; message: string };

/**
 * Spec 5 "Edit item": the buyer's quantity is at least 1, the seller's from 0 to the current quantity;
 * the seller may set the price (step 0.01) and the Price Confirmed flag; only changed fields are sent.
 */
export function editItemChanges(item: OrderItem, role: OrderRole, form: EditItemForm): EditItemResult {
  const changes: UpdateItemRequest = {};
  const quantity = Number(form.quantity.trim());
  const min = role === 'buyer' ? 1 : 0;
  const max = role === 'buyer' ? QUANTITY_MAX : item.quantity;
  if (form.quantity.trim() === '' || !Number.isInteger(quantity) || quantity < min || quantity > max)
    return {
      ok: false,
      field: 'quantity',
      message:
        role === 'buyer' ? (quantity > max ? M.quantityTooLarge : M.quantityMin) : M.sellerQuantity(max),
    };
  if (quantity !== item.quantity) changes.quantity = quantity;

  const note = form.note.trim() || null;
  const noteField = role === 'buyer' ? 'buyerNote' : 'sellerNote';
  if (note !== (item[noteField] ?? null)) changes[noteField] = note;

  if (role === 'seller') {
    let price: number | null = null;
    if (form.price.trim() !== '') {
      const parsed = parseMoneyText(form.price, 'Price');
      if (!parsed.ok) return { ok: false, field: 'price', message: parsed.message };
      price = parsed.cents;
    }
    if (form.priceConfirmed && !hasPositivePrice(price))
      return { ok: false, field: 'price', message: M.confirmNeedsPrice };
    if (price !== item.price) changes.price = price;
    if (form.priceConfirmed !== item.priceConfirmed) changes.priceConfirmed = form.priceConfirmed;
  }
  return { ok: true, changes };
}
