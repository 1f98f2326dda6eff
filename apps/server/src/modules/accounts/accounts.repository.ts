import { and, asc, eq, sql } from 'drizzle-orm';
import type { TokenSubject } from '@ironmatch/contracts/access';
import type { Db } from '../../db/database';
import { companies, companyMemberships, users } from '../../db/schema/accounts';

export interface CredentialRow {
  id: number;
  email: string;
  firstName: string;
  passwordHash: string;
  emailVerified: boolean;
}

const credentialColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
  emailVerified: users.emailVerified,
};

export const companyColumns = {
  id: companies.id,
  name: companies.name,
  phoneMain: companies.phoneMain,
  phoneSecondary: companies.phoneSecondary,
  fax: companies.fax,
  shipAddress1: companies.shipAddress1,
  shipAddress2: companies.shipAddress2,
  shipCity: companies.shipCity,
  shipState: companies.shipState,
  shipZip: companies.shipZip,
  shipCountry: companies.shipCountry,
  billAddress1: companies.billAddress1,
  billAddress2: companies.billAddress2,
  billCity: companies.billCity,
  billState: companies.billState,
  billZip: companies.billZip,
  billCountry: companies.billCountry,
  email1: companies.email1,
  email2: companies.email2,
  email3: companies.email3,
  partsManager: companies.partsManager,
  contactList: companies.contactList,
  website: companies.website,
  memid: companies.memid,
  stripeAccountId: companies.stripeAccountId,
};

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneOffice: users.phoneOffice,
  phoneMobile: users.phoneMobile,
  emailVerified: users.emailVerified,
  companyId: users.companyId,
  messageEmails: users.messageEmails,
  partEmails: users.partEmails,
  forsaleEmails: users.forsaleEmails,
  generalRequestEmails: users.generalRequestEmails,
  orderEmails: users.orderEmails,
  partOrderEmails: users.partOrderEmails,
  forsaleOrderEmails: users.forsaleOrderEmails,
  machineWatchEmails: users.machineWatchEmails,
};

export type UserUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phoneOffice'
    | 'phoneMobile'
    | 'messageEmails'
    | 'partEmails'
    | 'forsaleEmails'
    | 'generalRequestEmails'
    | 'orderEmails'
    | 'partOrderEmails'
    | 'forsaleOrderEmails'
    | 'machineWatchEmails'
  >
>;

/** Users, companies and who belongs to which company. */
export function createAccountsRepository(db: Db) {
  return {
    async findUser(userId: number) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    async updateUser(userId: number, changes: UserUpdate): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async findCompany(companyId: number) {
      const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
      return row;
    },

    async membershipsOf(
      userId: number,
    ): Promise<Array<{ companyId: number; name: string; role: 'admin' | 'member' }>> {
      return db
        .select({ companyId: companies.id, name: companies.name, role: companyMemberships.role })
        .from(companyMemberships)
        .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
        .where(eq(companyMemberships.userId, userId))
        .orderBy(asc(companyMemberships.createdAt), asc(companies.id));
    },

    /** The company's users (with `role`, only those in that role). */
    async memberIdsOf(companyId: number, role?: 'admin' | 'member'): Promise<number[]> {
      const rows = await db
        .select({ userId: companyMemberships.userId })
        .from(companyMemberships)
        .where(
          and(
            eq(companyMemberships.companyId, companyId),
            role ? eq(companyMemberships.role, role) : undefined,
          ),
        );
      return rows.map((r) => r.userId);
    },

    async isMember(userId: number, companyId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: companyMemberships.userId })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.userId, userId), eq(companyMemberships.companyId, companyId)));
      return rows.length > 0;
    },

    /** Locks the user's row for this transaction and answers how many companies the user belongs to. */
    async lockUserCompanies(userId: number): Promise<number> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const rows = await db
        .select({ companyId: companyMemberships.companyId })
        .from(companyMemberships)
        .where(eq(companyMemberships.userId, userId));
      return rows.length;
    },

    /** Creates the company, makes the user its admin and sets it as their current company. */
    async createCompanyFor(userId: number, values: typeof companies.$inferInsert): Promise<number> {
      const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
      const companyId = row!.id;
      await db.insert(companyMemberships).values({ userId, companyId, role: 'admin' });
      await db
        .update(users)
        .set({ companyId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return companyId;
    },

    async findCredentialsByEmail(email: string): Promise<CredentialRow | undefined> {
      const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email));
      return row;
    },

    async findCredentialsById(userId: number): Promise<CredentialRow | undefined> {
      const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    async emailExists(email: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return rows.length > 0;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },

    /** What the access token says: current company, its member id, verification. Null if the user is gone. */
    async claimsFor(userId: number): Promise<TokenSubject | null> {
      const [row] = await db
        .select({
          userId: users.id,
          companyId: users.companyId,
          emailVerified: users.emailVerified,
          memid: companies.memid,
          isOperator: users.isOperator,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        userId: row.userId,
        companyId: row.companyId,
        memid: row.memid && row.memid.trim() !== '' ? row.memid : null,
        emailVerified: row.emailVerified,
        ...(row.isOperator ? { isOperator: true } : {}),
      };
    },

    async setCurrentCompany(userId: number, companyId: number): Promise<void> {
      await db
        .update(users)
        .set({ companyId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async markUserEmailVerified(userId: number): Promise<void> {
      await db
        .update(users)
        .set({
          emailVerified: true,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    /** Sets a company column for an operator; the company's id and name, or null when there is none. */
    async setCompanyField(
      companyId: number,
      field: 'memid',
      value: string | null,
    ): Promise<{ id: number; name: string } | null> {
      const rows = await db
        .update(companies)
        .set({ [field]: value, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id, name: companies.name });
      return rows[0] ?? null;
    },

    /** The company holding a member id (any case), if one does. */
    async companyByMemid(memid: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(sql`upper(${companies.memid}) = upper(${memid})`)
        .orderBy(companies.id)
        .limit(1);
      return row ?? null;
    },

    async payoutState(companyId: number) {
      const [row] = await db
        .select({
          memid: companies.memid,
          stripeAccountId: companies.stripeAccountId,
          canTransact: companies.canTransact,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /**
     * The company's payout account and whether it can take charges (`can_transact`, read by the one
     * rule in db/can-transact.ts); the company's id and name, or null when there is none.
     */
    async setPayoutAccount(
      companyId: number,
      accountId: string | null,
      chargesEnabled: boolean,
    ): Promise<{ id: number; name: string } | null> {
      const rows = await db
        .update(companies)
        .set({
          stripeAccountId: accountId,
          canTransact: accountId !== null && chargesEnabled,
          updatedAt: sql`now()`,
        })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id, name: companies.name });
      return rows[0] ?? null;
    },

    /** Makes a user an operator or an ordinary user again (issue 30; the command line only). */
    async setOperator(email: string, isOperator: boolean): Promise<{ id: number; email: string } | null> {
      const rows = await db
        .update(users)
        .set({ isOperator, updatedAt: sql`now()` })
        .where(eq(users.email, email))
        .returning({ id: users.id, email: users.email });
      return rows[0] ?? null;
    },

    async markEmailVerified(email: string): Promise<{ id: number; email: string } | null> {
      const rows = await db
        .update(users)
        .set({
          emailVerified: true,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.email, email))
        .returning({ id: users.id, email: users.email });
      return rows[0] ?? null;
    },

    async updateCompany(companyId: number, changes: Partial<typeof companies.$inferInsert>): Promise<void> {
      await db
        .update(companies)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
