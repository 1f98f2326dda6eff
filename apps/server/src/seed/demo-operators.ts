import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { passwordHistory } from '../db/schema/auth';
import { membershipApplications } from '../db/schema/membership';
import { hashPassword } from '../modules/auth/password-hasher';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoOperatorHistory } from './demo-operator-history';
import { seedDemoOrphanPayments } from './demo-orphan-payments';

/** A yard that applied to join the network: the operators' console has an open application to decide. */
export const DEMO_APPLICANT_COMPANY: typeof companies.$inferInsert = {
  name: 'Panhandle Tractor Salvage',
  phoneMain: '(806) 555-0119',
  shipAddress1: '7400 Amarillo Blvd E',
  shipCity: 'Amarillo',
  shipState: 'TX',
  shipZip: '79108',
  shipCountry: 'USA',
  email1: 'parts@panhandle-salvage.example',
  website: 'https://panhandle-salvage.example',
};

/**
 * The operators' console (issue 30): operator@demo.test (an operator, no company) and
 * applicant@demo.test, the admin of a yard whose network application waits. Idempotent by email.
 */
export async function seedDemoOperators(db: Db): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, 'operator@demo.test'));
  if (existing.length > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const person = {
    passwordHash,
    emailVerified: true,
    emailVerifiedAt: now,
    consentAcceptedAt: now,
    consentVersion: '2025-09-17',
  };
  const [operator] = await db
    .insert(users)
    .values({
      ...person,
      email: 'operator@demo.test',
      firstName: 'Olivia',
      lastName: 'Park',
      isOperator: true,
    })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values({ userId: operator!.id, passwordHash });
  await seedDemoOperatorHistory(db, operator!.id);
  await seedDemoOrphanPayments(db);

  const [company] = await db.insert(companies).values(DEMO_APPLICANT_COMPANY).returning({ id: companies.id });
  const [applicant] = await db
    .insert(users)
    .values({
      ...person,
      email: 'applicant@demo.test',
      firstName: 'Wade',
      lastName: 'Hollis',
      phoneOffice: '(806) 555-0119',
      companyId: company!.id,
    })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values({ userId: applicant!.id, passwordHash });
  await db
    .insert(companyMemberships)
    .values({ userId: applicant!.id, companyId: company!.id, role: 'admin' });
  await db.insert(membershipApplications).values({
    companyId: company!.id,
    applicantUserId: applicant!.id,
    yardAddress1: '7400 Amarillo Blvd E',
    yardCity: 'Amarillo',
    yardState: 'TX',
    yardZip: '79108',
    sells:
      'Used tractor and loader parts from machines we dismantle on our own yard: engines, transmissions, hydraulics.',
    makes: ['CAT', 'CASE'],
    inventorySize: 3400,
    website: 'https://panhandle-salvage.example',
    sellerTermsAcceptedAt: now,
  });
}
