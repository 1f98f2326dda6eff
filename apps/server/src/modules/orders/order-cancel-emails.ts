import { formatCents } from '@ironmatch/contracts/order-money';
import { type Order } from '@ironmatch/contracts/orders';
import type { MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { itemFacts, mail } from './orders-emails';

type To = { email: string; firstName: string };

/**
 * Issue 24 "Every email": the other party hears of a cancel, with the reason; the buyer of a paid order
 * also hears what was refunded.
 */
export function orderCanceledMail(
  s: MailBranding,
  to: To,
  order: Order,
  refund: { amount: number } | null,
): QueuedMail {
  const byBuyer = order.canceledBy === 'buyer';
  const who = byBuyer ? order.Customer.Company.name : order.VendorCompany.name;
  const paragraphs = [
    byBuyer
      ? `${who} canceled order request #${order.id}. Nothing needs to be shipped; the order stays in your received orders with its reason.`
      : `${who} canceled your order #${order.id}.`,
  ];
  if (refund)
    paragraphs.push(`${formatCents(refund.amount)} is refunded to the card or account you paid with.`);
  return mail(
    s,
    to,
    order,
    'order-canceled',
    `Order #${order.id} canceled by ${who}`,
    {
      title: `Order #${order.id} was canceled`,
      paragraphs,
      facts: [['Reason', order.cancelReason ?? 'No reason given'], ...itemFacts(order.OrderItems)],
    },
    'Open the order',
  );
}
