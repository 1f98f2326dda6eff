import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, companyMemberships, users } from '../db/schema/accounts';
import { passwordHistory } from '../db/schema/auth';
import { manufacturers } from '../db/schema/inventory';
import { paymentAccounts } from '../db/schema/payments';
import { hashPassword } from '../modules/auth/password-hasher';
import { insertPartsChunk } from '../modules/inventory/stock-bulk.service';
import { DEMO_DEALER_COMPANY, DEMO_PASSWORD } from './demo-accounts';

/** The demo dealer's simulated payout account: the demo can be ordered from and paid at once. */
export const DEMO_DEALER_ACCOUNT_ID = 'acct_sim_demosummit01';

/** dealer2@demo.test's company: a member dealer with inventory and no payout account yet. */
export const DEMO_DEALER2_COMPANY: typeof companies.$inferInsert = {
  name: 'Timberline Equipment Parts',
  phoneMain: '(208) 555-0156',
  shipAddress1: '77 Sawmill Road',
  shipCity: 'Coeur d Alene',
  shipState: 'ID',
  shipZip: '83814',
  shipCountry: 'USA',
  billAddress1: '77 Sawmill Road',
  billCity: 'Coeur d Alene',
  billState: 'ID',
  billZip: '83814',
  billCountry: 'USA',
  email1: 'parts@timberlineequip.example',
  partsManager: 'Nora Quinn',
  website: 'https://timberlineequip.example',
  memid: 'NC1008',
};

/** [part number, make, description, quantity, price cents] */
const DEALER2_PARTS: Array<[string, string, string, number, number | null]> = [
  ['326-1644', 'CAT', 'FUEL WATER SEPARATOR', 6, 3899],
  ['1R-0716', 'CAT', 'OIL FILTER', 10, 1850],
  ['6I-2503', 'CAT', 'AIR FILTER, PRIMARY', 3, 6400],
  ['AT123456', 'JD', 'HYDRAULIC FILTER', 4, null],
];

/**
 * Payouts in the demo (issue 15): the demo dealer's company gets a simulated connected account, and a
 * second dealer login, dealer2@demo.test, shows the not-connected state and can connect from its
 * profile. Idempotent.
 */
export async function seedDemoPayouts(db: Db): Promise<void> {
  const [dealer] = await db
    .select({ id: companies.id, account: companies.stripeAccountId })
    .from(companies)
    .where(eq(companies.name, DEMO_DEALER_COMPANY.name!));
  if (dealer && !dealer.account) {
    await db
      .update(companies)
      .set({ stripeAccountId: DEMO_DEALER_ACCOUNT_ID, canTransact: true })
      .where(eq(companies.id, dealer.id));
    await db
      .insert(paymentAccounts)
      .values({
        companyId: dealer.id,
        provider: 'simulated',
        accountId: DEMO_DEALER_ACCOUNT_ID,
        chargesEnabled: true,
      })
      .onConflictDoNothing();
  }

  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, 'dealer2@demo.test'));
  if (existing.length > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const [company] = await db.insert(companies).values(DEMO_DEALER2_COMPANY).returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({
      email: 'dealer2@demo.test',
      firstName: 'Nora',
      lastName: 'Quinn',
      phoneOffice: '(208) 555-0156',
      companyId: company!.id,
      passwordHash,
      emailVerified: true,
      emailVerifiedAt: now,
      consentAcceptedAt: now,
      consentVersion: '2025-09-17',
    })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values({ userId: user!.id, passwordHash });
  await db.insert(companyMemberships).values({ userId: user!.id, companyId: company!.id, role: 'admin' });
  const makes = new Map(
    (await db.select({ id: manufacturers.id, abbrname: manufacturers.abbrname }).from(manufacturers)).map(
      (m) => [m.abbrname, m.id],
    ),
  );
  await insertPartsChunk(
    db,
    DEALER2_PARTS.map(([partnum, make, description, quantity, priceCents]) => ({
      companyId: company!.id,
      partnum,
      manufacturerId: makes.get(make)!,
      condition: 'NEW' as const,
      description,
      quantity,
      priceCents,
      pictures: [],
    })),
  );
}
