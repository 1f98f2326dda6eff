import type { CompanyClaims } from '@ironmatch/contracts/access';
import { type RecipientRef, type SendMessage } from '@ironmatch/contracts/messaging';
import { MESSAGING_MESSAGES as M, RELATED_ID_FIELD } from '@ironmatch/contracts/messaging-rules';
import type { replySchema } from '@ironmatch/contracts/messaging';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail/mail-job';
import type { StoredUpload } from '../../platform/storage/file-service';
import type { CheckedUpload } from '../../platform/storage/upload-check';
import { findMessageTarget, recordPartContact } from '../part-matcher/part-contacts.service';
import { newMessageMail } from './messaging-emails';
import type { MessagingDeps } from './messaging-deps';
import { createMessagingRepository } from './messaging.repository';
import type { Mailbox } from './message-sql';
import { boxOf, type MessageView } from './message-view';

/** Where message attachments are stored: private keys, served only with a signed link (ADR 0007). */
const ATTACHMENT_PLACE = { visibility: 'private', area: 'messages' } as const;

type ReplyFields = z.output<typeof replySchema>;

/**
 * Writing: a new message to another company and a reply in a thread, each with its files, every user's
 * copy, the part contact marker and the notification emails in one transaction.
 */
export function createMessageSending(
  deps: MessagingDeps,
  { detail }: MessageView,
  ensureMailbox: (box: Mailbox) => Promise<void>,
) {
  const { db, access, files } = deps;
  const repo = createMessagingRepository(db);

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
