import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';

/**
 * Moderation (issue 30): the operators' queue at /admin/reports opens with one report, buyer@demo.test
 * flagging the newest demo suggestion as spam. Idempotent: nothing when any report exists.
 */
export async function seedDemoModeration(db: Db): Promise<void> {
  const [any] = await queryRows<{ id: number }>(db, sql`select id from reports limit 1`);
  if (any) return;
  const [target] = await queryRows<{ id: number }>(
    db,
    sql`select id from suggestions where hidden_at is null order by created_at desc, id desc limit 1`,
  );
  const [buyer] = await queryRows<{ id: number; companyId: number | null }>(
    db,
    sql`select id, company_id as "companyId" from users where email = 'buyer@demo.test'`,
  );
  if (!target || !buyer) return;
  await db.execute(
    sql`insert into reports (target_type, target_id, reason, text, reporter_user_id, reporter_company_id, reporter_email)
        values ('suggestion', ${target.id}, 'spam',
          'Looks like an advertisement for another site, not an idea for IronMatch.', ${buyer.id},
          ${buyer.companyId}, 'buyer@demo.test')`,
  );
}
