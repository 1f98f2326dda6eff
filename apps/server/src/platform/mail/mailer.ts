import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface SentMail extends MailMessage {
  id: number;
  sentAt: string;
}

/** The one interface every email leaves through. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface DevMailbox extends Mailer {
  readonly kind: 'dev-mailbox';
  /** Newest first. */
  list(): SentMail[];
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP_URL: mail is kept in memory (readable at /dev/mailbox) and announced in the log. */
export function createDevMailbox(log: (line: string) => void, capacity = 200): DevMailbox {
  const messages: SentMail[] = [];
  let nextId = 1;
  return {
    kind: 'dev-mailbox',
    async send(message) {
      messages.unshift({ ...message, id: nextId++, sentAt: new Date().toISOString() });
      messages.length = Math.min(messages.length, capacity);
      log(`mail to ${message.to}: "${message.subject}" (read it at /dev/mailbox)`);
    },
    list: () => [...messages],
    async close() {},
  };
}
