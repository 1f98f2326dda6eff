import { sql } from 'drizzle-orm';
import type { MemberClaims } from '@ironmatch/contracts/access';
import { queryRows, type Db } from '../db/database';
import { createRecordAccess } from '../http/record-access';
import { defineQuoteRecords } from '../modules/quotes/quotes-records';
import { createQuotesService } from '../modules/quotes/quotes.service';

/**
 * Demo Quick Quotes (issue 26): both demo dealers answer the demo buyer's newest search, so My Results,
 * Quotes received and the compare view are alive on first start. Sent through the quotes service, as a
 * dealer would; the buyer's "quote received" emails land in the development mailbox.
 */
export async function seedDemoQuotes(db: Db, log: (line: string) => void): Promise<void> {
  const dealers = await queryRows<{ userId: number; companyId: number; memid: string; email: string }>(
    db,
    sql`select u.id as "userId", c.id as "companyId", c.memid as "memid", u.email as "email"
        from users u join companies c on c.id = u.company_id
        where u.email in ('dealer@demo.test', 'dealer2@demo.test') and c.memid is not null order by u.email`,
  );
  const [search] = await queryRows<{ id: number }>(
    db,
    sql`select ps.id as "id" from part_searches ps join users u on u.id = ps.user_id
        where u.email = 'buyer@demo.test' order by ps.created_at desc, ps.id desc limit 1`,
  );
  if (!search || dealers.length === 0) return;
  const access = createRecordAccess(db);
  defineQuoteRecords(access); // the decline below asks whether the buyer is the quote's party
  const service = createQuotesService({
    db,
    access,
    jobs: { poke: () => undefined },
    mail: { appUrl: 'http://localhost:3000', supportPhone: '', supportEmail: '' },
  });
  const offers = [
    {
      price: 4100,
      quantity: 3,
      condition: 'NEW' as const,
      leadTimeDays: 0,
      freightEstimate: 1800,
      note: 'In stock, ships today.',
    },
    {
      price: 3650,
      quantity: 3,
      condition: 'REBUILT' as const,
      leadTimeDays: 3,
      coreCharge: 500,
      note: 'Reman with 1 year warranty.',
    },
  ];
  for (const [i, d] of dealers.entries()) {
    const dealer: MemberClaims = {
      userId: d.userId,
      companyId: d.companyId,
      memid: d.memid,
      emailVerified: true,
      loginId: 'seed',
    };
    const offer = offers[i % offers.length]!;
    await service.send(dealer, {
      partSearchId: search.id,
      validUntil: null,
      lines: [{ partId: null, freightEstimate: null, coreCharge: null, ...offer }],
    });
  }
  log(`seeded ${dealers.length} demo Quick Quotes`);
  await seedDeclinedQuote(db, log, service, dealers.at(-1)!);
}

/**
 * One declined quote on an earlier request of the demo buyer, so the dealer's stats show a decline
 * and the buyer's Quotes received tab a declined row on first start. Skipped when no earlier search
 * makes a request of its own that may still be quoted.
 */
async function seedDeclinedQuote(
  db: Db,
  log: (line: string) => void,
  service: ReturnType<typeof createQuotesService>,
  d: { userId: number; companyId: number; memid: string },
): Promise<void> {
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from quote_outcomes where dealer_company_id = ${d.companyId}`,
  );
  if (done && done.n > 0) return; // seeded before: a second decline would count twice in the stats
  const searches = await queryRows<{ id: number; userId: number; companyId: number }>(
    db,
    sql`select ps.id as "id", u.id as "userId", u.company_id as "companyId" from part_searches ps
        join users u on u.id = ps.user_id
        where u.email = 'buyer@demo.test' and ps.created_at > now() - interval '20 days'
        order by ps.created_at desc, ps.id desc offset 1 limit 5`,
  );
  const dealer: MemberClaims = { ...d, emailVerified: true, loginId: 'seed' };
  for (const s of searches) {
    const sent = await service.send(dealer, {
      partSearchId: s.id,
      validUntil: null,
      lines: [
        {
          partId: null,
          price: 5200,
          quantity: 1,
          condition: 'USED',
          leadTimeDays: 2,
          freightEstimate: null,
          coreCharge: null,
          note: 'Good used, tested.',
        },
      ],
    });
    if (!sent.created) continue; // the same request as the newest search: already quoted above
    const buyer = {
      userId: s.userId,
      companyId: s.companyId,
      memid: null,
      emailVerified: true,
      loginId: 'seed',
    };
    await service.decline(buyer, String(sent.quote.id), 'Found one closer to the job site.');
    log(`seeded 1 declined demo quote`);
    return;
  }
}
