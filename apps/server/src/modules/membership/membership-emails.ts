import { composeEmail, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** The decision on a company's membership application (issue 30), to each of its admins. */
export function applicationApprovedEmail(
  s: MailBranding,
  to: { email: string; firstName: string },
  company: { name: string },
  memid: string,
): QueuedMail {
  return composeEmail(
    s,
    { to: to.email, subject: `${company.name} is now a network member`, template: 'membership-approved' },
    {
      title: 'Welcome to the network',
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `Your application to join the IronMatch parts network was approved. ${company.name} is network member ${memid}.`,
        'Sign in again (or simply keep working: it takes effect within two hours) to publish for-sale listings, ' +
          'see who searched for your parts and answer first.',
      ],
      button: { label: 'Open IronMatch', url: `${s.appUrl}/profile` },
      footnote: 'Sent to the admins of your company on IronMatch.',
    },
  );
}

export function applicationRejectedEmail(
  s: MailBranding,
  to: { email: string; firstName: string },
  company: { name: string },
  reason: string,
): QueuedMail {
  return composeEmail(
    s,
    {
      to: to.email,
      subject: `Your network application for ${company.name}`,
      template: 'membership-rejected',
    },
    {
      title: 'Your network application',
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `We could not approve ${company.name}'s application to join the IronMatch parts network.`,
        `The reason: ${reason}`,
        'You may apply again once this is addressed.',
      ],
      button: { label: 'See your profile', url: `${s.appUrl}/profile` },
      footnote: 'Sent to the admins of your company on IronMatch.',
    },
  );
}
