import type { ReactNode } from 'react';
import { applicationFeeCents } from '@ironmatch/contracts/order-money';
import { itemsSubtotalCents, showsShippingAndTax, showsSummary } from '@ironmatch/contracts/order-states';
import { type Order } from '@ironmatch/contracts/orders';
import { formatCents } from '../../../lib/format';

function SummaryLine({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between gap-3 ${strong ? 'fw-bold border-top pt-1 mt-1' : ''}`}>
      <span>{label}</span>
      <span className="text-nowrap">{children}</span>
    </div>
  );
}

/** Spec 6: the summary once every price is confirmed (the seller's not at new_order); shipping and tax by role and state. */
export function OrderSummary({ order }: { order: Order }) {
  const facts = { status: order.status, items: order.OrderItems };
  if (!showsSummary(order.role, facts)) return null;
  const subtotal = itemsSubtotalCents(order.OrderItems);
  const money = showsShippingAndTax(order.role, order.status);
  const approved = order.shippingAmount !== null || order.taxAmount !== null;
  const total = subtotal + (order.shippingAmount ?? 0) + (order.taxAmount ?? 0);
  const fee = applicationFeeCents(total, order.VendorCompany.applicationFeeRate);
  return (
    <section className="ord-summary ms-md-auto mb-3" aria-label="Order summary">
      <SummaryLine label="Items">{formatCents(subtotal)}</SummaryLine>
      {money && (
        <>
          <SummaryLine label="Shipping">
            {order.shippingAmount === null ? 'Set when approved' : formatCents(order.shippingAmount)}
          </SummaryLine>
          <SummaryLine label="Tax">
            {order.taxAmount === null ? 'Set when approved' : formatCents(order.taxAmount)}
          </SummaryLine>
        </>
      )}
      <SummaryLine label={money && approved ? 'Total' : 'Items total'} strong>
        {formatCents(money ? total : subtotal)}
      </SummaryLine>
      {order.role === 'seller' && (
        <div className="small text-secondary mt-1">
          <SummaryLine label="Estimated application fee">{formatCents(fee)}</SummaryLine>
          {!approved && <div>Estimated on the items; shipping and tax are added when you approve.</div>}
        </div>
      )}
    </section>
  );
}
