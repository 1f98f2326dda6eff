/**
 * Messaging's constants, messages and pure rules (spec marketplace 2-9), without zod, for both sides.
 * Texts the spec gives are copied exactly; the others are ours. The schemas are messaging.ts.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Inbox, Saved and Archived hold received messages; Sent is for display (spec 4). */
export const MESSAGE_FOLDERS = ['Inbox', 'Saved', 'Archived', 'Sent'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** The folders messages move between ('Move Messages'); never into or out of Sent. */
export const MOVABLE_FOLDERS = ['Inbox', 'Saved', 'Archived'] as const;
export type MovableFolder = (typeof MOVABLE_FOLDERS)[number];

/** What a message is about; its related id field follows (spec 3 "Message"). */
export const MESSAGE_TYPES = ['part', 'partsearches', 'generalrequest', 'attachment', 'machine'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The related id field each type carries. */
export const RELATED_ID_FIELD = {
  part: 'relatedPartId',
  partsearches: 'relatedPartsearchId',
  generalrequest: 'relatedGeneralRequestId',
  attachment: 'relatedAttachmentId',
  /** A parts request about a dismantled machine (issue 28). */
  machine: 'relatedMachineId',
} as const satisfies Record<MessageType, string>;
export type RelatedIdField = (typeof RELATED_ID_FIELD)[MessageType];

/**
 * The list's type filter (spec 2: All, Part, For Sale, General Requests), in any letter case. 'part'
 * covers messages about an inventory part and about a part search; 'attachment' is for sale ('forsale'
 * is accepted as another name for it).
 */
export const MESSAGE_TYPE_FILTERS = ['all', 'part', 'generalrequest', 'attachment', 'machine'] as const;
export type MessageTypeFilter = (typeof MESSAGE_TYPE_FILTERS)[number];
export const TYPE_FILTER_OPTIONS: ReadonlyArray<{ value: MessageTypeFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'part', label: 'Part' },
  { value: 'attachment', label: 'For Sale' },
  { value: 'generalrequest', label: 'General Requests' },
  { value: 'machine', label: 'Dismantled machine' },
];
/** The filter group a message type belongs to (a part search message is a part message). */
export function typeGroupOf(type: MessageType): Exclude<MessageTypeFilter, 'all'> {
  return type === 'partsearches' ? 'part' : type;
}

export const SORT_ORDERS = ['DESC', 'ASC'] as const;
export type MessageSortOrder = (typeof SORT_ORDERS)[number];

/** Spec 9: messages 10 per page. */
export const MESSAGES_PAGE_SIZE = 10;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** Move Messages takes at most this many at once (a page's select-all is 10). */
export const MOVE_MAX_MESSAGES = 500;

/** Limits where the spec is silent: a subject line, and a letter-length body. */
export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 10_000;
export const EXTRA_MAX_LENGTH = 200;

export const MESSAGING_MESSAGES = {
  // Spec 5 and 8, exactly.
  subjectAndBodyRequired: 'Subject and body are required.',
  forbidden: 'You do not have access to this message.',
  notFound: 'Message not found.',
  sendFailed: 'Failed to send message',
  sendFailedDot: 'Failed to send message.',
  sendWithAttachmentsFailed: 'Failed to send message with attachments',
  sendWithAttachmentsFailedDot: 'Failed to send message with attachments.',
  attachmentsFailed: 'Failed to send attachments.',
  fetchFailed: 'Failed to fetch message details.',
  loading: 'Loading message...',
  sending: 'Sending...',
  replied: '(replied)',
  sentTo: (company: string) => `Message sent to ${company}.`,
  sentWithAttachmentsTo: (company: string) => `Message + attachments sent to ${company}.`,
  sentSuccessfullyTo: (company: string) => `Message successfully sent to ${company}.`,
  alreadyMessaged: 'You have already messaged about this part',
  // Ours, where the spec is silent.
  replyRequired: 'Please write a reply.',
  replySent: 'Reply sent.',
  badFolder: 'Folder must be Inbox, Saved, Archived or Sent.',
  badTargetFolder: 'Messages can be moved to Inbox, Saved or Archived.',
  cannotMoveSent: 'Messages in Sent cannot be moved.',
  moveNothing: 'Select at least one message to move.',
  moveTooMany: `At most ${MOVE_MAX_MESSAGES} messages can be moved at once.`,
  moved: (n: number) => (n === 1 ? '1 message moved.' : `${n} messages moved.`),
  notInFolder: 'This message is not in that folder.',
  badSortOrder: 'Sort order must be DESC or ASC.',
  badType: 'Message type must be part, partsearches, generalrequest, attachment or machine.',
  badTypeFilter: 'Type must be all, part, generalrequest, attachment (for sale) or machine.',
  recipientRequired: 'Choose the company to message.',
  recipientNotFound: 'That company could not be found.',
  recipientAmbiguous: 'More than one company has that name. Send the company id instead.',
  ownCompany: 'You cannot send a message to your own company.',
  relatedIdRequired: (field: RelatedIdField) => `${field} is required for this message type.`,
  relatedNotFound: (type: MessageType) =>
    ({
      part: 'That part is no longer listed.',
      partsearches: 'That part search could not be found.',
      generalrequest: 'That general request could not be found.',
      attachment: 'That item for sale could not be found.',
      machine: 'Machine not found.',
    })[type],
  relatedNotRecipients: (type: MessageType) =>
    ({
      part: 'That part is listed by another company.',
      partsearches: 'That part search was made by another company.',
      generalrequest: 'That general request was sent by another company.',
      attachment: 'That item is offered by another company.',
      machine: 'That machine is listed by another company.',
    })[type],
  subjectTooLong: `The subject can be at most ${SUBJECT_MAX_LENGTH} characters long.`,
  bodyTooLong: `The message can be at most ${BODY_MAX_LENGTH.toLocaleString('en-US')} characters long.`,
  replyTooLong: `A reply can be at most ${BODY_MAX_LENGTH.toLocaleString('en-US')} characters long.`,
  noMessages: (folder: MessageFolder) => `No messages in ${folder}.`,
  loadListFailed: 'Failed to fetch messages.',
  moveFailed: 'Failed to move messages.',
  updateFailed: 'Failed to update the message.',
  replyFailed: 'Failed to send reply.',
  alreadyMessagedBefore: 'Your company has already messaged about this.',
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules both sides use
// ---------------------------------------------------------------------------------------------

/** 'Showing x-y of n total messages' (spec 2). */
export function showingText(page: number, pageSize: number, count: number): string {
  if (count === 0) return 'Showing 0-0 of 0 total messages';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return `Showing ${from}-${to} of ${count} total messages`;
}

/** The success note under the row after a send (spec 2 "Send Message dialog"). */
export function sentNote(company: string, withAttachments: boolean): string {
  return withAttachments
    ? MESSAGING_MESSAGES.sentWithAttachmentsTo(company)
    : MESSAGING_MESSAGES.sentTo(company);
}
