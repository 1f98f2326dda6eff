import { sql, type SQL } from 'drizzle-orm';

/** SQL pieces the messaging repositories share. */

// ISO 8601 in UTC whichever driver runs the query.
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `kind` of a user's copy: the type filter's group, computed in SQL from `messages.message_type`. */
export const KIND_SQL = sql`case when m.message_type = 'partsearches' then 'part' else m.message_type end`;

/** Whose copies: a user in one company. */
export interface Mailbox {
  userId: number;
  companyId: number;
}

/** What a message is about: its related record (by its type's field) and the item's details. */
export interface MessageSubject {
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
