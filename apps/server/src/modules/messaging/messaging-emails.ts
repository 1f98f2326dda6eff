import { composeEmail, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** Messaging emails: their texts here, their look from the one email layout. */

const FOOTNOTE =
  'Sent because you receive message emails. Turn them off in Email Settings on your profile. Attachments are never sent by email: open the message to see them.';

/** Issue 24: the email carries the message's first 1,000 characters (the rest on the site). */
export const MESSAGE_EMAIL_BODY_MAX = 1000;

/**
 * "You have a new message" (a message or a reply): names the other company and the subject, carries
 * the body's first MESSAGE_EMAIL_BODY_MAX characters (issue 24) and links to the message. Attachments
 * stay on the site.
 */
export function newMessageMail(
  s: MailBranding,
  to: { email: string; firstName: string },
  message: {
    id: number;
    subject: string;
    body: string;
    fromCompany: string;
    isReply: boolean;
    attachmentCount: number;
  },
): QueuedMail {
  const url = `${s.appUrl}/viewmessage/${message.id}`;
  const facts: Array<[string, string]> = [
    ['From', message.fromCompany],
    ['Subject', message.subject],
  ];
  if (message.attachmentCount > 0)
    facts.push([
      'Attachments',
      message.attachmentCount === 1 ? '1 file, on the site' : `${message.attachmentCount} files, on the site`,
    ]);
  return composeEmail(
    s,
    {
      to: to.email,
      subject: message.isReply
        ? `${message.fromCompany} replied: ${message.subject}`
        : `New message from ${message.fromCompany}: ${message.subject}`,
      template: message.isReply ? 'message-reply' : 'new-message',
    },
    {
      title: message.isReply ? 'New reply to your message' : 'You have a new message',
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        message.isReply
          ? `${message.fromCompany} replied to "${message.subject}" on IronMatch.`
          : `${message.fromCompany} sent your company a message on IronMatch.`,
        // Code points, not UTF-16 units: a character is never cut in half.
        Array.from(message.body).slice(0, MESSAGE_EMAIL_BODY_MAX).join(''),
      ],
      facts,
      button: { label: 'Read the message', url },
      footnote: FOOTNOTE,
    },
  );
}
