import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { Order } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import type { MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { teamForApproval } from '../accounts/team-approval.service';
import { approvalNeededMail } from './order-approval-emails';
import { createOrderApprovalRepository } from './order-approval.repository';

/**
 * Holds the order request when the caller is a member (not an admin) of the buyer company and the
 * total (items, in cents, now) is above the company's limit; at or below it, no limit, or an admin:
 * not held. Runs under the order's lock; answers whether it was held.
 */
export async function holdForApproval(
  tx: Db,
  auth: CompanyClaims,
  orderId: number,
  totalCents: number,
): Promise<boolean> {
  const limit = await teamForApproval(tx).memberLimitCents(auth.companyId, auth.userId);
  if (limit === null || totalCents <= limit) return false;
  await createOrderApprovalRepository(tx).hold(orderId, auth.userId, limit);
  return true;
}

/** One email to each admin of the buyer company. */
export async function approvalNeededMails(tx: Db, mail: MailBranding, order: Order): Promise<QueuedMail[]> {
  const admins = await teamForApproval(tx).admins(order.customerCompanyId);
  return admins.map((to) => approvalNeededMail(mail, to, order));
}
