import { INVITATION_LIFETIME_DAYS } from '@ironmatch/contracts/team';
import { composeEmail, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** The team's emails (issue 23): their texts here, their look from the one email layout. */
export function invitationEmail(
  s: MailBranding,
  to: string,
  invite: { companyName: string; role: 'admin' | 'member'; inviterName: string | null },
  token: string,
): QueuedMail {
  const who = invite.inviterName ? `${invite.inviterName} has` : 'You have been';
  return composeEmail(
    s,
    { to, subject: `Join ${invite.companyName} on IronMatch`, template: 'team-invitation' },
    {
      title: `Join ${invite.companyName} on IronMatch`,
      greeting: 'Hello,',
      paragraphs: [
        `${who} invited you to join ${invite.companyName} on IronMatch as ${invite.role === 'admin' ? 'an admin' : 'a member'}. ` +
          "You will share the company's searches, messages, quotes and orders with your colleagues.",
        'No IronMatch account yet? The link lets you create one with this email address first.',
      ],
      button: {
        label: 'Accept Invitation',
        url: `${s.appUrl}/invite?${new URLSearchParams({ token }).toString()}`,
      },
      footnote: `This link works once and expires in ${INVITATION_LIFETIME_DAYS} days. If you did not expect it, you can ignore this email.`,
    },
  );
}
