import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { isDirectLoopbackRequest } from '../../http/direct-loopback';
import { escapeHtml } from '../../platform/mail/email-layout';
import type { DevMailbox } from '../../platform/mail/mailer';

export const DEV_MAILBOX_MESSAGES = {
  loopbackOnly:
    'The development mailbox can be read only on the machine the server runs on, at http://localhost (or 127.0.0.1, [::1]), never through a proxy or another address.',
} as const;

/**
 * The development mailbox (DECISIONS.md "Email and files"): mail is kept (in DATA_DIR, across
 * restarts) and a developer on this machine reads it here. Only a direct request from this machine
 * addressed to localhost gets in (http/direct-loopback.ts): never another machine, a proxy or a page of
 * another site rebound to 127.0.0.1. Registered only when the config turns it on (never in production).
 * The page has no inline styles or scripts (the CSP forbids them): one small CSS route.
 */
export async function devMailboxRoutes(app: FastifyInstance, mailbox: DevMailbox): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isDirectLoopbackRequest(request)) throw new AppError(403, DEV_MAILBOX_MESSAGES.loopbackOnly);
    });
    await mailboxPages(scope, mailbox);
  });
}

/** Where the mailbox is off: its addresses answer the 404 envelope, never the web app's page. */
export async function devMailboxAbsent(app: FastifyInstance): Promise<void> {
  for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.css'])
    app.get(url, (_request, reply) => reply.callNotFound());
}

async function mailboxPages(app: FastifyInstance, mailbox: DevMailbox): Promise<void> {
  app.get('/dev/mailbox.json', async () => ({ status: 200, data: { messages: mailbox.list() } }));

  app.get('/dev/mailbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(CSS),
  );

  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = mailbox.list();
    const items = messages
      .map(
        (m) => `<article class="mail">
<header><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> &middot; <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></p></header>
<pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const body =
      messages.length === 0
        ? '<p class="empty">No mail yet. Mail the server sends appears here, newest first.</p>'
        : items;
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox - IronMatch</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><div class="bar"><span class="brand">IronMatch</span> Development mailbox</div>
<main><p class="note">${messages.length} message(s), newest first. Reload to see new mail. Also as <a href="/dev/mailbox.json">JSON</a>.</p>
${body}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}

/** Escapes the plain-text body and makes every http(s) address a link. */
function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f3f5;color:#1f2a36}
.bar{background:#1f2a36;color:#c8d0d9;padding:14px 24px;border-bottom:4px solid #f2a900;font-size:15px}
.brand{color:#f2a900;font-weight:700;font-size:20px;margin-right:8px}
main{max-width:900px;margin:0 auto;padding:16px}
.note,.empty{color:#5b6673}
.mail{background:#fff;border:1px solid #dee2e6;border-radius:6px;padding:16px 20px;margin:0 0 16px}
.mail h2{margin:0 0 4px;font-size:18px}
.meta{margin:0 0 12px;color:#5b6673;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;font-size:15px;line-height:1.5;margin:0}
a{color:#0d6efd}
`;
