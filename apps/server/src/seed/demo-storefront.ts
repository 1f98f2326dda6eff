import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { storefrontCustomerChanges, storefrontCustomers } from '../db/schema/storefront';

/**
 * The storefront (issue 25), alive on first start: the demo dealer has approved the demo buyer's company
 * for net 30 terms with a $5,000 credit limit (retail prices, so the other demo journeys see the prices
 * they expect), and a few of its parts carry a wholesale price for wholesale-tier customers.
 * Runs after the demo accounts and parts exist.
 */
export async function seedDemoStorefront(db: Db): Promise<void> {
  const byEmail = async (email: string) =>
    (
      await db
        .select({
          id: users.id,
          companyId: users.companyId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.email, email))
    )[0];
  const buyer = await byEmail('buyer@demo.test');
  const dealer = await byEmail('dealer@demo.test');
  if (!buyer?.companyId || !dealer?.companyId) return;
  const [record] = await db
    .insert(storefrontCustomers)
    .values({
      sellerCompanyId: dealer.companyId,
      customerCompanyId: buyer.companyId,
      approved: true,
      priceTier: 'retail',
      creditTerms: 30,
      creditLimitCents: 500_000,
    })
    .onConflictDoNothing()
    .returning({ id: storefrontCustomers.id });
  if (!record) return;
  const who = {
    customerId: record.id,
    userId: dealer.id,
    userName: `${dealer.firstName} ${dealer.lastName}`,
  };
  await db.insert(storefrontCustomerChanges).values([
    { ...who, field: 'approved', oldValue: false, newValue: true },
    { ...who, field: 'creditTerms', oldValue: null, newValue: 30 },
    { ...who, field: 'creditLimit', oldValue: null, newValue: 500_000 },
  ]);
  // Wholesale at 85% of retail on the dealer's priced parts with the lowest ids (the featured ones).
  await db.execute(sql`
    update inventory_parts set wholesale_price_cents = (price_cents * 85) / 100
    where id in (select id from inventory_parts where company_id = ${dealer.companyId} and price_cents > 0
                 order by id limit 10)`);
}
