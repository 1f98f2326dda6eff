import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MESSAGE_FOLDERS, MESSAGE_TYPES } from '@ironmatch/contracts/messaging-rules';
import { companies, users } from './accounts';

const at = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * A message from one company to another (spec marketplace 3 "Message"). Written once; `replyCount`,
 * `updatedAt` (the last activity) and `senderInbox` change as replies arrive. Related ids are kept
 * without foreign keys: the conversation outlives the part, search, request or listing it was about.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    senderCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recipientCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The person the message answers (who made the part search or general request); else null. */
    recipientUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    messageType: text({ enum: MESSAGE_TYPES }).notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    relatedPartId: integer(),
    relatedPartsearchId: integer(),
    relatedGeneralRequestId: integer(),
    relatedAttachmentId: integer(),
    /** A dismantled machine (issue 28): the machines module's record kind `machine`. */
    relatedMachineId: integer(),
    partNumber: text(),
    modelnum: text(),
    manuflong: text(),
    condlong: text(),
    category: text(),
    subcategory: text(),
    replyCount: integer().notNull().default(0),
    /** True once the recipient company replied: the thread then sits in the sender company's inboxes too. */
    senderInbox: boolean().notNull().default(false),
    createdAt: at(),
    /** The last activity (the message or its latest reply). */
    updatedAt: at(),
  },
  (t) => [
    // Mailbox set-up for a user joining a company reads its messages on both sides.
    index('messages_recipient_company_idx').on(t.recipientCompanyId),
    index('messages_sender_company_idx').on(t.senderCompanyId),
  ],
);

/** A reply in a message's thread (spec 3 "Reply"); it goes to the company that did not write it. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    senderUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    senderCompanyId: integer().notNull(),
    body: text().notNull(),
    partNumber: text(),
    manuflong: text(),
    condlong: text(),
    createdAt: at(),
  },
  (t) => [index('message_replies_message_idx').on(t.messageId, t.id)],
);

/** A stored file of a message or of one of its replies (a private storage key, ADR 0007). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    replyId: integer().references(() => messageReplies.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: at(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId, t.id),
    uniqueIndex('message_attachments_key').on(t.storageKey),
  ],
);

/**
 * Each user's own copy of a message (spec 3 "UserMessages"): its folder, read and starred flags. A user
 * has at most one received copy (Inbox, Saved or Archived) and one Sent copy per message and company.
 * `companyId` is the side the user sees it from (a user may belong to several companies); `kind` (the
 * type filter's group) and `activityAt` (the message's last activity) are copied here so that a page,
 * a count and the unread badge are each one index range (docs/decisions/0011-messaging.md).
 */
export const userMessages = pgTable(
  'user_messages',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer().notNull(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** The Sent copy (folder 'Sent'); false for the received copy. */
    sent: boolean().notNull(),
    folder: text({ enum: MESSAGE_FOLDERS }).notNull(),
    isRead: boolean().notNull().default(false),
    isStarred: boolean().notNull().default(false),
    kind: text({ enum: ['part', 'generalrequest', 'attachment', 'machine'] }).notNull(),
    activityAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId, t.messageId, t.sent] }),
    index('user_messages_folder_idx').on(t.userId, t.companyId, t.folder, t.activityAt, t.messageId),
    index('user_messages_folder_kind_idx').on(
      t.userId,
      t.companyId,
      t.folder,
      t.kind,
      t.activityAt,
      t.messageId,
    ),
    index('user_messages_unread_idx')
      .on(t.userId, t.companyId)
      .where(sql`not ${t.isRead} and ${t.folder} in ('Inbox', 'Saved')`),
    index('user_messages_message_idx').on(t.messageId),
  ],
);

/**
 * Mailboxes set up: a user who joins a company finds the company's conversations in their own
 * mailbox (read, as history) the first time they open it. Afterwards every message reaches them as it
 * is sent.
 */
export const messageMailboxes = pgTable(
  'message_mailboxes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: at(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
