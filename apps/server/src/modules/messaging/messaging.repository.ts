import { sql, type SQL } from 'drizzle-orm';
import {
  type MessageFolder,
  type MessageSortOrder,
  type MessageType,
  type MessageTypeFilter,
} from '@ironmatch/contracts/messaging';
import { queryRows, type Db } from '../../db/database';

/** A message as the lists and the view read it, with its parties' names. */
export interface MessageRow {
  id: number;
  subject: string;
  body: string;
  messageType: MessageType;
  senderUserId: number | null;
  senderCompanyId: number;
  recipientUserId: number | null;
  recipientCompanyId: number;
  senderFirstName: string | null;
  senderLastName: string | null;
  recipientFirstName: string | null;
  recipientLastName: string | null;
  senderCompanyName: string;
  recipientCompanyName: string;
  relatedPartId: number | null;
  relatedPartsearchId: number | null;
  relatedGeneralRequestId: number | null;
  relatedAttachmentId: number | null;
  relatedMachineId: number | null;
  partNumber: string | null;
  modelnum: string | null;
  manuflong: string | null;
  condlong: string | null;
  category: string | null;
  subcategory: string | null;
  replyCount: number;
  attachmentCount: number;
  /** The company of the latest reply's sender; null without replies. */
  lastReplyCompanyId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One of a user's copies of a message (spec "UserMessages"). */
export interface CopyRow {
  messageId: number;
  sent: boolean;
  folder: MessageFolder;
  isRead: boolean;
  isStarred: boolean;
}

export interface ReplyRow {
  id: number;
  body: string;
  createdAt: string;
  senderUserId: number | null;
  senderCompanyId: number;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderCompanyName: string;
  partNumber: string | null;
  manuflong: string | null;
  condlong: string | null;
}

export interface AttachmentRow {
  id: number;
  replyId: number | null;
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
}

export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `kind` of a user's copy: the type filter's group, computed in SQL from `messages.message_type`. */
const KIND_SQL = sql`case when m.message_type = 'partsearches' then 'part' else m.message_type end`;

const MESSAGE_COLUMNS = sql`
  m.id as "id", m.subject as "subject", m.body as "body", m.message_type as "messageType",
  m.sender_user_id as "senderUserId", m.sender_company_id as "senderCompanyId",
  m.recipient_user_id as "recipientUserId", m.recipient_company_id as "recipientCompanyId",
  su.first_name as "senderFirstName", su.last_name as "senderLastName",
  ru.first_name as "recipientFirstName", ru.last_name as "recipientLastName",
  sc.name as "senderCompanyName", rc.name as "recipientCompanyName",
  m.related_part_id as "relatedPartId", m.related_partsearch_id as "relatedPartsearchId",
  m.related_general_request_id as "relatedGeneralRequestId", m.related_attachment_id as "relatedAttachmentId",
  m.related_machine_id as "relatedMachineId",
  m.part_number as "partNumber", m.modelnum as "modelnum", m.manuflong as "manuflong", m.condlong as "condlong",
  m.category as "category", m.subcategory as "subcategory", m.reply_count as "replyCount",
  (select count(*)::int from message_attachments a where a.message_id = m.id and a.reply_id is null) as "attachmentCount",
  (select r.sender_company_id from message_replies r where r.message_id = m.id
    order by r.created_at desc, r.id desc limit 1) as "lastReplyCompanyId",
  ${iso(sql`m.created_at`)} as "createdAt", ${iso(sql`m.updated_at`)} as "updatedAt"`;

const MESSAGE_JOINS = sql`
  join companies sc on sc.id = m.sender_company_id
  join companies rc on rc.id = m.recipient_company_id
  left join users su on su.id = m.sender_user_id
  left join users ru on ru.id = m.recipient_user_id`;

export interface Mailbox {
  userId: number;
  companyId: number;
}

export interface NewMessage {
  senderUserId: number;
  senderCompanyId: number;
  recipientCompanyId: number;
  recipientUserId: number | null;
  messageType: MessageType;
  subject: string;
  body: string;
  relatedPartId: number | null;
  relatedPartsearchId: number | null;
  relatedGeneralRequestId: number | null;
  relatedAttachmentId: number | null;
  relatedMachineId: number | null;
  partNumber: string | null;
  modelnum: string | null;
  manuflong: string | null;
  condlong: string | null;
  category: string | null;
  subcategory: string | null;
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

export function createMessagingRepository(db: Db) {
  return {
    /**
     * One page of a folder: the keys come from one index range (index-only, so a deep page skips index
     * entries, not rows), then only that page's rows are read and named.
     */
    async page(
      box: Mailbox,
      where: { folder: MessageFolder; type: MessageTypeFilter },
      order: MessageSortOrder,
      limit: number,
      offset: number,
    ): Promise<Array<MessageRow & CopyRow>> {
      const kind = where.type === 'all' ? sql`` : sql`and um.kind = ${where.type}`;
      const dir = order === 'ASC' ? sql`asc` : sql`desc`;
      return queryRows(
        db,
        sql`
        with page as materialized (
          select um.message_id, um.activity_at
          from user_messages um
          where um.user_id = ${box.userId} and um.company_id = ${box.companyId} and um.folder = ${where.folder} ${kind}
          order by um.activity_at ${dir}, um.message_id ${dir}
          limit ${limit} offset ${offset}
        )
        select ${MESSAGE_COLUMNS}, um.sent as "sent", um.folder as "folder", um.is_read as "isRead",
          um.is_starred as "isStarred", um.message_id as "messageId"
        from page p
        join user_messages um on um.user_id = ${box.userId} and um.company_id = ${box.companyId}
          and um.message_id = p.message_id and um.sent = ${where.folder === 'Sent'}
        join messages m on m.id = p.message_id
        ${MESSAGE_JOINS}
        order by p.activity_at ${dir}, p.message_id ${dir}`,
      );
    },

    async count(box: Mailbox, where: { folder: MessageFolder; type: MessageTypeFilter }): Promise<number> {
      const kind = where.type === 'all' ? sql`` : sql`and kind = ${where.type}`;
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from user_messages
            where user_id = ${box.userId} and company_id = ${box.companyId} and folder = ${where.folder} ${kind}`,
      );
      return row?.n ?? 0;
    },

    /** Unread copies in Inbox and Saved: one range of a small partial index. */
    async unreadCount(box: Mailbox): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as "n" from user_messages
            where user_id = ${box.userId} and company_id = ${box.companyId}
              and not is_read and folder in ('Inbox', 'Saved')`,
      );
      return row?.n ?? 0;
    },

    /** The user's copies of some messages (a received one and/or a Sent one each). */
    async copies(box: Mailbox, messageIds: number[]): Promise<CopyRow[]> {
      if (messageIds.length === 0) return [];
      return queryRows(
        db,
        sql`select message_id as "messageId", sent as "sent", folder as "folder", is_read as "isRead", is_starred as "isStarred"
            from user_messages
            where user_id = ${box.userId} and company_id = ${box.companyId}
              and message_id = any(${sql.param(messageIds)}::int[])
            order by message_id, sent`,
      );
    },

    async setRead(box: Mailbox, messageId: number, sent: boolean, isRead: boolean): Promise<void> {
      await db.execute(sql`update user_messages set is_read = ${isRead}
        where user_id = ${box.userId} and company_id = ${box.companyId} and message_id = ${messageId} and sent = ${sent}`);
    },

    /** Flips the star in one statement (two clicks in flight never leave it half-done); answers the new state. */
    async toggleStar(box: Mailbox, messageId: number, sent: boolean): Promise<boolean> {
      const [row] = await queryRows<{ isStarred: boolean }>(
        db,
        sql`update user_messages set is_starred = not is_starred
            where user_id = ${box.userId} and company_id = ${box.companyId} and message_id = ${messageId} and sent = ${sent}
            returning is_starred as "isStarred"`,
      );
      return row?.isStarred ?? false;
    },

    /** Moves received copies; answers the ids moved. */
    async move(box: Mailbox, messageIds: number[], folder: MessageFolder): Promise<number[]> {
      const rows = await queryRows<{ messageId: number }>(
        db,
        sql`update user_messages set folder = ${folder}
            where user_id = ${box.userId} and company_id = ${box.companyId}
              and message_id = any(${sql.param(messageIds)}::int[]) and not sent
            returning message_id as "messageId"`,
      );
      return rows.map((r) => r.messageId);
    },

    async message(id: number): Promise<MessageRow | undefined> {
      const [row] = await queryRows<MessageRow>(
        db,
        sql`select ${MESSAGE_COLUMNS} from messages m ${MESSAGE_JOINS} where m.id = ${id}`,
      );
      return row;
    },

    async replies(messageId: number): Promise<ReplyRow[]> {
      return queryRows(
        db,
        sql`select r.id as "id", r.body as "body", ${iso(sql`r.created_at`)} as "createdAt",
              r.sender_user_id as "senderUserId", r.sender_company_id as "senderCompanyId",
              u.first_name as "senderFirstName", u.last_name as "senderLastName", c.name as "senderCompanyName",
              r.part_number as "partNumber", r.manuflong as "manuflong", r.condlong as "condlong"
            from message_replies r
            join companies c on c.id = r.sender_company_id
            left join users u on u.id = r.sender_user_id
            where r.message_id = ${messageId}
            order by r.id`,
      );
    },

    async attachments(messageId: number): Promise<AttachmentRow[]> {
      return queryRows(
        db,
        sql`select id as "id", reply_id as "replyId", storage_key as "storageKey", filename as "filename",
              content_type as "contentType", size as "size"
            from message_attachments where message_id = ${messageId} order by id`,
      );
    },

    /** The company named exactly so (letter case and outer spaces aside): legacy clients send names. */
    async companiesNamed(name: string): Promise<Array<{ id: number; name: string }>> {
      return queryRows(
        db,
        sql`select id as "id", name as "name" from companies where lower(trim(name)) = lower(${name}) order by id limit 2`,
      );
    },

    async company(id: number): Promise<{ id: number; name: string } | undefined> {
      const [row] = await queryRows<{ id: number; name: string }>(
        db,
        sql`select id as "id", name as "name" from companies where id = ${id}`,
      );
      return row;
    },

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

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
