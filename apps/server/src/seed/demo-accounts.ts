import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password-hasher';
import type { Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { passwordHistory } from '../db/schema/auth';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_LOGINS = [
  { email: 'buyer@demo.test', role: 'buyer with a company, verified' },
  { email: 'dealer@demo.test', role: 'member dealer with inventory, verified' },
  { email: 'dealer2@demo.test', role: 'member dealer with inventory, no payout account yet' },
  { email: 'new@demo.test', role: 'verified, no company yet' },
  { email: 'counter@demo.test', role: "member of both dealers' teams (switch company in the navbar)" },
  { email: 'buyer2@demo.test', role: "member of the buyer's team: requests over $500 need approval" },
  { email: 'operator@demo.test', role: "operator: the operators' console at /admin (issue 30)" },
  { email: 'applicant@demo.test', role: 'admin of a yard whose network application waits for an operator' },
] as const;

type CompanyInsert = typeof companies.$inferInsert;

export const DEMO_BUYER_COMPANY: CompanyInsert = {
  name: 'Ridgeline Excavating LLC',
  phoneMain: '(406) 555-0142',
  phoneSecondary: '(406) 555-0143',
  shipAddress1: '1180 Quarry Road',
  shipCity: 'Bozeman',
  shipState: 'MT',
  shipZip: '59715',
  shipCountry: 'USA',
  billAddress1: 'PO Box 2210',
  billCity: 'Bozeman',
  billState: 'MT',
  billZip: '59771',
  billCountry: 'USA',
  email1: 'parts@ridgeline-excavating.example',
  email2: 'accounts@ridgeline-excavating.example',
  partsManager: 'Dana Whitfield',
  contactList: 'Dana Whitfield - parts\nLuis Ortega - shop foreman',
  website: 'https://ridgeline-excavating.example',
};

export const DEMO_DEALER_COMPANY: CompanyInsert = {
  name: 'Summit Heavy Parts',
  phoneMain: '(303) 555-0187',
  fax: '(303) 555-0188',
  shipAddress1: '4550 Industrial Parkway',
  shipCity: 'Denver',
  shipState: 'CO',
  shipZip: '80216',
  shipCountry: 'USA',
  billAddress1: '4550 Industrial Parkway',
  billCity: 'Denver',
  billState: 'CO',
  billZip: '80216',
  billCountry: 'USA',
  email1: 'sales@summitheavyparts.example',
  partsManager: 'Rick Alvarez',
  contactList: 'Rick Alvarez - parts manager\nMeg Tran - counter sales',
  website: 'https://summitheavyparts.example',
  memid: 'NC1001',
};

/** The three demo logins of the run contract. Idempotent: existing emails are left alone. */
export async function seedDemoAccounts(db: Db): Promise<{ buyerCompanyId: number; dealerCompanyId: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, 'dealer@demo.test'));
  if (existing.length > 0) {
    const [dealer] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_DEALER_COMPANY.name));
    const [buyer] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_BUYER_COMPANY.name));
    return { buyerCompanyId: buyer!.id, dealerCompanyId: dealer!.id };
  }
  const [buyerCompany] = await db
    .insert(companies)
    .values(DEMO_BUYER_COMPANY)
    .returning({ id: companies.id });
  const [dealerCompany] = await db
    .insert(companies)
    .values(DEMO_DEALER_COMPANY)
    .returning({ id: companies.id });
  const people = [
    {
      email: 'buyer@demo.test',
      firstName: 'Dana',
      lastName: 'Whitfield',
      phoneOffice: '(406) 555-0142',
      companyId: buyerCompany!.id,
    },
    {
      email: 'dealer@demo.test',
      firstName: 'Rick',
      lastName: 'Alvarez',
      phoneOffice: '(303) 555-0187',
      companyId: dealerCompany!.id,
    },
    { email: 'new@demo.test', firstName: 'Sam', lastName: 'Newcomb', phoneOffice: null, companyId: null },
  ];
  for (const person of people) {
    const [user] = await db
      .insert(users)
      .values({
        ...person,
        passwordHash,
        emailVerified: true,
        emailVerifiedAt: now,
        consentAcceptedAt: now,
        consentVersion: '2025-09-17',
      })
      .returning({ id: users.id });
    await db.insert(passwordHistory).values({ userId: user!.id, passwordHash });
    if (person.companyId)
      await db
        .insert(companyMemberships)
        .values({ userId: user!.id, companyId: person.companyId, role: 'admin' });
  }
  return { buyerCompanyId: buyerCompany!.id, dealerCompanyId: dealerCompany!.id };
}
