import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { orderTotalCents } from '@ironmatch/contracts/order-states';
import { type Order, type OrderPayment } from '@ironmatch/contracts/orders';
import { processingEstimateCents } from '@ironmatch/contracts/payments';
import { formatCents } from '../../lib/format';
import { siteConfig } from '../../lib/site-config';
import { PaymentDialog } from './payment-dialog';
import { RefundDialog } from './refund-dialog';
import './payments.scss';

const testMode = () => siteConfig().payments.mode === 'simulated';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="d-flex justify-content-between gap-3">
      <span>{label}</span>
      <span className="text-nowrap">{value}</span>
    </div>
  );
}

function methodText(p: OrderPayment): string {
  if (p.paymentMethodType === 'us_bank_account') return `Bank account ending ${p.bankLast4 ?? '----'}`;
  if (p.cardLast4)
    return `${(p.cardBrand ?? 'Card').replace(/^\w/, (c) => c.toUpperCase())} ending ${p.cardLast4}`;
  return 'Card';
}

/** The succeeded payment's figures: both sides see the amount and what was refunded; the seller the fees. */
function PaymentSummary({ order, payment }: { order: Order; payment: OrderPayment }) {
  const seller = order.role === 'seller';
  const [refunding, setRefunding] = useState(false);
  const amount = payment.amount ?? 0;
  const refunded = payment.amountRefunded ?? 0;
  const remaining = Math.max(0, amount - refunded);
  return (
    <section className="pay-summary border rounded p-3 mb-3" aria-label="Payment">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0">Payment</h3>
        <Badge bg="success">Paid</Badge>
        {testMode() && (
          <Badge bg="warning" text="dark">
            Test mode
          </Badge>
        )}
      </div>
      <div className="small">
        <Line label="Paid with" value={methodText(payment)} />
        <Line label="Amount paid" value={formatCents(amount)} />
        <Line label="Refunded" value={formatCents(refunded)} />
        {seller && (
          <>
            <Line label="Application fee" value={formatCents(payment.applicationFee ?? 0)} />
            {(payment.applicationFeeRefunded ?? 0) > 0 && (
              <Line
                label="Application fee refunded"
                value={formatCents(payment.applicationFeeRefunded ?? 0)}
              />
            )}
            {payment.transactionFee !== null && (
              <Line label="Processing fee" value={formatCents(payment.transactionFee)} />
            )}
            {payment.netAmount !== null && <Line label="Net to you" value={formatCents(payment.netAmount)} />}
          </>
        )}
      </div>
      {seller && (
        <div className="mt-2 text-end">
          <Button
            variant="outline-danger"
            size="sm"
            disabled={remaining <= 0}
            onClick={() => setRefunding(true)}
          >
            Refund
          </Button>
        </div>
      )}
      {refunding && (
        <RefundDialog
          orderId={order.id}
          remainingCents={remaining}
          testMode={testMode()}
          onClose={() => setRefunding(false)}
        />
      )}
    </section>
  );
}

/** The buyer's Pay button on a confirmed order, and the seller's processing estimate meanwhile. */
function AwaitingPayment({ order, onPay }: { order: Order; onPay(): void }) {
  const total = orderTotalCents({
    items: order.OrderItems,
    shippingAmount: order.shippingAmount,
    taxAmount: order.taxAmount,
  });
  if (order.role === 'seller')
    return (
      <p className="small text-secondary mb-3">
        Estimated processing fee when paid: card {formatCents(processingEstimateCents(total, 'card'))} (2.9% +
        30 cents), bank (ACH) {formatCents(processingEstimateCents(total, 'us_bank_account'))} (0.8%, at most
        $5.00).
      </p>
    );
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <Button variant="success" onClick={onPay}>
        Pay {formatCents(total)}
      </Button>
      <span className="small text-secondary">
        {order.VendorCompany.name} approved the order. Pay online to place it.
        {testMode() && ' Test mode: nothing is charged.'}
      </span>
    </div>
  );
}

/** The order's payment panel (spec marketplace 2, 3 "Payment", 6): pay, the payment, refunds. */
export function OrderPaymentPanel({ order }: { order: Order }) {
  // Held here, not in AwaitingPayment: the dialog stays open to say 'Payment Successful' after the
  // order (refreshed behind it) has become placed.
  const [paying, setPaying] = useState(false);
  const payment = order.Payments.find((p) => p.status === 'succeeded');
  return (
    <>
      {payment ? (
        <PaymentSummary order={order} payment={payment} />
      ) : (
        order.status === 'order_confirmed' && <AwaitingPayment order={order} onPay={() => setPaying(true)} />
      )}
      {paying && <PaymentDialog order={order} onClose={() => setPaying(false)} />}
    </>
  );
}
