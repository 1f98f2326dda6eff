import { randomUUID } from 'node:crypto';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { passwordHistory } from '../db/schema/auth';
import { hashPassword } from '../modules/auth/password-hasher';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUser {
  userId: number;
  email: string;
  companyId: number | null;
  memid: string | null;
  accessToken: string;
  /** `{ authorization: 'Bearer ...' }` for app.inject. */
  headers: { authorization: string };
}

let counter = 0;
let cachedHash: Promise<string> | undefined;

/**
 * Inserts a user straight into the database (and a company unless `company: false`) and signs an
 * access token for it, so feature tests do not depend on the sign-up flow.
 */
export async function createTestUser(
  t: TestApp,
  options: {
    company?: boolean | Partial<typeof companies.$inferInsert>;
    verified?: boolean;
    memid?: string | null;
    email?: string;
    firstName?: string;
    lastName?: string;
    /** An operator (issue 30): the flag on the user and the claim in the token. */
    operator?: boolean;
  } = {},
): Promise<TestUser> {
  counter++;
  const tag = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const email = (options.email ?? `user-${tag}@example.test`).toLowerCase();
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await cachedHash;
  let companyId: number | null = null;
  const memid = options.memid ?? null;
  if (options.company !== false) {
    const extra = typeof options.company === 'object' ? options.company : {};
    // A member company can sell online (db/can-transact.ts) unless the test says otherwise.
    const payout =
      memid && !('stripeAccountId' in extra) && !('canTransact' in extra)
        ? { stripeAccountId: `acct_sim_${tag.replace(/-/g, '_')}`, canTransact: true }
        : {};
    const [company] = await t.db
      .insert(companies)
      .values({
        name: `Test Company ${tag}`,
        phoneMain: '555-0100',
        shipAddress1: '1 Test Way',
        shipCity: 'Testville',
        shipState: 'TX',
        shipZip: '75001',
        shipCountry: 'USA',
        email1: `company-${tag}@example.test`,
        memid,
        ...payout,
        ...extra,
      })
      .returning({ id: companies.id });
    companyId = company!.id;
  }
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      emailVerified: options.verified ?? true,
      companyId,
      isOperator: options.operator ?? false,
    })
    .returning({ id: users.id });
  await t.db.insert(passwordHistory).values({ userId: user!.id, passwordHash });
  // The user who has the company made it, so is its admin (issue 23).
  if (companyId) await t.db.insert(companyMemberships).values({ userId: user!.id, companyId, role: 'admin' });
  // A login of its own, with no refresh token behind it: tests that need a real one log in.
  const accessToken = await t.app.ctx.tokens.sign({
    loginId: randomUUID(),
    userId: user!.id,
    companyId,
    memid: companyId ? memid : null,
    emailVerified: options.verified ?? true,
    ...(options.operator ? { isOperator: true } : {}),
  });
  return {
    userId: user!.id,
    email,
    companyId,
    memid,
    accessToken,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}
