import { z } from 'zod';
import { multilineText, text } from './text';
import { envelopeOf } from './envelope';
import { MAX_RECORD_ID } from './record-id';
import {
  MESSAGE_FOLDERS,
  MOVABLE_FOLDERS,
  MESSAGE_TYPES,
  MESSAGE_TYPE_FILTERS,
  SORT_ORDERS,
  MESSAGES_PAGE_SIZE,
  MESSAGES_MAX_PAGE_SIZE,
  MOVE_MAX_MESSAGES,
  SUBJECT_MAX_LENGTH,
  BODY_MAX_LENGTH,
  EXTRA_MAX_LENGTH,
  MESSAGING_MESSAGES,
} from './messaging-rules';

/**
 * Company-to-company messages (spec marketplace 2 "Messaging", 3 "Message" and "Reply", 4 "Message
 * folders", 5, 7, 8 and 9): the requests' and answers' schemas. The constants, messages and pure rules
 * are messaging-rules.ts (no zod, for the pages that only need those).
 */

// ---------------------------------------------------------------------------------------------
// Input pieces
// ---------------------------------------------------------------------------------------------

/** Letter case does not matter: 'inbox', 'INBOX' and 'Inbox' are the same folder (issue 13). */
function caseInsensitive<const T extends readonly string[]>(values: T) {
  return (v: unknown) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    return values.find((x) => x.toLowerCase() === t.toLowerCase()) ?? t;
  };
}
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const folderSchema = z.preprocess(
  caseInsensitive(MESSAGE_FOLDERS),
  z.enum(MESSAGE_FOLDERS, { error: MESSAGING_MESSAGES.badFolder }),
);
export const movableFolderSchema = z.preprocess(
  caseInsensitive(MOVABLE_FOLDERS),
  z.enum(MOVABLE_FOLDERS, { error: MESSAGING_MESSAGES.badTargetFolder }),
);
export const messageTypeSchema = z.preprocess(
  caseInsensitive(MESSAGE_TYPES),
  z.enum(MESSAGE_TYPES, { error: MESSAGING_MESSAGES.badType }),
);
const typeFilterSchema = z.preprocess(
  (v) => {
    const t = caseInsensitive(MESSAGE_TYPE_FILTERS)(emptyAsUndefined(v));
    if (typeof t !== 'string') return t;
    if (/^for ?sale$/i.test(t)) return 'attachment';
    return /^partsearches$/i.test(t) ? 'part' : t;
  },
  z.enum(MESSAGE_TYPE_FILTERS, { error: MESSAGING_MESSAGES.badTypeFilter }).default('all'),
);

