import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import { seedManufacturers } from '../src/modules/inventory/manufacturer-list';
import { rebuildBrowseSummary } from '../src/modules/inventory/stock-bulk.service';
import type { DatabaseHandle } from './bench-db-url';

/**
 * The stats benchmark's network, made in SQL with generate_series (never row by row): 2,000 member
 * dealers, 3,000 buyer companies in 20 states, 50,000 catalogue numbers over 12 makes in ~68,000 stock
 * rows, and `searches` saved part searches spread over the last two years (popular numbers searched far
 * more), each with its result snapshot and matched dealers as the part matcher saves them; 5% search
 * numbers nobody stocks. The benchmarked dealer ("Stats Bench Dealer 0") stocks every 25th number of
 * every make, so it is matched by about one search in seven. A few thousand messages and answers
 * between buyers and dealers give reply times.
 */
export const STATS_BENCH_DEALERS = 2000;
export const STATS_BENCH_BUYERS = 3000;
const CATALOG = 50_000;
const CHUNK = 1_000_000;

export interface StatsBenchIds {
  dealer0: number;
  firstCompany: number;
  firstUser: number;
}

export async function loadStatsBench(
  handle: DatabaseHandle,
  searches: number,
  log: (line: string) => void,
): Promise<void> {
  const db = handle.db;
  await seedManufacturers(db);
  await db.execute(sql`
    insert into companies (name, phone_main, ship_address1, ship_city, ship_state, ship_zip, ship_country, email1, memid)
    select case when g < ${STATS_BENCH_DEALERS} then 'Stats Bench Dealer ' || g else 'Stats Bench Buyer ' || g end,
      '555-0100', g || ' Yard Road', 'Springfield',
      (array['CO','TX','MT','WA','OH','GA','CA','NY','IL','AZ','UT','ID','NV','OR','IA','KS','MO','AL','MS','MI'])[1 + g % 20],
      '80216', 'USA', 'c' || g || '@statsbench.test', case when g < ${STATS_BENCH_DEALERS} then 'SB' || g end
    from generate_series(0, ${STATS_BENCH_DEALERS + STATS_BENCH_BUYERS - 1}) g order by g`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, email_verified, company_id)
    select 'u' || c.id || '@statsbench.test', 'x', 'Bench', 'User', true, c.id
    from companies c where c.email1 like '%@statsbench.test' order by c.id`);
  const ids = await statsBenchIds(handle);
  const { firstCompany: c0, firstUser: u0 } = ids;
  const makes = sql`(select array_agg(id order by sort_order, id) from (select * from manufacturers order by sort_order, id limit 12) m)`;
  // Stock: each number at one dealer, every third at a second one, every 25th at the benchmarked dealer.
  await db.execute(sql`
    with mk as (select ${makes} as ids)
    insert into inventory_parts (company_id, partnum, partnum_norm, manufacturer_id, condition, description, quantity, price_cents)
    select company_id, 'SB-' || lpad(n::text, 6, '0'), 'SB' || lpad(n::text, 6, '0'), (select ids from mk)[1 + n % 12],
      condition, 'BENCH PART', quantity, 1000 + (n * 37) % 90000
    from (
      select n, ${c0} + (n * 7919) % ${STATS_BENCH_DEALERS} as company_id, 'NEW' as condition, 1 + n % 7 as quantity
      from generate_series(1, ${CATALOG}) n
      union all
      select n, ${c0} + (n::bigint * 104729) % ${STATS_BENCH_DEALERS}, 'USED', n % 5 from generate_series(3, ${CATALOG}, 3) n
      union all
      select n, ${c0}, 'REBUILT', case when n % 100 = 0 then 0 else 2 end from generate_series(25, ${CATALOG}, 25) n
    ) x`);
  await rebuildBrowseSummary(db);
  log(
    `  stock: ${CATALOG.toLocaleString('en-US')} numbers; loading ${searches.toLocaleString('en-US')} searches`,
  );

  const started = Date.now();
  for (let from = 0; from < searches; from += CHUNK) {
    const n = Math.min(CHUNK, searches - from);
    const [{ first }] = (await queryRows<{ first: number }>(
      db,
      sql`select coalesce(max(id), 0) + 1 as "first" from part_searches`,
    )) as [{ first: number }];
    await db.execute(sql`select setseed(${(from / searches) * 0.5})`);
    await db.execute(sql`
      with mk as (select ${makes} as ids)
      insert into part_searches (user_id, company_id, part_number, manufacturer_id, match_count, created_at)
      select ${u0 + STATS_BENCH_DEALERS}::int + b, ${c0 + STATS_BENCH_DEALERS}::int + b,
        case when x < 0.05 then 'SBX' else 'SB' end || lpad(n::text, 6, '0'),
        case when random() < 0.3 then (select ids from mk)[1 + n % 12] end, 1,
        now() - make_interval(secs => floor(random() * 730 * 86400)::int)
      from (
        select floor(${STATS_BENCH_BUYERS} * power(random(), 1.3))::int as b,
          1 + floor(${CATALOG} * power(random(), 1.6))::int as n, random() as x
        from generate_series(1, ${n})
      ) t`);
    // The result snapshot: the stock rows of the number, as the search found them.
    await db.execute(sql`
      insert into part_search_results (part_search_id, position, part_id, seller_company_id, partnum, manufacturer_id,
        condition, description, quantity, price_cents)
      select s.id, row_number() over (partition by s.id order by ip.id), ip.id, ip.company_id, ip.partnum,
        ip.manufacturer_id, ip.condition, ip.description, ip.quantity, ip.price_cents
      from part_searches s join inventory_parts ip on ip.partnum_norm = s.part_number
        and (s.manufacturer_id is null or ip.manufacturer_id = s.manufacturer_id)
      where s.id >= ${first}`);
    await db.execute(sql`
      insert into part_search_matches (part_search_id, company_id, created_at)
      select distinct r.part_search_id, r.seller_company_id, s.created_at
      from part_search_results r join part_searches s on s.id = r.part_search_id
      where r.part_search_id >= ${first}`);
    log(
      `  ${(from + n).toLocaleString('en-US')} searches with results and matches (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  // Conversations: buyers write to dealers; most are answered within a day.
  await db.execute(sql`select setseed(0.31)`);
  await db.execute(sql`
    insert into messages (sender_user_id, sender_company_id, recipient_company_id, message_type, subject, body, created_at,
      updated_at)
    select ${u0 + STATS_BENCH_DEALERS}::int + b, ${c0 + STATS_BENCH_DEALERS}::int + b, ${c0}::int + d, 'part', 'Bench', 'Question', at, at
    from (
      select floor(${STATS_BENCH_BUYERS} * random())::int as b,
        case when random() < 0.15 then 0 else floor(${STATS_BENCH_DEALERS} * random())::int end as d,
        now() - make_interval(secs => floor(random() * 730 * 86400)::int) as at
      from generate_series(1, ${Math.max(2000, Math.round(searches / 500))})
    ) t`);
  await db.execute(sql`
    insert into message_replies (message_id, sender_user_id, sender_company_id, body, created_at)
    select m.id, null, m.recipient_company_id, 'Answer', least(now(), m.created_at + make_interval(secs => floor(random() * 86400)::int))
    from messages m where m.body = 'Question' and random() < 0.7`);
}

/** The benchmarked dealer and the first generated company and user (ids are consecutive). */
export async function statsBenchIds(handle: DatabaseHandle): Promise<StatsBenchIds> {
  const [row] = await queryRows<StatsBenchIds>(
    handle.db,
    sql`select (select id from companies where name = 'Stats Bench Dealer 0') as "dealer0",
          (select min(id) from companies where email1 like '%@statsbench.test') as "firstCompany",
          (select min(id) from users where email like '%@statsbench.test') as "firstUser"`,
  );
  return row!;
}
