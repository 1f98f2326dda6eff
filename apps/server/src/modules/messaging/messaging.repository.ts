import { sql } from 'drizzle-orm';
import {
  type MessageFolder,
  type MessageSortOrder,
  type MessageType,
  type MessageTypeFilter,
} from '@ironmatch/contracts/messaging-rules';
import { queryRows, type Db } from '../../db/database';
import { iso, type Mailbox, type MessageSubject } from './message-sql';
import { createMessageWritesRepository } from './message-writes.repository';

/** A message as the lists and the view read it, with its parties' names. */
export interface MessageRow extends MessageSubject {
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

export function createMessagingRepository(db: Db) {
  return {
    ...createMessageWritesRepository(db),
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
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
