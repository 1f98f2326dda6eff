import { sql, type SQL } from 'drizzle-orm';
import { type GeneralRequest } from '@ironmatch/contracts/general-requests';
import { PART_MATCHER_MESSAGES } from '@ironmatch/contracts/part-matcher-rules';
import { queryRows, type Db } from '../../db/database';
import { badRequest } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import { enqueueMail } from '../../platform/mail/mail-job';
import type { CompanyClaims, MemberClaims } from '@ironmatch/contracts/access';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import type { MailBranding } from '../../platform/mail/email-layout';
import { generalRequestMail } from './part-matcher-emails';
import { iso } from './part-search.repository';

interface RequestRow {
  id: number;
  partNumber: string | null;
  manufacturerId: number | null;
  modelnum: string | null;
  comments: string;
  createdAt: string;
  companyId: number;
  userId: number;
  companyName: string;
  firstName: string;
  lastName: string;
}

const MAIL_CHUNK = 500;

/**
 * Issue 29: a request names up to 20 part numbers. They are kept in the one `part_number` column joined
 * with ', ' (what the lists' `partNumber` answers, so no migration): normalised numbers hold only A-Z
 * and 0-9, so the separator never occurs inside one, and a request from before holds its one number.
 */
const PART_NUMBER_JOIN = ', ';
function requestPartNumbers(stored: string | null): string[] {
  return (stored ?? '').split(PART_NUMBER_JOIN).filter((pn) => pn !== '');
}

function listSql(where: SQL, limit: number, offset: number): SQL {
  return sql`
    select g.id as "id", g.part_number as "partNumber", g.manufacturer_id as "manufacturerId", g.modelnum as "modelnum",
      g.comments as "comments", ${iso(sql`g.created_at`)} as "createdAt", g.company_id as "companyId",
      g.user_id as "userId", c.name as "companyName", u.first_name as "firstName", u.last_name as "lastName"
    from general_requests g join companies c on c.id = g.company_id join users u on u.id = g.user_id
    where ${where}
    order by g.created_at desc, g.id desc
    limit ${limit} offset ${offset}`;
}

export function createGeneralRequestsService(deps: {
  db: Db;
  catalog: ManufacturerCatalog;
  mail: MailBranding;
  jobs: { poke(): void };
  access: RecordAccess;
}) {
  const { db, catalog, access } = deps;

  async function list(where: SQL, page: { limit: number; offset: number }) {
    const [countRow] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from general_requests g where ${where}`,
    );
    const rows = await queryRows<RequestRow>(db, listSql(where, page.limit, page.offset));
    const makes = await catalog.byIdMap();
    const out: GeneralRequest[] = [];
    for (const r of rows) {
      const make =
        r.manufacturerId === null
          ? undefined
          : (makes.get(r.manufacturerId) ?? (await catalog.byId(r.manufacturerId)));
      out.push({
        id: r.id,
        generalRequestId: r.id,
        partNumber: r.partNumber,
        partNumbers: requestPartNumbers(r.partNumber),
        manufacturer: make?.abbrname ?? null,
        modelnum: r.modelnum,
        comments: r.comments,
        createdAt: r.createdAt,
        companyId: r.companyId,
        userId: r.userId,
        Company: { name: r.companyName },
        User: { id: r.userId, firstName: r.firstName, lastName: r.lastName },
      });
    }
    return { rows: out, count: countRow?.n ?? 0 };
  }

  return {
    /** A company's own requests: only the caller's own company; any other is "not found" (DECISIONS.md). */
    async ownList(auth: CompanyClaims, companyId: number, page: { limit: number; offset: number }) {
      await access.require(auth, 'company-general-requests', companyId, 'owner');
      return list(sql`g.company_id = ${companyId}`, page);
    },

    /** Members: every company's requests. */
    async allList(_auth: MemberClaims, page: { limit: number; offset: number }) {
      return list(sql`true`, page);
    },

    /**
     * Saves the request and sends it out: an email to each verified user of every other member company
     * who has general request emails on, queued in the same transaction.
     */
    async create(
      auth: CompanyClaims,
      input: { comments: string; partNumber?: string[]; manufacturer?: string; modelnum?: string },
    ): Promise<{ id: number; dealerCount: number }> {
      let make: { id: number; abbrname: string } | undefined;
      if (input.manufacturer !== undefined) {
        make = await catalog.resolve(input.manufacturer);
        if (!make) throw badRequest(PART_MATCHER_MESSAGES.unknownManufacturer);
      }
      const partNumber = input.partNumber?.length ? input.partNumber.join(PART_NUMBER_JOIN) : null;
      const id = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number; companyName: string }>(
          tx,
          sql`insert into general_requests (company_id, user_id, part_number, manufacturer_id, modelnum, comments)
              values (${auth.companyId}, ${auth.userId}, ${partNumber}, ${make?.id ?? null},
                ${input.modelnum ?? null}, ${input.comments})
              returning id as "id", (select name from companies where id = ${auth.companyId}) as "companyName"`,
        );
        // The dealers it goes to: every member company but the sender's (issue 21, item 17).
        const [dealers] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as "n" from companies c where c.memid is not null and c.id <> ${auth.companyId}`,
        );
        const recipients = await queryRows<{ email: string; firstName: string }>(
          tx,
          sql`select u.email as "email", u.first_name as "firstName"
              from companies c join company_memberships m on m.company_id = c.id join users u on u.id = m.user_id
              where c.memid is not null and c.id <> ${auth.companyId}
                and u.message_emails and u.general_request_emails and u.email_verified
              order by u.id`,
        );
        const seen = new Set<string>();
        const mails = recipients
          .filter((r) => !seen.has(r.email) && seen.add(r.email))
          .map((to) =>
            generalRequestMail(deps.mail, to, {
              companyName: row!.companyName,
              partNumber,
              manufacturer: make?.abbrname ?? null,
              modelnum: input.modelnum ?? null,
              comments: input.comments,
            }),
          );
        for (let i = 0; i < mails.length; i += MAIL_CHUNK)
          await enqueueMail(tx, mails.slice(i, i + MAIL_CHUNK));
        return { id: row!.id, dealerCount: dealers?.n ?? 0 };
      });
      deps.jobs.poke();
      return id;
    },
  };
}
