import { formatCents } from '@ironmatch/contracts/order-money';
import type { Order } from '@ironmatch/contracts/orders';
import type { MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';
import type { NewOrderChange } from './order-changes.repository';
import { itemFacts, mail, tradeFacts } from './orders-emails';

/** Issue 24 "Every email": paid, receipt, refund and the changes after a request, each with #id. */

type To = { email: string; firstName: string };

/** To the seller: the order is paid and ready to ship, with where to. */
export function readyToShipMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const buyer = order.Customer.Company.name;
  return mail(
    s,
    to,
    order,
    'order-ready-to-ship',
    `Order #${order.id} is paid: ready to ship`,
    {
      title: 'Paid and ready to ship',
      paragraphs: [`${buyer} paid order #${order.id}. Ship it to the address below and mark it shipped.`],
      facts: [
        ...itemFacts(order.OrderItems),
        ['Total paid', formatCents(order.amountPaid)],
        ...tradeFacts(order),
      ],
    },
    'Open the order',
  );
}

/** To the buyer: the payment receipt. */
export function receiptMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const seller = order.VendorCompany.name;
  return mail(
    s,
    to,
    order,
    'order-receipt',
    `Payment receipt for order #${order.id}`,
    {
      title: 'Payment received',
      paragraphs: [
        `Your payment of ${formatCents(order.amountPaid)} to ${seller} for order #${order.id} went through.`,
      ],
      facts: [
        ...itemFacts(order.OrderItems),
        ['Amount paid', formatCents(order.amountPaid)],
        ...tradeFacts(order),
      ],
    },
    'Open the order',
  );
}

/** To the buyer: a refund, and what remains of the payment. */
export function refundMail(s: MailBranding, to: To, order: Order, refunded: number): QueuedMail {
  const seller = order.VendorCompany.name;
  const remaining = order.amountPaid - order.amountRefunded;
  return mail(
    s,
    to,
    order,
    'order-refund',
    `Refund of ${formatCents(refunded)} on order #${order.id}`,
    {
      title: 'You have a refund',
      paragraphs: [
        `${seller} refunded ${formatCents(refunded)} of your payment for order #${order.id}. ${formatCents(remaining)} of the payment remains.`,
      ],
      facts: [
        ...itemFacts(order.OrderItems),
        ['Refunded now', formatCents(refunded)],
        ['Refunded in all', formatCents(order.amountRefunded)],
        ['Remaining payment', formatCents(remaining)],
      ],
    },
    'Open the order',
  );
}

const FIELD_LABELS = { quantity: 'Quantity', price: 'Price', sellerNote: 'Seller note' } as const;
const valueText = (c: NewOrderChange, v: number | string | null) =>
  v === null ? 'none' : c.field === 'price' && typeof v === 'number' ? formatCents(v) : String(v);

/** To the buyer: the seller changed items of the sent request. */
export function sellerChangedMail(
  s: MailBranding,
  to: To,
  order: Order,
  changes: NewOrderChange[],
): QueuedMail {
  const seller = order.VendorCompany.name;
  return mail(
    s,
    to,
    order,
    'order-changed-by-seller',
    `Order request #${order.id} changed by ${seller}`,
    {
      title: 'The seller changed your order request',
      paragraphs: [`${seller} changed your order request #${order.id}:`],
      facts: [
        ...changes.map((c): [string, string] => [
          `${c.partNumber} ${FIELD_LABELS[c.field]}`,
          `${valueText(c, c.oldValue)} -> ${valueText(c, c.newValue)}`,
        ]),
        ...itemFacts(order.OrderItems),
      ],
    },
    'Review the order',
  );
}

/** To the seller: the buyer changed the quantity of an item whose price the seller had confirmed. */
export function buyerChangedMail(
  s: MailBranding,
  to: To,
  order: Order,
  partNumber: string,
  quantity: number,
): QueuedMail {
  const buyer = order.Customer.Company.name;
  return mail(
    s,
    to,
    order,
    'order-changed-by-buyer',
    `Quote #${order.id} changed by ${buyer}`,
    {
      title: 'The buyer changed a quantity',
      paragraphs: [
        `${buyer} changed the quantity of ${partNumber} to ${quantity}. Please check and confirm its price again.`,
      ],
      facts: itemFacts(order.OrderItems),
    },
    'Open the quote',
  );
}