const pageInt = (fallback: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

/** A record id in a body or a form field (multipart fields are text). */
const idField = z.coerce.number().int().min(1).max(MAX_RECORD_ID);
const optionalId = z.preprocess(emptyAsUndefined, idField.optional());

/** Text fields refuse control characters (contracts/text.ts); bodies may span lines. */
const line = (required?: string) => text(required ? { required } : {});
const multiline = (required?: string) => multilineText(required ? { required } : {});

const subjectSchema = line(MESSAGING_MESSAGES.subjectAndBodyRequired)
  .trim()
  .min(1, { error: MESSAGING_MESSAGES.subjectAndBodyRequired })
  .max(SUBJECT_MAX_LENGTH, { error: MESSAGING_MESSAGES.subjectTooLong });
const bodySchema = multiline(MESSAGING_MESSAGES.subjectAndBodyRequired)
  .trim()
  .min(1, { error: MESSAGING_MESSAGES.subjectAndBodyRequired })
  .max(BODY_MAX_LENGTH, { error: MESSAGING_MESSAGES.bodyTooLong });
const extraSchema = z.preprocess(emptyAsUndefined, line().trim().max(EXTRA_MAX_LENGTH).optional());

/**
 * `recipientCompanyId`: the numeric id (what our client sends, as a number or digits) or the company's
 * name (legacy clients; DECISIONS.md "API contract"). Answers `{ id }` or `{ name }`.
 */
export const recipientSchema = z
  .union([z.number(), text({ label: 'Recipient company' })], { error: MESSAGING_MESSAGES.recipientRequired })
  .transform((v, ctx) => {
    if (typeof v === 'number') {
      if (Number.isSafeInteger(v) && v >= 1 && v <= MAX_RECORD_ID) return { id: v };
      ctx.addIssue({ code: 'custom', message: MESSAGING_MESSAGES.recipientNotFound });
      return z.NEVER;
    }
    const t = v.trim();
    if (t === '') {
      ctx.addIssue({ code: 'custom', message: MESSAGING_MESSAGES.recipientRequired });
      return z.NEVER;
    }
    if (/^\d{1,10}$/.test(t)) return { id: Number(t) };
    if (t.length > 200) {
      ctx.addIssue({ code: 'custom', message: MESSAGING_MESSAGES.recipientNotFound });
      return z.NEVER;
    }
    return { name: t };
  });
export type RecipientRef = { id: number } | { name: string };

const sendFields = {
  recipientCompanyId: recipientSchema,
  subject: subjectSchema,
  body: bodySchema,
  messageType: messageTypeSchema,
  relatedPartId: optionalId,
  relatedPartsearchId: optionalId,
  relatedGeneralRequestId: optionalId,
  relatedAttachmentId: optionalId,
  relatedMachineId: optionalId,
  partNumber: extraSchema,
  modelnum: extraSchema,
  manuflong: extraSchema,
  condlong: extraSchema,
  category: extraSchema,
  subcategory: extraSchema,
};

/** POST /api/message (JSON) and the text fields of POST /api/message-with-attachments. */
export const sendMessageSchema = z.object(sendFields);
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

const replyBodySchema = multiline(MESSAGING_MESSAGES.replyRequired)
  .trim()
  .min(1, { error: MESSAGING_MESSAGES.replyRequired })
  .max(BODY_MAX_LENGTH, { error: MESSAGING_MESSAGES.replyTooLong });

/** POST /api/messages/{id}/reply, and the text fields of reply-with-attachments (spec 7). */
export const replySchema = z.object({
  body: replyBodySchema,
  partNumber: extraSchema,
  manuflong: extraSchema,
  condlong: extraSchema,
});
export type ReplyInput = z.input<typeof replySchema>;

export const messageIdParamsSchema = z.object({ id: text({ label: 'Message id' }).max(40) });

/** GET /api/messages (spec 7): folder, type, sortOrder, page, pageSize (10). */
export const messageListQuerySchema = z.object({
  folder: z.preprocess(emptyAsUndefined, folderSchema.default('Inbox')),
  type: typeFilterSchema,
  sortOrder: z.preprocess(
    (v) => caseInsensitive(SORT_ORDERS)(emptyAsUndefined(v)),
    z.enum(SORT_ORDERS, { error: MESSAGING_MESSAGES.badSortOrder }).default('DESC'),
  ),
  page: pageInt(1, 1_000_000),
  pageSize: pageInt(MESSAGES_PAGE_SIZE, MESSAGES_MAX_PAGE_SIZE),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** GET /api/messages/{id}: the folder it is opened from (marked read there). */
export const messageGetQuerySchema = z.object({
  folder: z.preprocess(emptyAsUndefined, folderSchema.optional()),
});

/** PUT /api/messages/{id}/read, /unread, /star: the folder, in the body or the query. */
export const messageFlagBodySchema = z
  .object({ folder: z.preprocess(emptyAsUndefined, folderSchema.optional()) })
  .nullish();
export const messageFlagQuerySchema = messageGetQuerySchema;

/** POST /api/messages/move (spec 7): messageIds, targetFolder, currentFolder. */
export const moveMessagesSchema = z.object({
  messageIds: z
    .array(idField, { error: MESSAGING_MESSAGES.moveNothing })
    .min(1, { error: MESSAGING_MESSAGES.moveNothing })
    .max(MOVE_MAX_MESSAGES, { error: MESSAGING_MESSAGES.moveTooMany }),
  /** Sent is refused by the service with its own sentence. */
  targetFolder: folderSchema,
  currentFolder: z.preprocess(emptyAsUndefined, folderSchema.optional()),
});
export type MoveMessagesInput = z.input<typeof moveMessagesSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const personSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A stored attachment. `url` is a short-lived signed link, handed only to the two companies. */
export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  /** The same link under the spec's older name. */
  s3Url: z.string(),
  /** A signed link to a 320 px preview for pictures that have one; null otherwise. */
  thumbnailUrl: z.string().nullable(),
  /** The reply it came with; null for the message's own attachments. */
  messageReplyId: z.number().int().nullable(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** The viewer's own state of the message (spec 3 "UserMessages"): one row per folder it sits in. */
export const userMessageSchema = z.object({
  userId: z.number().int(),
  folder: z.enum(MESSAGE_FOLDERS),
  isRead: z.boolean(),
  isStarred: z.boolean(),
});
export type UserMessage = z.infer<typeof userMessageSchema>;

const messageCoreSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  senderUserId: z.number().int().nullable(),
  senderCompanyId: z.number().int(),
  /** The person the message answers (the searcher of a part search, the author of a request); else null. */
  recipientUserId: z.number().int().nullable(),
  recipientCompanyId: z.number().int(),
  SenderUser: personSchema.nullable(),
  RecipientUser: personSchema.nullable(),
  SenderCompany: companyRefSchema,
  RecipientCompany: companyRefSchema,
  /** The other party of the thread, from the caller's side (issue 21 item 22). */
  OtherCompany: companyRefSchema,
  /** The company that wrote last: the message's sender, or the sender of its latest reply. */
  LastSenderCompany: companyRefSchema,
  relatedPartId: z.number().int().nullable(),
  relatedPartsearchId: z.number().int().nullable(),
  relatedGeneralRequestId: z.number().int().nullable(),
  relatedAttachmentId: z.number().int().nullable(),
  relatedMachineId: z.number().int().nullable(),
  partNumber: z.string().nullable(),
  modelnum: z.string().nullable(),
  manuflong: z.string().nullable(),
  condlong: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  createdAt: z.string(),
  /** The last activity: the message, or its latest reply. Lists sort by it. */
  updatedAt: z.string(),
  /** The folder this copy was listed or opened from, and the viewer's state there. */
  folder: z.enum(MESSAGE_FOLDERS),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  replyCount: z.number().int(),
  /** True once the thread has a reply ('(replied)'). */
  hasReplies: z.boolean(),
  attachmentCount: z.number().int(),
  UserMessages: z.array(userMessageSchema),
});

/** A row of the list. */
export const messageSummarySchema = messageCoreSchema;
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  senderUserId: z.number().int().nullable(),
  senderCompanyId: z.number().int(),
  SenderUser: personSchema.nullable(),
  SenderCompany: companyRefSchema,
  /** The other party: who the reply went to. */
  ReplyToCompany: companyRefSchema,
  partNumber: z.string().nullable(),
  manuflong: z.string().nullable(),
  condlong: z.string().nullable(),
  attachments: z.array(messageAttachmentSchema),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

const pictureSchema = z.object({ filename: z.string(), picurl: z.string() });

/** One message with everything the view shows. */
export const messageDetailSchema = messageCoreSchema.extend({
  attachments: z.array(messageAttachmentSchema),
  Replies: z.array(messageReplySchema),
  /** Pictures of the inventory part a part message is about (while it is listed). */
  PartPictures: z.array(pictureSchema),
  /** Pictures of the item for sale an attachment message is about. */
  AttachmentMessagePictures: z.array(pictureSchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messageListResponseSchema = envelopeOf(
  z.object({
    messages: z.array(messageSummarySchema),
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;
export const messageResponseSchema = envelopeOf(z.object({ message: messageDetailSchema }));
/** POST /api/message and /api/message-with-attachments: the stored message. */
export const sentMessageResponseSchema = envelopeOf(messageDetailSchema);
export const replyResponseSchema = envelopeOf(z.object({ reply: messageReplySchema }));
export const moveResponseSchema = envelopeOf(
  z.object({ moved: z.number().int(), targetFolder: z.enum(MOVABLE_FOLDERS) }),
);
export const readStateResponseSchema = envelopeOf(
  z.object({ folder: z.enum(MESSAGE_FOLDERS), isRead: z.boolean() }),
);
export const starResponseSchema = envelopeOf(
  z.object({ folder: z.enum(MESSAGE_FOLDERS), isStarred: z.boolean() }),
);
export const unreadCountResponseSchema = envelopeOf(z.object({ count: z.number().int() }));
