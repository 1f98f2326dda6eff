import type { CompanyClaims } from '@ironmatch/contracts/access';
import { THUMBNAIL_TYPES, uploadTypeOfMime } from '@ironmatch/contracts/files';
import {
  type MessageAttachment,
  type MessageDetail,
  type MessageReply,
  type MessageSummary,
  type UserMessage,
} from '@ironmatch/contracts/messaging';
import { MESSAGING_MESSAGES as M, type MessageFolder } from '@ironmatch/contracts/messaging-rules';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { FileService } from '../../platform/storage/file-service';
import { findMessageTarget } from '../part-matcher/part-contacts.service';
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

/** A user's copies of messages: the user in the company they are signed in to. */
export const boxOf = (auth: CompanyClaims): Mailbox => ({ userId: auth.userId, companyId: auth.companyId });

/**
 * A message as one of its two companies sees it: the list's summaries and the full view with its
 * replies and attachments (their links are signed only here).
 */
export function createMessageView(db: Db, files: FileService) {
  const repo = createMessagingRepository(db);

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

  return { pickCopy, summaryOut, detail };
}

export type MessageView = ReturnType<typeof createMessageView>;
