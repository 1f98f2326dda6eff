import { sql, type SQL } from 'drizzle-orm';
import type { AdminCompanyRow, AdminUser } from '@ironmatch/contracts/operator-accounts';
import { queryRows, type Db } from '../../db/database';
import { escapeLike } from '../../db/escape-like';

/**
 * The operators' reads of companies and users (issue 30). The tables belong to the accounts module (and
 * the counts to inventory, listings and orders); these statements only read them, for display, as
 * ARCHITECTURE.md allows. Every change goes through the owners' services.
 */
const contains = (q: string) => `%${escapeLike(q.toLowerCase())}%`;

function companyMatch(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const like = contains(q);
  return sql`(lower(c.name) like ${like} or lower(coalesce(c.memid, '')) like ${like}
    or lower(c.email1) like ${like} or lower(coalesce(c.email2, '')) like ${like}
    or lower(coalesce(c.email3, '')) like ${like}
    or lower(c.ship_city) like ${like} or lower(coalesce(c.bill_city, '')) like ${like}
    or exists (select 1 from company_memberships m join users u on u.id = m.user_id
               where m.company_id = c.id and u.email like ${like}))`;
}

function userMatch(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const like = contains(q);
  return sql`(u.email like ${like} or lower(u.first_name) like ${like} or lower(u.last_name) like ${like}
    or lower(u.first_name || ' ' || u.last_name) like ${like})`;
}

const USER_COLUMNS = sql`u.id, u.email, u.first_name as "firstName", u.last_name as "lastName",
  u.company_id as "companyId", u.email_verified as "emailVerified",
  (u.login_disabled_at is not null) as "loginDisabled", u.is_operator as "isOperator"`;

export function createOperatorAccountsRepository(db: Db) {
  return {
    async companies(q: string | undefined, page: number, limit: number) {
      const where = companyMatch(q);
      const [companies, [counted]] = await Promise.all([
        queryRows<AdminCompanyRow>(
          db,
          sql`select c.id, c.name, c.memid, c.email1, c.ship_city as city, c.ship_state as state,
                (c.suspended_at is not null) as suspended
              from companies c where ${where} order by lower(c.name), c.id
              limit ${limit} offset ${(page - 1) * limit}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from companies c where ${where}`),
      ]);
      return { companies, count: Number(counted?.n ?? 0) };
    },

    async company(id: number) {
      const [row] = await queryRows<{
        id: number;
        name: string;
        memid: string | null;
        stripeAccountId: string | null;
        canTransact: boolean;
        suspended: boolean;
        suspendedReason: string | null;
        email1: string;
        city: string;
        state: string;
        parts: number;
        listings: number;
        orders: number;
      }>(
        db,
        sql`select c.id, c.name, c.memid, c.stripe_account_id as "stripeAccountId",
              c.can_transact as "canTransact", (c.suspended_at is not null) as suspended,
              c.suspended_reason as "suspendedReason", c.email1, c.ship_city as city, c.ship_state as state,
              (select count(*)::int from inventory_parts p where p.company_id = c.id) as parts,
              (select count(*)::int from listings l where l.company_id = c.id) as listings,
              (select count(*)::int from orders o
                 where o.customer_company_id = c.id or o.vendor_company_id = c.id) as orders
            from companies c where c.id = ${id}`,
      );
      if (!row) return null;
      const users = await queryRows<{
        id: number;
        email: string;
        firstName: string;
        lastName: string;
        emailVerified: boolean;
        loginDisabled: boolean;
      }>(
        db,
        sql`select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName",
              u.email_verified as "emailVerified", (u.login_disabled_at is not null) as "loginDisabled"
            from company_memberships m join users u on u.id = m.user_id
            where m.company_id = ${id} order by m.created_at, u.id`,
      );
      const { parts, listings, orders, ...company } = row;
      return { ...company, users, counts: { parts, listings, orders } };
    },

    async users(q: string | undefined, page: number, limit: number) {
      const where = userMatch(q);
      const [users, [counted]] = await Promise.all([
        queryRows<AdminUser>(
          db,
          sql`select ${USER_COLUMNS} from users u where ${where} order by u.email, u.id
              limit ${limit} offset ${(page - 1) * limit}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${where}`),
      ]);
      return { users, count: Number(counted?.n ?? 0) };
    },

    async user(id: number): Promise<AdminUser | null> {
      const [row] = await queryRows<AdminUser>(
        db,
        sql`select ${USER_COLUMNS} from users u where u.id = ${id}`,
      );
      return row ?? null;
    },
  };
}
