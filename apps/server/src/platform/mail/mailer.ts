import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The Message-ID header, without the angle brackets' meaning changing: the same email sent again
   * (a job run twice after its worker died) carries the same id, so mail systems see one message.
   */
  messageId?: string;
}

export interface SentMail extends Omit<MailMessage, 'messageId'> {
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

/**
 * Without SMTP_URL: mail is kept for a developer to read at /dev/mailbox, newest first, and announced
 * in the log. With `file` (DATA_DIR/dev-mailbox.jsonl when the server runs) it survives restarts: one
 * JSON line per message, appended as it arrives, trimmed to the last `capacity` when it grows past twice
 * that. Without `file` (tests) it lives in memory only.
 */
export function createDevMailbox(
  log: (line: string) => void,
  options: { file?: string; capacity?: number } = {},
): DevMailbox {
  const capacity = options.capacity ?? 200;
  const { file } = options;
  const loaded = file ? readMailbox(file) : { messages: [], lines: 0 };
  /** Oldest first, as in the file. */
  const messages: SentMail[] = loaded.messages.slice(-capacity);
  let lines = loaded.lines;
  let nextId = messages.reduce((max, m) => Math.max(max, m.id), 0) + 1;
  let writing: Promise<void> = Promise.resolve();

  // Reset and verification links are keys to accounts: the file is its owner's only (0600, like
  // jwt-secret), whether it is created, rewritten or was left readable by an older version.
  async function persist(message: SentMail) {
    if (!file) return;
    if (lines + 1 > capacity * 2) {
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.tmp`;
      await rm(tmp, { force: true });
      await writeFile(tmp, messages.map((m) => `${JSON.stringify(m)}\n`).join(''), { mode: FILE_MODE });
      await rename(tmp, file);
      lines = messages.length;
    } else {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(message)}\n`, { mode: FILE_MODE });
      lines++;
    }
  }

  return {
    kind: 'dev-mailbox',
    async send(message) {
      const { to, subject, html, text } = message;
      const sent: SentMail = { to, subject, html, text, id: nextId++, sentAt: new Date().toISOString() };
      messages.push(sent);
      if (messages.length > capacity) messages.splice(0, messages.length - capacity);
      writing = writing.then(() => persist(sent));
      await writing;
      log(`mail to ${message.to}: "${message.subject}" (read it at /dev/mailbox)`);
    },
    list: () => [...messages].reverse(),
    async close() {
      await writing;
    },
  };
}

const FILE_MODE = 0o600;

/** The kept mail, oldest first; lines that cannot be read (a write cut short) are skipped. */
function readMailbox(file: string): { messages: SentMail[]; lines: number } {
  if (!existsSync(file)) return { messages: [], lines: 0 };
  chmodSync(file, FILE_MODE);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const messages: SentMail[] = [];
  for (const line of lines) {
    try {
      const m = JSON.parse(line) as SentMail;
      if (typeof m.id === 'number' && typeof m.to === 'string' && typeof m.text === 'string')
        messages.push(m);
    } catch {
      // skipped
    }
  }
  return { messages, lines: lines.length };
}
