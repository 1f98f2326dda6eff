import {
  MESSAGING_MESSAGES as M,
  RELATED_ID_FIELD,
  type MessageAttachment,
  type MessageDetail,
  type MessageFolder,
  type MessageReply,
  type MessageSummary,
  type RecipientRef,
  type SendMessage,
  type UserMessage,
} from '@ironmatch/contracts/messaging';
import { THUMBNAIL_TYPES, uploadTypeOfMime } from '@ironmatch/contracts/files';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import type { z } from 'zod';
import type { messageListQuerySchema, replySchema } from '@ironmatch/contracts/messaging';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { LiveAnnouncer } from '../../platform/live-updates/live-announcer';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import type { FileService, StoredUpload } from '../../platform/storage/file-service';
import type { CheckedUpload } from '../../platform/storage/upload-check';
import { findMessageTarget, recordPartContact } from '../part-matcher/part-contacts.service';
import { newMessageMail } from './messaging-emails';
import {
  createMessagingRepository,
  type AttachmentRow,
  type CopyRow,
  type MessageRow,
  type ReplyRow,
} from './messaging.repository';
import type { Mailbox } from './message-sql';

/** Attachment links live 15 minutes: long enough to read a thread, short enough not to travel far. */
export const ATTACHMENT_LINK_TTL_SECONDS = 15 * 60;
/** Where message attachments are stored: private keys, served only with a signed link (ADR 0007). */
const ATTACHMENT_PLACE = { visibility: 'private', area: 'messages' } as const;

type ListQuery = z.output<typeof messageListQuerySchema>;
type ReplyFields = z.output<typeof replySchema>;

