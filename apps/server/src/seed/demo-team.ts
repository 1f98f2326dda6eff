import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password-hasher';
import type { Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { passwordHistory } from '../db/schema/auth';
import { companyInvitations } from '../db/schema/team';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * Company teams (issue 23), alive on first start: a parts counter colleague of the dealer who also
 * works for the second dealer (two companies, switched from the navbar), a buyer member whose order
 * requests above $500 wait for the buyer admin, and an invitation the dealer has sent and not yet seen
 * accepted. Runs after the demo accounts and the second dealer exist.
 */
export async function seedDemoTeam(db: Db): Promise<void> {
  const byEmail = async (email: string) =>
    (
      await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email))
    )[0];
  const buyer = await byEmail('buyer@demo.test');
  const dealer = await byEmail('dealer@demo.test');
  const dealer2 = await byEmail('dealer2@demo.test');
  if (!buyer?.companyId || !dealer?.companyId || !dealer2?.companyId) return;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['counter@demo.test', 'buyer2@demo.test']));
  if (existing.length) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const person = async (email: string, firstName: string, lastName: string, companyId: number) => {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName,
        lastName,
        emailVerified: true,
        emailVerifiedAt: now,
        consentAcceptedAt: now,
        consentVersion: '2025-09-17',
        companyId,
      })
      .returning({ id: users.id });
    await db.insert(passwordHistory).values({ userId: row!.id, passwordHash });
    return row!.id;
  };

  const counter = await person('counter@demo.test', 'Dana', 'Ruiz', dealer.companyId);
  await db.insert(companyMemberships).values([
    { userId: counter, companyId: dealer.companyId, role: 'member' },
    { userId: counter, companyId: dealer2.companyId, role: 'member' },
  ]);
  const buyer2 = await person('buyer2@demo.test', 'Luis', 'Ortega', buyer.companyId);
  await db.insert(companyMemberships).values({ userId: buyer2, companyId: buyer.companyId, role: 'member' });
  await db.update(companies).set({ approvalLimitCents: 50000 }).where(eq(companies.id, buyer.companyId));

  // A pending invitation (its link is not known to anyone: only the hash is kept).
  await db.insert(companyInvitations).values({
    companyId: dealer.companyId,
    email: 'shop@summit-heavy-parts.example',
    role: 'member',
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    invitedByUserId: dealer.id,
    expiresAt: new Date(Date.now() + 5 * 86400_000).toISOString(),
  });
}
