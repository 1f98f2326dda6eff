import { MESSAGE_ATTACHMENT_LIMITS } from '@ironmatch/contracts/files';
import { replySchema, sendMessageSchema } from '@ironmatch/contracts/messaging';
import { MESSAGING_MESSAGES as M } from '@ironmatch/contracts/messaging-rules';
import { messagingEndpoints as api } from '@ironmatch/contracts/messaging-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { recordIdOr404 } from '../../http/id-param';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { defineMessageRecords } from './messaging-records';
import { createMessagingService } from './messaging.service';
import { readMultipartForm } from '../../http/multipart-form';

/** A message address that cannot name a stored message is simply not found. */
const messageId = (raw: string): number => recordIdOr404(raw, M.notFound);

/** Messages (spec marketplace 2 "Messaging", 7): folders, the view, replies and sending. */
export async function messagingRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineMessageRecords(ctx.access);
  const messaging = createMessagingService({
    db: ctx.database.db,
    access: ctx.access,
    files: ctx.files,
    jobs: ctx.jobs,
    live: ctx.live,
    mail: {
      appUrl: ctx.config.appUrl,
      supportPhone: ctx.config.supportPhone,
      supportEmail: ctx.config.supportEmail,
    },
  });

  route(app, api.list, async (request) => ok(await messaging.list(request.auth, request.query)));

  route(app, api.unreadCount, async (request) => ok({ count: await messaging.unreadCount(request.auth) }));

  route(app, api.get, async (request) =>
    ok({
      message: await messaging.open(request.auth, messageId(request.params.id), request.query.folder),
    }),
  );

  route(app, api.move, async (request) => {
    const result = await messaging.move(request.auth, request.body);
    return ok(result, M.moved(result.moved));
  });

  for (const [endpoint, isRead] of [
    [api.read, true],
    [api.unread, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      ok(
        await messaging.setRead(
          request.auth,
          messageId(request.params.id),
          request.body?.folder ?? request.query.folder,
          isRead,
        ),
      ),
    );
  }

  route(app, api.star, async (request) =>
    ok(
      await messaging.toggleStar(
        request.auth,
        messageId(request.params.id),
        request.body?.folder ?? request.query.folder,
      ),
    ),
  );

  const limited = ctx.limits.route('messages');

  route(app, api.reply, limited, async (request) => {
    const reply = await messaging.reply(request.auth, messageId(request.params.id), request.body);
    return ok({ reply }, M.replySent, 201);
  });

  route(app, api.replyWithAttachments, limited, async (request) => {
    const id = messageId(request.params.id);
    const form = await readMultipartForm(request, {
      fields: replySchema,
      fileField: 'attachments',
      limits: MESSAGE_ATTACHMENT_LIMITS,
    });
    const reply = await messaging.reply(request.auth, id, form.fields, form.files);
    return ok({ reply }, M.replySent, 201);
  });

  route(app, api.send, limited, async (request) => {
    const { recipient, message } = await messaging.send(request.auth, request.body);
    return ok(message, M.sentSuccessfullyTo(recipient.name), 201);
  });

  route(app, api.sendWithAttachments, limited, async (request) => {
    const form = await readMultipartForm(request, {
      fields: sendMessageSchema,
      fileField: 'attachments',
      limits: MESSAGE_ATTACHMENT_LIMITS,
    });
    const { recipient, message } = await messaging.send(request.auth, form.fields, form.files);
    return ok(message, M.sentSuccessfullyTo(recipient.name), 201);
  });
}
