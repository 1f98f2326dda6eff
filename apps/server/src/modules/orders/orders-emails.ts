import { formatCents } from '@ironmatch/contracts/order-money';
import { hasPositivePrice } from '@ironmatch/contracts/order-states';
import { carrierTrackingUrl } from '@ironmatch/contracts/order-messages';
import { type Order, type OrderAddress, type OrderItem } from '@ironmatch/contracts/orders';
import { composeEmail, type EmailContent, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** Order and quote emails: their texts here, their look from the one email layout. */

type To = { email: string; firstName: string };

const addressText = (a: OrderAddress | null) =>
  a
    ? [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`, a.country].filter(Boolean).join(', ')
    : 'Not given';

/** The order's ship-to, PO number and shipping method as email facts (issue 24). */
export function tradeFacts(order: Order): Array<[string, string]> {
  const facts: Array<[string, string]> = [['Ship to', addressText(order.shipTo)]];
  if (order.poNumber) facts.push(['PO number', order.poNumber]);
  if (order.shippingMethod) facts.push(['Shipping method', order.shippingMethod]);
  return facts;
}

const FOOTNOTE =
  'Sent because order and quote emails are on for your account. Turn them off in Email Settings on your profile.';

export const itemFacts = (items: OrderItem[]): Array<[string, string]> =>
  items.map((i) => [
    `${i.partNumber} x ${i.quantity}`,
    `${i.description}${hasPositivePrice(i.price) ? ` - ${formatCents(i.price)} each` : ''}`,
  ]);

export function mail(
  s: MailBranding,
  to: To,
  order: Order,
  template: string,
  subject: string,
  content: Omit<EmailContent, 'greeting' | 'button' | 'footnote'>,
  button: string,
): QueuedMail {
  return composeEmail(
    s,
    { to: to.email, subject, template },
    {
      ...content,
      greeting: `Hello ${to.firstName},`,
      button: { label: button, url: `${s.appUrl}/orders/${order.id}` },
      footnote: FOOTNOTE,
    },
  );
}

/** To the seller: the buyer asks for prices. */
export function quoteRequestedMail(s: MailBranding, to: To, order: Order, asked: OrderItem[]): QueuedMail {
  const buyer = order.Customer.Company.name;
  return mail(
    s,
    to,
    order,
    'order-quote-requested',
    `Quote request #${order.id} from ${buyer}`,
    {
      title: 'A buyer asks for your price',
      paragraphs: [
        `${buyer} asks for a quote on ${asked.length === 1 ? 'a part' : `${asked.length} parts`} you have in stock. Set a price and confirm it on each item so they can order.`,
      ],
      // Issue 24: the buyer's note on each item goes with it.
      facts: itemFacts(asked).flatMap((fact, i): Array<[string, string]> =>
        asked[i]!.buyerNote ? [fact, [`${asked[i]!.partNumber} note`, asked[i]!.buyerNote!]] : [fact],
      ),
    },
    'Open the quote request',
  );
}

/** To the seller: the buyer submitted the order request. */
export function orderRequestedMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const buyer = order.Customer.Company.name;
  const facts = itemFacts(order.OrderItems);
  if (order.buyerNote) facts.push(['Comment', order.buyerNote]);
  // Issue 24: where it goes, the buyer's PO number and shipping method.
  facts.push(...tradeFacts(order));
  return mail(
    s,
    to,
    order,
    'order-requested',
    `Order request #${order.id} from ${buyer}`,
    {
      title: 'New order request',
      paragraphs: [
        `${buyer} submitted an order request. Review it and approve it with shipping and tax so they can pay.`,
      ],
      facts,
    },
    'Review the order',
  );
}

/** To the buyer: the seller confirmed every price. */
export function pricesConfirmedMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const seller = order.VendorCompany.name;
  return mail(
    s,
    to,
    order,
    'order-prices-confirmed',
    `${seller} confirmed the prices of order #${order.id}`,
    {
      title: 'Prices confirmed',
      paragraphs: [`${seller} confirmed the prices. You can now submit your order request.`],
      facts: itemFacts(order.OrderItems),
    },
    'See the prices',
  );
}

/** To the buyer: the seller approved the order with shipping and tax. */
export function orderApprovedMail(s: MailBranding, to: To, order: Order, totalCents: number): QueuedMail {
  const seller = order.VendorCompany.name;
  const facts: Array<[string, string]> = [
    ...itemFacts(order.OrderItems),
    ['Shipping', formatCents(order.shippingAmount ?? 0)],
    ['Tax', formatCents(order.taxAmount ?? 0)],
    ['Total', formatCents(totalCents)],
  ];
  if (order.sellerNote) facts.push(['Seller note', order.sellerNote]);
  return mail(
    s,
    to,
    order,
    'order-approved',
    `Order #${order.id} approved by ${seller}`,
    {
      title: 'Your order is approved',
      paragraphs: [`${seller} approved your order with shipping and tax.`],
      facts,
    },
    'Open the order',
  );
}

/** To the buyer: the seller shipped it. */
export function orderShippedMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const seller = order.VendorCompany.name;
  const facts: Array<[string, string]> = [['Carrier', order.shippingCarrier ?? '']];
  facts.push(['Tracking number', order.trackingNumber ?? 'Not given']);
  // Issue 24: the carrier's own tracking page for UPS, FedEx, USPS and DHL.
  const url = order.trackingNumber ? carrierTrackingUrl(order.shippingCarrier, order.trackingNumber) : null;
  if (url) facts.push(['Track it', url]);
  return mail(
    s,
    to,
    order,
    'order-shipped',
    `Order #${order.id} has shipped`,
    {
      title: 'Your order is on its way',
      paragraphs: [`${seller} shipped your order.`],
      facts,
    },
    'Open the order',
  );
}
