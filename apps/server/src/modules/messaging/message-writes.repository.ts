import { sql, type SQL } from 'drizzle-orm';
import { type MessageType } from '@ironmatch/contracts/messaging-rules';
import { queryRows, type Db } from '../../db/database';
import { KIND_SQL, iso, type Mailbox, type MessageSubject } from './message-sql';

/** The messaging module's writes: a new message, its copies, replies, attachments, a user's mailbox. */

export interface NewMessage extends MessageSubject {
  senderUserId: number;
  senderCompanyId: number;
  recipientCompanyId: number;
  recipientUserId: number | null;
  messageType: MessageType;
  subject: string;
  body: string;
}

/** Which email sub-setting a message type follows (spec accounts "Notification flags"). */
const SUB_SETTING: Record<MessageType, SQL> = {
  part: sql.raw('u.part_emails'),
  partsearches: sql.raw('u.part_emails'),
  generalrequest: sql.raw('u.general_request_emails'),
  attachment: sql.raw('u.forsale_emails'),
  // A parts request about a dismantled machine is about parts.
  machine: sql.raw('u.part_emails'),
};

export function createMessageWritesRepository(db: Db) {
  return {
    async insertMessage(m: NewMessage): Promise<{ id: number; createdAt: string }> {
      const [row] = await queryRows<{ id: number; createdAt: string }>(
        db,
        sql`insert into messages (sender_user_id, sender_company_id, recipient_company_id, recipient_user_id, message_type,
              subject, body, related_part_id, related_partsearch_id, related_general_request_id, related_attachment_id,
              related_machine_id,
              part_number, modelnum, manuflong, condlong, category, subcategory)
            values (${m.senderUserId}, ${m.senderCompanyId}, ${m.recipientCompanyId}, ${m.recipientUserId}, ${m.messageType},
              ${m.subject}, ${m.body}, ${m.relatedPartId}, ${m.relatedPartsearchId}, ${m.relatedGeneralRequestId},
              ${m.relatedAttachmentId}, ${m.relatedMachineId}, ${m.partNumber}, ${m.modelnum}, ${m.manuflong}, ${m.condlong}, ${m.category},
              ${m.subcategory})
            returning id as "id", created_at::text as "createdAt"`,
      );
      return row!;
    },

    async insertAttachments(
      messageId: number,
      replyId: number | null,
      files: ReadonlyArray<{ key: string; filename: string; contentType: string; size: number }>,
    ): Promise<void> {
      if (files.length === 0) return;
      await db.execute(sql`insert into message_attachments (message_id, reply_id, storage_key, filename, content_type, size)
        values ${sql.join(
          files.map(
            (f) => sql`(${messageId}, ${replyId}, ${f.key}, ${f.filename}, ${f.contentType}, ${f.size})`,
          ),
          sql`, `,
        )}`);
    },

    /**
     * A new message reaches every user of both companies: an unread Inbox copy for each user of the
     * recipient company, a Sent copy for each user of the sender's.
     */
    async fanOut(messageId: number): Promise<void> {
      await db.execute(sql`
        insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
        select cm.user_id, cm.company_id, m.id, cm.company_id = m.sender_company_id,
          case when cm.company_id = m.sender_company_id then 'Sent' else 'Inbox' end,
          cm.company_id = m.sender_company_id, false, ${KIND_SQL}, m.updated_at
        from messages m
        join company_memberships cm on cm.company_id in (m.sender_company_id, m.recipient_company_id)
        where m.id = ${messageId}
        on conflict do nothing`);
    },

    /**
     * A reply from `fromCompanyId`: the thread's last activity moves for everybody; every user of the
     * other company finds it unread in their inbox (back from Archived; Saved stays Saved), including
     * the original sender's users the first time the recipient answers.
     */
    async recordReply(
      messageId: number,
      fromCompanyId: number,
      reply: {
        senderUserId: number;
        body: string;
        partNumber: string | null;
        manuflong: string | null;
        condlong: string | null;
      },
    ): Promise<{ id: number; createdAt: string }> {
      const [row] = await queryRows<{ id: number; createdAt: string }>(
        db,
        sql`insert into message_replies (message_id, sender_user_id, sender_company_id, body, part_number, manuflong, condlong)
            values (${messageId}, ${reply.senderUserId}, ${fromCompanyId}, ${reply.body}, ${reply.partNumber}, ${reply.manuflong}, ${reply.condlong})
            returning id as "id", ${iso(sql`created_at`)} as "createdAt"`,
      );
      await db.execute(sql`
        update messages set reply_count = reply_count + 1, updated_at = now(),
          sender_inbox = sender_inbox or recipient_company_id = ${fromCompanyId}
        where id = ${messageId}`);
      await db.execute(sql`
        update user_messages um set activity_at = m.updated_at,
          is_read = case when um.company_id <> ${fromCompanyId} and not um.sent then false else um.is_read end,
          folder = case when um.company_id <> ${fromCompanyId} and um.folder = 'Archived' then 'Inbox' else um.folder end
        from messages m
        where m.id = ${messageId} and um.message_id = ${messageId}`);
      await db.execute(sql`
        insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
        select cm.user_id, cm.company_id, m.id, false, 'Inbox', false, false, ${KIND_SQL}, m.updated_at
        from messages m
        join company_memberships cm
          on cm.company_id = case when m.sender_company_id = ${fromCompanyId} then m.recipient_company_id else m.sender_company_id end
        where m.id = ${messageId}
        on conflict do nothing`);
      return row!;
    },

    /** Users of a company who want this message's email: `message_emails` and the type's sub-setting on. */
    async emailRecipients(
      companyId: number,
      type: MessageType,
    ): Promise<Array<{ email: string; firstName: string }>> {
      return queryRows(
        db,
        sql`select u.email as "email", u.first_name as "firstName"
            from company_memberships cm join users u on u.id = cm.user_id
            where cm.company_id = ${companyId} and u.message_emails and ${SUB_SETTING[type]}
            order by u.id`,
      );
    },

    async mailboxReady(box: Mailbox): Promise<boolean> {
      const [row] = await queryRows<{ ok: number }>(
        db,
        sql`select 1 as "ok" from message_mailboxes where user_id = ${box.userId} and company_id = ${box.companyId}`,
      );
      return row !== undefined;
    },

    /**
     * First use of a mailbox: the company's conversations become the user's copies (received ones in
     * the Inbox, the company's sent ones in Sent). What happened before the user joined the company is
     * history, so it arrives read; anything since is unread. Copies already there stay as they are.
     */
    async setUpMailbox(box: Mailbox): Promise<void> {
      const [marked] = await queryRows<{ ok: number }>(
        db,
        sql`insert into message_mailboxes (user_id, company_id) values (${box.userId}, ${box.companyId})
            on conflict do nothing returning 1 as "ok"`,
      );
      if (!marked) return;
      const joined = sql`coalesce((select created_at from company_memberships
        where user_id = ${box.userId} and company_id = ${box.companyId}), now())`;
      await db.execute(sql`
        insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
        select ${box.userId}, ${box.companyId}, m.id, false, 'Inbox', m.updated_at <= ${joined}, false, ${KIND_SQL}, m.updated_at
        from messages m
        where m.recipient_company_id = ${box.companyId} or (m.sender_company_id = ${box.companyId} and m.sender_inbox)
        on conflict do nothing`);
      await db.execute(sql`
        insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
        select ${box.userId}, ${box.companyId}, m.id, true, 'Sent', true, false, ${KIND_SQL}, m.updated_at
        from messages m
        where m.sender_company_id = ${box.companyId}
        on conflict do nothing`);
    },
  };
}
