import { sql, type SQL } from 'drizzle-orm';
import type { AdminApplication, Application, ApplicationStatus } from '@ironmatch/contracts/membership';
import { queryRows, type Db } from '../../db/database';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = sql`a.id, a.company_id as "companyId", a.status, a.yard_address1 as "yardAddress1",
  a.yard_city as "yardCity", a.yard_state as "yardState", a.yard_zip as "yardZip", a.sells, a.makes,
  a.inventory_size as "inventorySize", a.website, a.memid, a.rejection_reason as "rejectionReason",
  ${iso(sql`a.created_at`)} as "createdAt", ${iso(sql`a.decided_at`)} as "decidedAt"`;

// The company's name and address for the operators' view (the accounts module's table, read only).
const WITH_COMPANY = sql`${COLUMNS}, json_build_object('id', c.id, 'name', c.name, 'email1', c.email1) as company`;

export interface NewApplication {
  companyId: number;
  applicantUserId: number;
  yardAddress1: string;
  yardCity: string;
  yardState: string;
  yardZip: string;
  sells: string;
  makes: string[];
  inventorySize: number;
  website: string | null;
}

/** The `membership_applications` table (issue 30). */
export function createMembershipRepository(db: Db) {
  return {
    async insert(a: NewApplication): Promise<Application> {
      const [row] = await queryRows<Application>(
        db,
        sql`with inserted as (
              insert into membership_applications (company_id, applicant_user_id, yard_address1, yard_city,
                yard_state, yard_zip, sells, makes, inventory_size, website, seller_terms_accepted_at)
              values (${a.companyId}, ${a.applicantUserId}, ${a.yardAddress1}, ${a.yardCity}, ${a.yardState},
                ${a.yardZip}, ${a.sells}, ${sql`array[${sql.join(
                  a.makes.map((m) => sql`${m}`),
                  sql`, `,
                )}]::text[]`}, ${a.inventorySize}, ${a.website}, now())
              returning *)
            select ${COLUMNS} from inserted a`,
      );
      return row!;
    },

    async hasOpen(companyId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from membership_applications where company_id = ${companyId} and status = 'open' limit 1`,
      );
      return rows.length > 0;
    },

    listForCompany: (companyId: number) =>
      queryRows<Application>(
        db,
        sql`select ${COLUMNS} from membership_applications a where a.company_id = ${companyId}
            order by a.created_at desc, a.id desc`,
      ),

    async adminPage(
      status: ApplicationStatus | 'all',
      page: number,
      limit: number,
    ): Promise<{ applications: AdminApplication[]; count: number }> {
      const filter = status === 'all' ? sql`true` : sql`a.status = ${status}`;
      const [applications, [counted]] = await Promise.all([
        queryRows<AdminApplication>(
          db,
          sql`select ${WITH_COMPANY} from membership_applications a join companies c on c.id = a.company_id
              where ${filter} order by a.created_at desc, a.id desc limit ${limit} offset ${(page - 1) * limit}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from membership_applications a where ${filter}`,
        ),
      ]);
      return { applications, count: Number(counted?.n ?? 0) };
    },

    async adminGet(id: number, options: { lock?: boolean } = {}): Promise<AdminApplication | null> {
      const [row] = await queryRows<AdminApplication>(
        db,
        sql`select ${WITH_COMPANY} from membership_applications a join companies c on c.id = a.company_id
            where a.id = ${id} ${options.lock ? sql`for update of a` : sql``}`,
      );
      return row ?? null;
    },

    forCompanyAdmin: (companyId: number) =>
      queryRows<AdminApplication>(
        db,
        sql`select ${WITH_COMPANY} from membership_applications a join companies c on c.id = a.company_id
            where a.company_id = ${companyId} order by a.created_at desc, a.id desc`,
      ),

    async decide(
      id: number,
      decision: { status: 'approved'; memid: string } | { status: 'rejected'; reason: string },
      operatorId: number,
    ): Promise<void> {
      await db.execute(
        sql`update membership_applications set status = ${decision.status},
              memid = ${decision.status === 'approved' ? decision.memid : null},
              rejection_reason = ${decision.status === 'rejected' ? decision.reason : null},
              decided_by_user_id = ${operatorId}, decided_at = now()
            where id = ${id}`,
      );
    },

    /** The make abbreviations among `values` (any case), as the make list spells them. */
    async knownMakes(values: string[]): Promise<Map<string, string>> {
      if (values.length === 0) return new Map();
      const rows = await queryRows<{ abbrname: string }>(
        db,
        sql`select abbrname from manufacturers where upper(abbrname) in (${sql.join(
          values.map((v) => sql`${v.toUpperCase()}`),
          sql`, `,
        )})`,
      );
      return new Map(rows.map((r) => [r.abbrname.toUpperCase(), r.abbrname]));
    },
  };
}
