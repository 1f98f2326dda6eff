import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies } from '../db/schema/accounts';
import { membershipApplications } from '../db/schema/membership';
import { DEMO_DEALER_COMPANY } from './demo-accounts';
import { DEMO_DEALER2_COMPANY, DEMO_DEALER_ACCOUNT_ID } from './demo-payouts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

/**
 * What the operators did before the demo starts (issue 30), so /admin/audit and a member's applications
 * are not empty on first start: the operator approved the second demo dealer's application (its memid) and
 * set the demo dealer's payout account. Written as the console writes them (one audit row per action), but
 * dated in the past; `seed-…` request ids say where they came from. Runs once, with the operator's seed.
 */
export async function seedDemoOperatorHistory(db: Db, operatorId: number): Promise<void> {
  const company = async (name: string | undefined) => {
    const [row] = await db
      .select({ id: companies.id, memid: companies.memid, account: companies.stripeAccountId })
      .from(companies)
      .where(eq(companies.name, name ?? ''));
    return row;
  };
  const dealer = await company(DEMO_DEALER_COMPANY.name);
  const dealer2 = await company(DEMO_DEALER2_COMPANY.name);
  if (!dealer || !dealer2?.memid) return;

  const [application] = await db
    .insert(membershipApplications)
    .values({
      companyId: dealer2.id,
      status: 'approved',
      yardAddress1: '77 Sawmill Road',
      yardCity: 'Coeur d Alene',
      yardState: 'ID',
      yardZip: '83814',
      sells:
        'New and used filters, undercarriage and hydraulic parts for Caterpillar and John Deere machines.',
      makes: ['CAT', 'JD'],
      inventorySize: 1200,
      website: 'https://timberlineequip.example',
      sellerTermsAcceptedAt: daysAgo(121),
      memid: dealer2.memid,
      decidedByUserId: operatorId,
      createdAt: daysAgo(121),
      decidedAt: daysAgo(120),
    })
    .returning({ id: membershipApplications.id });

  const audit = async (
    days: number,
    action: string,
    targetType: string,
    targetId: number,
    before: object,
    after: object,
  ) => {
    await db.execute(sql`insert into audit_log
      (operator_id, operator_email, action, target_type, target_id, before, after, request_id, created_at)
      values (${operatorId}, (select email from users where id = ${operatorId}), ${action}, ${targetType},
        ${targetId}, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb,
        ${`seed-${action}-${targetId}`}, ${daysAgo(days)}::timestamptz)`);
  };
  await audit(
    120,
    'application.approve',
    'application',
    application!.id,
    { status: 'open', memid: null },
    { status: 'approved', memid: dealer2.memid },
  );
  await audit(
    90,
    'company.set_payout_account',
    'company',
    dealer.id,
    { stripeAccountId: null },
    { stripeAccountId: dealer.account ?? DEMO_DEALER_ACCOUNT_ID },
  );
}
