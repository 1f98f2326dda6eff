import type { Db } from '../../db/database';
import type { MailBranding } from '../../platform/mail/email-layout';
import { notifyOrder } from './order-lock';
import { readyToShipMail, receiptMail, refundMail } from './order-trade-emails';
import { loadOrder } from './order-view';

/**
 * Issue 24: the order emails the payments module's events cause, queued in its transaction (so an
 * event applied twice, which changes nothing the second time, never mails twice: callers call these
 * only when the event changed something).
 */

/** The order was just paid: the seller hears it is ready to ship (with the ship-to), the buyer gets a receipt. */
export async function notifyOrderPlaced(tx: Db, mail: MailBranding, orderId: number): Promise<void> {
  const seller = await loadOrder(tx, orderId, 'seller');
  await notifyOrder(tx, { companyId: seller.vendorCompanyId }, (to) => readyToShipMail(mail, to, seller));
  const buyer = await loadOrder(tx, orderId, 'buyer');
  await notifyOrder(tx, { userId: buyer.customerId }, (to) => receiptMail(mail, to, buyer));
}

/** `cents` more of the order's payment was just refunded: the buyer hears how much, and what remains. */
export async function notifyRefunded(
  tx: Db,
  mail: MailBranding,
  orderId: number,
  cents: number,
): Promise<void> {
  const order = await loadOrder(tx, orderId, 'buyer');
  await notifyOrder(tx, { userId: order.customerId }, (to) => refundMail(mail, to, order, cents));
}