export interface MessagingDeps {
  db: Db;
  access: RecordAccess;
  files: FileService;
  mail: MailBranding;
  jobs: { poke(): void };
  /** Live updates to the recipients' open pages after a message or reply (`GET /api/live`). */
  live?: LiveAnnouncer;
}

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

  const boxOf = (auth: CompanyClaims): Mailbox => ({ userId: auth.userId, companyId: auth.companyId });

  async function ensureMailbox(box: Mailbox): Promise<void> {
    const key = `${box.userId}:${box.companyId}`;
    if (readyMailboxes.has(key)) return;
    if (!(await repo.mailboxReady(box)))
      await db.transaction(async (tx) => createMessagingRepository(tx).setUpMailbox(box));
    readyMailboxes.add(key);
  }

  /** The copy a folder names; else the received copy; else the Sent copy (issue 13: "or else where that user has it"). */
  function pickCopy(copies: CopyRow[], folder: MessageFolder | undefined): CopyRow | undefined {
    return (
      (folder ? copies.find((c) => c.folder === folder) : undefined) ??
      copies.find((c) => !c.sent) ??
      copies.find((c) => c.sent)
    );
  }

  function attachmentOut(a: AttachmentRow): MessageAttachment {
    const url = files.signedUrl(a.storageKey, ATTACHMENT_LINK_TTL_SECONDS);
    const type = uploadTypeOfMime(a.contentType);
    return {
      id: a.id,
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      url,
      s3Url: url,
      thumbnailUrl:
        type && THUMBNAIL_TYPES.includes(type)
          ? files.signedUrl(a.storageKey, ATTACHMENT_LINK_TTL_SECONDS, 'thumb')
          : null,
      messageReplyId: a.replyId,
    };
  }

  const person = (id: number | null, first: string | null, last: string | null) =>
    id === null || first === null ? null : { id, firstName: first, lastName: last ?? '' };

  function summaryOut(
    m: MessageRow,
    viewer: { userId: number; copies: CopyRow[]; current: CopyRow | undefined; isSender: boolean },
  ): MessageSummary {
    const userMessages: UserMessage[] = viewer.copies.map((c) => ({
      userId: viewer.userId,
      folder: c.folder,
      isRead: c.isRead,
      isStarred: c.isStarred,
    }));
    const sender = { id: m.senderCompanyId, name: m.senderCompanyName };
    const recipient = { id: m.recipientCompanyId, name: m.recipientCompanyName };
    const lastSenderId = m.lastReplyCompanyId ?? m.senderCompanyId;
    return {
      id: m.id,
      subject: m.subject,
      body: m.body,
      messageType: m.messageType,
      senderUserId: m.senderUserId,
      senderCompanyId: m.senderCompanyId,
      recipientUserId: m.recipientUserId,
      recipientCompanyId: m.recipientCompanyId,
      SenderUser: person(m.senderUserId, m.senderFirstName, m.senderLastName),
      RecipientUser: person(m.recipientUserId, m.recipientFirstName, m.recipientLastName),
      SenderCompany: sender,
      RecipientCompany: recipient,
      OtherCompany: viewer.isSender ? recipient : sender,
      LastSenderCompany: lastSenderId === recipient.id ? recipient : sender,
      relatedPartId: m.relatedPartId,
      relatedPartsearchId: m.relatedPartsearchId,
      relatedGeneralRequestId: m.relatedGeneralRequestId,
      relatedAttachmentId: m.relatedAttachmentId,
      relatedMachineId: m.relatedMachineId,
      partNumber: m.partNumber,
      modelnum: m.modelnum,
      manuflong: m.manuflong,
      condlong: m.condlong,
      category: m.category,
      subcategory: m.subcategory,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
      folder: viewer.current?.folder ?? (viewer.isSender ? 'Sent' : 'Inbox'),
      isRead: viewer.current?.isRead ?? true,
      isStarred: viewer.current?.isStarred ?? false,
      replyCount: m.replyCount,
      hasReplies: m.replyCount > 0,
      attachmentCount: m.attachmentCount,
      UserMessages: userMessages,
    };
  }

  function replyOut(m: MessageRow, r: ReplyRow, attachments: AttachmentRow[]): MessageReply {
    const toSender = r.senderCompanyId !== m.senderCompanyId;
    return {
      id: r.id,
      body: r.body,
      createdAt: r.createdAt,
      senderUserId: r.senderUserId,
      senderCompanyId: r.senderCompanyId,
      SenderUser: person(r.senderUserId, r.senderFirstName, r.senderLastName),
      SenderCompany: { id: r.senderCompanyId, name: r.senderCompanyName },
      ReplyToCompany: toSender
        ? { id: m.senderCompanyId, name: m.senderCompanyName }
        : { id: m.recipientCompanyId, name: m.recipientCompanyName },
      partNumber: r.partNumber,
      manuflong: r.manuflong,
      condlong: r.condlong,
      attachments: attachments.filter((a) => a.replyId === r.id).map(attachmentOut),
    };
  }

  /** Everything the view shows, for one of the two companies (links are signed only here). */
  async function detail(auth: CompanyClaims, id: number, preferred?: MessageFolder): Promise<MessageDetail> {
    const box = boxOf(auth);
    const [m, copies, replies, attachments] = await Promise.all([
      repo.message(id),
      repo.copies(box, [id]),
      repo.replies(id),
      repo.attachments(id),
    ]);
    if (!m) throw notFound(M.notFound);
    const current = pickCopy(copies, preferred);
    let partPictures: MessageDetail['PartPictures'] = [];
    if (m.messageType === 'part' && m.relatedPartId !== null) {
      const part = await findMessageTarget(db, 'part', m.relatedPartId);
      partPictures = (part?.pictures ?? []).map((key) => ({
        filename: key.split('/').pop() ?? key,
        picurl: files.url(key),
      }));
    }
    return {
      ...summaryOut(m, {
        userId: auth.userId,
        copies,
        current,
        isSender: m.senderCompanyId === auth.companyId,
      }),
      attachments: attachments.filter((a) => a.replyId === null).map(attachmentOut),
      Replies: replies.map((r) => replyOut(m, r, attachments)),
      PartPictures: partPictures,
      // For-sale listing pictures arrive with the listings module.
      AttachmentMessagePictures: [],
    };
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

  async function resolveRecipient(ref: RecipientRef): Promise<{ id: number; name: string }> {
    if ('id' in ref) {
      const company = await repo.company(ref.id);
      if (!company) throw badRequest(M.recipientNotFound);
      return company;
    }
    const named = await repo.companiesNamed(ref.name);
    if (named.length === 0) throw badRequest(M.recipientNotFound);
    if (named.length > 1) throw badRequest(M.recipientAmbiguous);
    return named[0]!;
  }

  /**
   * The related record named by the field of the message's type (the other related fields are ignored):
   * it must exist and belong to the recipient company. An item for sale is a listing: the one access
   * check says whether the recipient owns it.
   */
  async function relatedOf(input: SendMessage, recipientCompanyId: number) {
    const field = RELATED_ID_FIELD[input.messageType];
    const id = input[field];
    if (id === undefined) throw badRequest(M.relatedIdRequired(field));
    const related = {
      relatedPartId: null as number | null,
      relatedPartsearchId: null as number | null,
      relatedGeneralRequestId: null as number | null,
      relatedAttachmentId: null as number | null,
      relatedMachineId: null as number | null,
      recipientUserId: null as number | null,
    };
    related[field] = id;
    if (input.messageType === 'attachment' || input.messageType === 'machine') {
      const kind = input.messageType === 'machine' ? 'machine' : 'listing';
      const owner = await access.companyHolds(recipientCompanyId, kind, id, 'owner');
      if (owner === 'missing') throw badRequest(M.relatedNotFound(input.messageType));
      if (owner === 'not-held') throw badRequest(M.relatedNotRecipients(input.messageType));
      return related;
    }
    const kind =
      input.messageType === 'part'
        ? 'part'
        : input.messageType === 'partsearches'
          ? 'partsearch'
          : 'generalrequest';
    const target = await findMessageTarget(db, kind, id);
    if (!target) throw badRequest(M.relatedNotFound(input.messageType));
    if (target.companyId !== recipientCompanyId) throw badRequest(M.relatedNotRecipients(input.messageType));
    related.recipientUserId = target.userId;
    return related;
  }

  async function queueEmails(
    tx: Db,
    toCompanyId: number,
    message: { id: number; subject: string; body: string; messageType: SendMessage['messageType'] },
    from: { companyName: string; isReply: boolean; attachmentCount: number },
  ) {
    const recipients = await createMessagingRepository(tx).emailRecipients(toCompanyId, message.messageType);
    if (recipients.length === 0) return;
    await enqueueMail(
      tx,
      recipients.map((to) =>
        newMessageMail(deps.mail, to, {
          id: message.id,
          subject: message.subject,
          body: message.body,
          fromCompany: from.companyName,
          isReply: from.isReply,
          attachmentCount: from.attachmentCount,
        }),
      ),
    );
  }

  /** Stores the files (if any) and runs `write` in one transaction: all of it, or none (ADR 0007). */
  async function withFiles<T>(
    uploads: CheckedUpload[],
    write: (tx: Db, stored: StoredUpload[]) => Promise<T>,
  ) {
    const result =
      uploads.length === 0
        ? await db.transaction((tx) => write(tx, []))
        : await files.withStoredUploads(uploads, ATTACHMENT_PLACE, (stored) =>
            db.transaction((tx) => write(tx, stored)),
          );
    deps.jobs.poke();
    return result;
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

    /**
     * POST /api/message(-with-attachments). Only a company user sends (the route's guard), never to
     * their own company. The message, its files, every user's copy, the "already messaged" marker and
     * the notification emails are written together.
     */
    async send(auth: CompanyClaims, input: SendMessage, uploads: CheckedUpload[] = []) {
      const recipient = await resolveRecipient(input.recipientCompanyId);
      if (recipient.id === auth.companyId) throw badRequest(M.ownCompany);
      const related = await relatedOf(input, recipient.id);
      const id = await withFiles(uploads, async (tx, stored) => {
        const r = createMessagingRepository(tx);
        const { id } = await r.insertMessage({
          senderUserId: auth.userId,
          senderCompanyId: auth.companyId,
          recipientCompanyId: recipient.id,
          recipientUserId: related.recipientUserId,
          messageType: input.messageType,
          subject: input.subject,
          body: input.body,
          relatedPartId: related.relatedPartId,
          relatedPartsearchId: related.relatedPartsearchId,
          relatedGeneralRequestId: related.relatedGeneralRequestId,
          relatedAttachmentId: related.relatedAttachmentId,
          relatedMachineId: related.relatedMachineId,
          partNumber: input.partNumber ?? null,
          modelnum: input.modelnum ?? null,
          manuflong: input.manuflong ?? null,
          condlong: input.condlong ?? null,
          category: input.category ?? null,
          subcategory: input.subcategory ?? null,
        });
        await r.insertAttachments(id, null, stored);
        await r.fanOut(id);
        await recordPartContact(tx, {
          senderCompanyId: auth.companyId,
          ...(related.relatedPartId !== null ? { partId: related.relatedPartId } : {}),
          ...(related.relatedPartsearchId !== null ? { partSearchId: related.relatedPartsearchId } : {}),
          ...(related.relatedGeneralRequestId !== null
            ? { generalRequestId: related.relatedGeneralRequestId }
            : {}),
        });
        const sender = await r.company(auth.companyId);
        await queueEmails(
          tx,
          recipient.id,
          { id, subject: input.subject, body: input.body, messageType: input.messageType },
          { companyName: sender?.name ?? 'A company', isReply: false, attachmentCount: stored.length },
        );
        return id;
      });
      deps.live?.toCompany(recipient.id, { type: 'messages' });
      return { recipient, message: await detail(auth, id, 'Sent') };
    },

    /** POST /api/messages/{id}/reply(-with-attachments): the reply goes to the other company. */
    async reply(auth: CompanyClaims, id: number, input: ReplyFields, uploads: CheckedUpload[] = []) {
      // Checked before any file is stored, and again under the lock.
      await access.require(auth, 'message', id, 'party');
      await ensureMailbox(boxOf(auth));
      let otherCompanyId: number | undefined;
      const replyId = await withFiles(uploads, async (tx, stored) => {
        // Locked: replies to one thread are counted one at a time.
        const parties = await access.require(auth, 'message', id, 'party', { db: tx, lock: true });
        const senderCompanyId = parties.sender.companyIds![0]!;
        const recipientCompanyId = parties.recipient.companyIds![0]!;
        const other = auth.companyId === senderCompanyId ? recipientCompanyId : senderCompanyId;
        otherCompanyId = other;
        const r = createMessagingRepository(tx);
        const reply = await r.recordReply(id, auth.companyId, {
          senderUserId: auth.userId,
          body: input.body,
          partNumber: input.partNumber ?? null,
          manuflong: input.manuflong ?? null,
          condlong: input.condlong ?? null,
        });
        await r.insertAttachments(id, reply.id, stored);
        const m = await r.message(id);
        const me = await r.company(auth.companyId);
        await queueEmails(
          tx,
          other,
          { id, subject: m!.subject, body: input.body, messageType: m!.messageType },
          { companyName: me?.name ?? 'A company', isReply: true, attachmentCount: stored.length },
        );
        return reply.id;
      });
      if (otherCompanyId !== undefined) deps.live?.toCompany(otherCompanyId, { type: 'messages' });
      const full = await detail(auth, id);
      const reply = full.Replies.find((r) => r.id === replyId);
      if (!reply) throw new AppError(500, M.replyFailed);
      return reply;
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
