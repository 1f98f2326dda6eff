import type { CompanyClaims } from '@ironmatch/contracts/access';
import { type MessageDetail } from '@ironmatch/contracts/messaging';
import { MESSAGING_MESSAGES as M, type MessageFolder } from '@ironmatch/contracts/messaging-rules';
import type { messageListQuerySchema } from '@ironmatch/contracts/messaging';
import type { z } from 'zod';
import { badRequest, notFound } from '../../http/app-error';
import { createMessageSending } from './message-send';
import type { Mailbox } from './message-sql';
import { boxOf, createMessageView } from './message-view';
import type { MessagingDeps } from './messaging-deps';
import { createMessagingRepository, type CopyRow } from './messaging.repository';

export type { MessagingDeps };

type ListQuery = z.output<typeof messageListQuerySchema>;

/**
 * Company-to-company messages (spec marketplace 2-8). A message reaches every user of the recipient
 * company (their own Inbox copy) and shows in Sent for every user of the sender's; each copy has its own
 * folder, read and starred state. Who may see a message is the one access check's `message` record: the
 * two companies, and anybody else hears the spec's 403.
 */
export function createMessagingService(deps: MessagingDeps) {
  const { db, access, files } = deps;
  const repo = createMessagingRepository(db);
  /** Mailboxes known to be set up (the check is one primary-key read; this skips even that). */
  const readyMailboxes = new Set<string>();
  const view = createMessageView(db, files);
  const { pickCopy, summaryOut, detail } = view;

  async function ensureMailbox(box: Mailbox): Promise<void> {
    const key = `${box.userId}:${box.companyId}`;
    if (readyMailboxes.has(key)) return;
    if (!(await repo.mailboxReady(box)))
      await db.transaction(async (tx) => createMessagingRepository(tx).setUpMailbox(box));
    readyMailboxes.add(key);
  }

  /** The copy a flag change applies to; 404 when the user has none (e.g. a message of another company of theirs). */
  async function copyFor(
    auth: CompanyClaims,
    id: number,
    folder: MessageFolder | undefined,
  ): Promise<CopyRow> {
    await access.require(auth, 'message', id, 'party');
    const box = boxOf(auth);
    await ensureMailbox(box);
    const copy = pickCopy(await repo.copies(box, [id]), folder);
    if (!copy) throw notFound(M.notFound);
    return copy;
  }

  return {
    /** GET /api/messages: a page of one folder, newest activity first (or oldest with ASC). */
    async list(auth: CompanyClaims, query: ListQuery) {
      const box = boxOf(auth);
      await ensureMailbox(box);
      const where = { folder: query.folder, type: query.type };
      const offset = (query.page - 1) * query.pageSize;
      const [rows, count] = await Promise.all([
        repo.page(box, where, query.sortOrder, query.pageSize, offset),
        repo.count(box, where),
      ]);
      const copies = await repo.copies(
        box,
        rows.map((r) => r.id),
      );
      const messages = rows.map((r) => {
        const own = copies.filter((c) => c.messageId === r.id);
        return summaryOut(r, {
          userId: auth.userId,
          copies: own,
          current: {
            messageId: r.id,
            sent: r.sent,
            folder: r.folder,
            isRead: r.isRead,
            isStarred: r.isStarred,
          },
          isSender: r.senderCompanyId === auth.companyId,
        });
      });
      return { messages, count, page: query.page, pageSize: query.pageSize };
    },

    /** The Messages badge: unread copies in Inbox and Saved. */
    async unreadCount(auth: CompanyClaims): Promise<number> {
      const box = boxOf(auth);
      await ensureMailbox(box);
      return repo.unreadCount(box);
    },

    /** GET /api/messages/{id}: opening marks it read in the folder given, else where the user has it. */
    async open(auth: CompanyClaims, id: number, folder: MessageFolder | undefined): Promise<MessageDetail> {
      await access.require(auth, 'message', id, 'party');
      const box = boxOf(auth);
      await ensureMailbox(box);
      const copy = pickCopy(await repo.copies(box, [id]), folder);
      if (copy && !copy.isRead) {
        await repo.setRead(box, id, copy.sent, true);
        // The user's other tabs (any node) update their unread badge.
        deps.live?.toUser(auth.userId, { type: 'messages' });
      }
      return detail(auth, id, copy?.folder);
    },

    async setRead(auth: CompanyClaims, id: number, folder: MessageFolder | undefined, isRead: boolean) {
      const copy = await copyFor(auth, id, folder);
      await repo.setRead(boxOf(auth), id, copy.sent, isRead);
      deps.live?.toUser(auth.userId, { type: 'messages' });
      return { folder: copy.folder, isRead };
    },

    async toggleStar(auth: CompanyClaims, id: number, folder: MessageFolder | undefined) {
      const copy = await copyFor(auth, id, folder);
      return { folder: copy.folder, isStarred: await repo.toggleStar(boxOf(auth), id, copy.sent) };
    },

    /**
     * POST /api/messages/move: received copies move between Inbox, Saved and Archived. Sent is for
     * display: nothing moves into or out of it. Every id must be a message of the user's company
     * (else the spec's 403 and nothing moves).
     */
    async move(
      auth: CompanyClaims,
      input: { messageIds: number[]; targetFolder: MessageFolder; currentFolder?: MessageFolder | undefined },
    ) {
      if (input.currentFolder === 'Sent') throw badRequest(M.cannotMoveSent);
      if (input.targetFolder === 'Sent') throw badRequest(M.badTargetFolder);
      const ids = [...new Set(input.messageIds)];
      const box = boxOf(auth);
      await ensureMailbox(box);
      const moved = await db.transaction(async (tx) => {
        for (const id of ids) await access.require(auth, 'message', id, 'party', { db: tx });
        const moved = await createMessagingRepository(tx).move(box, ids, input.targetFolder);
        // A message the user has only in Sent cannot be moved (it was sent, not received).
        if (moved.length < ids.length) throw badRequest(M.cannotMoveSent);
        return { moved: moved.length, targetFolder: input.targetFolder as 'Inbox' | 'Saved' | 'Archived' };
      });
      deps.live?.toUser(auth.userId, { type: 'messages' });
      return moved;
    },

    ...createMessageSending(deps, view, ensureMailbox),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
