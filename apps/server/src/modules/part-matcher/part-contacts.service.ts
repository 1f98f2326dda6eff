import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { findStockPart } from '../inventory/stock-reads.service';

/**
 * "Already messaged" markers. The messaging module calls `recordPartContact` when a company sends a
 * message about an inventory part (relatedPartId), a part search (relatedPartsearchId) or a general
 * request (relatedGeneralRequestId); the part matcher reads them as `isMessaged` on part rows and
 * `hasBeenMessaged` on feed rows. Recording twice is harmless.
 */
export async function recordPartContact(
  db: Db,
  contact: { senderCompanyId: number; partId?: number; partSearchId?: number; generalRequestId?: number },
): Promise<void> {
  const targets = [
    contact.partId === undefined
      ? null
      : sql`(${contact.senderCompanyId}, ${contact.partId}, null::int, null::int)`,
    contact.partSearchId === undefined
      ? null
      : sql`(${contact.senderCompanyId}, null::int, ${contact.partSearchId}, null::int)`,
    contact.generalRequestId === undefined
      ? null
      : sql`(${contact.senderCompanyId}, null::int, null::int, ${contact.generalRequestId})`,
  ].filter((t) => t !== null);
  for (const values of targets) {
    // ON CONFLICT without a target covers each kind's partial unique index.
    await db.execute(sql`
      insert into part_contacts (sender_company_id, part_id, part_search_id, general_request_id)
      values ${values}
      on conflict do nothing`);
  }
}

/**
 * A saved search result row (what orders call `searchId`): the snapshot of the part as the buyer saw
 * it, the seller company, and who searched. Undefined when it does not exist.
 */
export async function findPartSearchResult(db: Db, resultId: number) {
  const [row] = await queryRows<{
    id: number;
    partSearchId: number;
    partId: number | null;
    sellerCompanyId: number;
    searcherCompanyId: number;
    searcherUserId: number;
    partnum: string;
    description: string;
    condition: string;
    manufacturerId: number;
    quantity: number;
    priceCents: number | null;
    pictures: string[];
  }>(
    db,
    sql`select r.id as "id", r.part_search_id as "partSearchId", r.part_id as "partId",
          r.seller_company_id as "sellerCompanyId", ps.company_id as "searcherCompanyId", ps.user_id as "searcherUserId",
          r.partnum as "partnum", r.description as "description", r.condition as "condition",
          r.manufacturer_id as "manufacturerId", r.quantity as "quantity", r.price_cents as "priceCents",
          r.pictures as "pictures"
        from part_search_results r join part_searches ps on ps.id = r.part_search_id
        where r.id = ${resultId}`,
  );
  return row;
}

/**
 * What a message about a part-matcher record needs (the messaging module sends them): the company it
 * belongs to, the person behind it (searcher or requester; none for a stocked part) and, for a part,
 * its pictures' storage keys. Undefined when it does not exist.
 */
export async function findMessageTarget(
  db: Db,
  kind: 'part' | 'partsearch' | 'generalrequest',
  id: number,
): Promise<{ companyId: number; userId: number | null; pictures: string[] } | undefined> {
  if (kind === 'part') {
    const part = await findStockPart(db, id);
    return part && { companyId: part.companyId, userId: null, pictures: part.pictures };
  }
  const query =
    kind === 'partsearch'
      ? sql`select company_id as "companyId", user_id as "userId", '{}'::text[] as "pictures" from part_searches where id = ${id}`
      : sql`select company_id as "companyId", user_id as "userId", '{}'::text[] as "pictures" from general_requests where id = ${id}`;
  const [row] = await queryRows<{ companyId: number; userId: number | null; pictures: string[] }>(db, query);
  return row;
}
