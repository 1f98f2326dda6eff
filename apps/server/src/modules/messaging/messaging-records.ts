import { sql } from 'drizzle-orm';
import { MESSAGING_MESSAGES } from '@ironmatch/contracts/messaging-rules';
import { queryRows } from '../../db/database';
import type { RecordAccess } from '../../http/record-access';

declare module '../../http/record-access' {
  interface RecordKinds {
    /** A message: the company that sent it and the company it went to (each user of both). */
    message: 'sender' | 'recipient';
  }
}

/**
 * The messaging module's record for the one access check (http/record-access.ts). Another company's
 * message answers the spec's explicit 403 (marketplace 6), a missing one 404 'Message not found.'.
 */
export function defineMessageRecords(access: RecordAccess): void {
  access.define('message', {
    notFound: MESSAGING_MESSAGES.notFound,
    forbidden: MESSAGING_MESSAGES.forbidden,
    load: async (db, id, { lock }) => {
      const [row] = await queryRows<{ senderCompanyId: number; recipientCompanyId: number }>(
        db,
        sql`select sender_company_id as "senderCompanyId", recipient_company_id as "recipientCompanyId"
            from messages where id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      if (!row) return null;
      return {
        sender: { companyIds: [row.senderCompanyId] },
        recipient: { companyIds: [row.recipientCompanyId] },
      };
    },
  });
}
