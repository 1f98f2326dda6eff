import { formatCents } from '@ironmatch/contracts/order-money';
import { itemsSubtotalCents } from '@ironmatch/contracts/order-states';
import { type Order } from '@ironmatch/contracts/orders';
import { composeEmail, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** Purchase approval emails (issue 23): their texts here, their look from the one email layout. */
type To = { email: string; firstName: string };

const requester = (order: Order) =>
  order.submittedBy
    ? `${order.submittedBy.firstName} ${order.submittedBy.lastName}`
    : 'A member of your company';

/** To each admin of the buyer company: a member's request waits for approval. */
export function approvalNeededMail(s: MailBranding, to: To, order: Order): QueuedMail {
  const total = formatCents(itemsSubtotalCents(order.OrderItems));
  return composeEmail(
    s,
    {
      to: to.email,
      subject: `Approval needed: order request #${order.id} to ${order.VendorCompany.name}`,
      template: 'order-approval-needed',
    },
    {
      title: `Order request #${order.id} needs your approval`,
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `${requester(order)} sent order request #${order.id} to ${order.VendorCompany.name} for ${total}, above your company's approval limit of ${formatCents(order.approval?.limitCents ?? 0)}.`,
        'It goes to the seller once an admin approves it. Approve it or send it back with a reason.',
      ],
      button: { label: 'Review the Order', url: `${s.appUrl}/orders/${order.id}` },
      footnote: 'Sent to the admins of your company on IronMatch.',
    },
  );
}

/** To the member who sent it: an admin sent the request back. */
export function approvalRejectedMail(s: MailBranding, to: To, order: Order, reason: string): QueuedMail {
  return composeEmail(
    s,
    {
      to: to.email,
      subject: `Order request #${order.id} was not approved`,
      template: 'order-approval-rejected',
    },
    {
      title: `Order request #${order.id} was not approved`,
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `${order.approval?.decidedBy ? `${order.approval.decidedBy.firstName} ${order.approval.decidedBy.lastName}` : 'An admin of your company'} did not approve your order request #${order.id} to ${order.VendorCompany.name}. It is back in your orders as a new order.`,
      ],
      facts: [['Reason', reason]],
      button: { label: 'Open the Order', url: `${s.appUrl}/orders/${order.id}` },
      footnote: 'Sent because you asked your company to approve this order request.',
    },
  );
}
