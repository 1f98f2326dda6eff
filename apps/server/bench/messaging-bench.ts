/**
 * `npm run bench` (messaging): the mailbox's speed targets on PostgreSQL with 1,000,000 messages across
 * 2,000 companies, against the same at 10,000 messages. The server runs in a child process of its own
 * (bench-server.ts); requests go one at a time over HTTP keep-alive, interleaved between the cases they
 * compare. Figures go to stdout and to docs/benchmarks.md (its own section). Not part of `npm test`.
 *
 *   BENCH_DATABASE_URL / DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/)
 *   BENCH_MESSAGES, BENCH_COMPANIES     size of the big dataset (default 1000000 / 2000)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { createAccessTokenService } from '../src/modules/auth/access-token';
import { cachedBenchDatabase } from './bench-db-url';
import { benchSchemaTag, percentile, writeBenchSection } from './bench-report';
import { forkBenchServer, stopBenchServer, type BenchServer } from './bench-server-process';
import { fmt, interleaved, timedGet, type BenchTarget } from './bench-timing';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const BIG = {
  messages: Number(process.env.BENCH_MESSAGES ?? 1_000_000),
  companies: Number(process.env.BENCH_COMPANIES ?? 2000),
};
const SMALL = { messages: 10_000, companies: BIG.companies };
const USERS_PER_COMPANY = 2;
/** Bump when the generated data changes shape: the cached databases are then loaded again. */
const GENERATOR_VERSION = 2;
const log = (line: string) => console.log(line);

interface Dataset {
  name: string;
  url: string;
  messages: number;
  companies: number;
}

// ---------------------------------------------------------------------------------------------
// Data: companies with two users each, messages skewed towards some recipients (a few dealers get
// most of the mail), every user's copies as the app writes them.

const fingerprint = (d: { messages: number; companies: number }) =>
  `ironmatch-messaging-bench generator=${GENERATOR_VERSION} schema=${benchSchemaTag} messages=${d.messages} companies=${d.companies}`;

const GENERATE = (d: { messages: number; companies: number }) => [
  `insert into companies (name, phone_main, ship_address1, ship_city, ship_state, ship_zip, ship_country, email1)
   select 'Bench Company ' || g, '555-0100', '1 Bench Way', 'Denver', 'CO', '80216', 'USA', 'c' || g || '@bench.test'
   from generate_series(1, ${d.companies}) g`,
  `insert into users (email, password_hash, first_name, last_name, email_verified, company_id)
   select 'u' || c.id || '-' || k || '@bench.test', 'x', 'Bench', 'User ' || k, true, c.id
   from companies c cross join generate_series(1, ${USERS_PER_COMPANY}) k`,
  `insert into company_memberships (user_id, company_id) select id, company_id from users`,
  `insert into message_mailboxes (user_id, company_id) select id, company_id from users`,
  // Recipients skewed (power 2.5): company 1 receives the most. Dates spread over a year, in id order.
  `insert into messages (sender_user_id, sender_company_id, recipient_company_id, message_type, subject, body,
     related_part_id, reply_count, sender_inbox, created_at, updated_at)
   with drawn as (
     select g, 1 + floor(random() * ${d.companies})::int as sender,
       1 + floor(power(random(), 2.5) * ${d.companies})::int as recipient
     from generate_series(1, ${d.messages}) g
   )
   select null, sender,
     case when recipient = sender then recipient % ${d.companies} + 1 else recipient end,
     (array['part', 'partsearches', 'generalrequest', 'attachment'])[1 + (g % 4)],
     'Regarding part ' || (100000 + g % 90000), 'Do you have this part in stock? We need two by Friday.',
     g, case when g % 3 = 0 then 1 else 0 end, g % 3 = 0,
     now() - interval '365 days' + (g * (interval '365 days' / ${d.messages})),
     now() - interval '365 days' + (g * (interval '365 days' / ${d.messages}))
   from drawn order by g`,
  // Received copies: most in the Inbox, some filed; 70% read. Sent copies for the sender's users.
  `insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
   select cm.user_id, cm.company_id, m.id, false,
     case when m.id % 10 = 0 then 'Saved' when m.id % 10 = 1 then 'Archived' else 'Inbox' end,
     random() < 0.7, m.id % 17 = 0,
     case when m.message_type = 'partsearches' then 'part' else m.message_type end, m.updated_at
   from messages m join company_memberships cm
     on cm.company_id = m.recipient_company_id or (m.sender_inbox and cm.company_id = m.sender_company_id)`,
  `insert into user_messages (user_id, company_id, message_id, sent, folder, is_read, is_starred, kind, activity_at)
   select cm.user_id, cm.company_id, m.id, true, 'Sent', true, false,
     case when m.message_type = 'partsearches' then 'part' else m.message_type end, m.updated_at
   from messages m join company_memberships cm on cm.company_id = m.sender_company_id`,
];

async function prepareDataset(spec: { messages: number; companies: number }): Promise<Dataset> {
  const name = `ironmatch_bench_msg_${spec.messages}_${spec.companies}`;
  const url = await cachedBenchDatabase({
    adminUrl,
    name,
    fingerprint: fingerprint(spec),
    describe: `${spec.messages.toLocaleString('en-US')} messages`,
    log,
    async load(handle) {
      for (const statement of GENERATE(spec)) await handle.pool!.query(statement);
    },
  });
  return { name, url, ...spec };
}

interface BenchUser {
  userId: number;
  companyId: number;
  inbox: number;
}

/** Users with something in their inbox, picked at random (the same seed every run). */
async function sampleUsers(ds: Dataset, n: number): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: ds.url });
  await client.connect();
  try {
    await client.query('select setseed(0.42)');
    const { rows } = await client.query<BenchUser>(
      `select u.id as "userId", u.company_id as "companyId",
         (select count(*)::int from user_messages um where um.user_id = u.id and um.company_id = u.company_id and um.folder = 'Inbox') as "inbox"
       from users u where u.email like 'u%@bench.test' order by random() limit $1`,
      [n * 2],
    );
    return rows.filter((r) => r.inbox > 0).slice(0, n);
  } finally {
    await client.end();
  }
}

async function largestInbox(ds: Dataset): Promise<BenchUser> {
  const client = new pg.Client({ connectionString: ds.url });
  await client.connect();
  try {
    const { rows } = await client.query<BenchUser>(
      `select user_id as "userId", company_id as "companyId", count(*)::int as "inbox"
       from user_messages where folder = 'Inbox' group by user_id, company_id order by count(*) desc limit 1`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Server and measurements

type Server = BenchServer;

const startServer = (ds: Dataset, port: number) =>
  forkBenchServer({ databaseUrl: ds.url, port, jwtSecret: JWT_SECRET });
const stopServer = stopBenchServer;

type Target = BenchTarget;

async function main() {
  const started = Date.now();
  const big = await prepareDataset(BIG);
  const small = await prepareDataset(SMALL);
  const tokens = createAccessTokenService(JWT_SECRET);
  const tokenOf = (u: BenchUser) =>
    tokens.sign({
      userId: u.userId,
      companyId: u.companyId,
      memid: null,
      emailVerified: true,
      loginId: randomUUID(),
    });

  const [usersBig, usersSmall, heavy] = await Promise.all([
    sampleUsers(big, 100),
    sampleUsers(small, 100),
    largestInbox(big),
  ]);
  const tokensBig = await Promise.all(usersBig.map(tokenOf));
  const tokensSmall = await Promise.all(usersSmall.map(tokenOf));
  const heavyToken = await tokenOf(heavy);
  log(
    `sampled ${usersBig.length} / ${usersSmall.length} users (median inbox ${percentile(
      usersBig.map((u) => u.inbox),
      50,
    )} / ${percentile(
      usersSmall.map((u) => u.inbox),
      50,
    )} messages); largest inbox ${heavy.inbox.toLocaleString('en-US')} messages`,
  );

  const serverBig = await startServer(big, 3391);
  const serverSmall = await startServer(small, 3392);
  const targets: Target[] = [];
  try {
    const page = (s: Server, n = 1) => `${s.url}/api/messages?folder=Inbox&page=${n}&pageSize=10`;
    const unread = (s: Server) => `${s.url}/api/messages/unread-count`;
    // Warm up: every sampled user's mailbox once on each server, and the heavy inbox.
    for (let i = 0; i < usersBig.length; i++) await timedGet(page(serverBig), tokensBig[i]!);
    for (let i = 0; i < usersSmall.length; i++) await timedGet(page(serverSmall), tokensSmall[i]!);
    for (let i = 0; i < 20; i++) {
      await timedGet(page(serverBig, 1), heavyToken);
      await timedGet(page(serverBig, 50), heavyToken);
    }

    // 1. Inbox page 1, random users, 1M vs 10k (interleaved).
    const pageBig: number[] = [];
    const pageSmall: number[] = [];
    const unreadBig: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < Math.min(usersBig.length, usersSmall.length); i++) {
        pageBig.push(await timedGet(page(serverBig), tokensBig[i]!));
        pageSmall.push(await timedGet(page(serverSmall), tokensSmall[i]!));
        unreadBig.push(await timedGet(unread(serverBig), tokensBig[i]!));
      }
    }
    const p50Big = percentile(pageBig, 50);
    const p50Small = percentile(pageSmall, 50);
    targets.push({
      name: `Inbox page p50 at ${BIG.messages.toLocaleString('en-US')} vs ${SMALL.messages.toLocaleString('en-US')} messages`,
      detail: `${fmt(p50Big)} vs ${fmt(p50Small)} (p99 ${fmt(percentile(pageBig, 99))} vs ${fmt(percentile(pageSmall, 99))})`,
      ratio: p50Big / p50Small,
      limit: 1.5,
    });

    // 2. Page 50 vs page 1 of the largest inbox (interleaved).
    const [first, fiftieth] = await interleaved(
      300,
      () => timedGet(page(serverBig, 1), heavyToken),
      () => timedGet(page(serverBig, 50), heavyToken),
    );
    targets.push({
      name: `Page 50 vs page 1 of the largest inbox (${heavy.inbox.toLocaleString('en-US')} messages)`,
      detail: `${fmt(percentile(fiftieth, 50))} vs ${fmt(percentile(first, 50))} p50`,
      ratio: percentile(fiftieth, 50) / percentile(first, 50),
      limit: 2,
    });

    // 3. The unread count vs an inbox page, same users, same server.
    targets.push({
      name: 'Unread count p50 vs inbox page p50 (same users)',
      detail: `${fmt(percentile(unreadBig, 50))} vs ${fmt(p50Big)}`,
      ratio: percentile(unreadBig, 50) / p50Big,
      limit: 2,
    });
  } finally {
    await stopServer(serverBig);
    await stopServer(serverSmall);
  }

  log('\n== messaging targets ==');
  for (const tg of targets)
    log(
      `${tg.ratio < tg.limit ? 'PASS' : 'FAIL'}  ${tg.name}: ${tg.detail} -> ${tg.ratio.toFixed(2)}x (target < ${tg.limit}x)`,
    );
  writeReport(targets, usersBig, usersSmall, Math.round((Date.now() - started) / 1000));
  const failed = targets.filter((tg) => tg.ratio >= tg.limit).length;
  log(failed === 0 ? '\nall messaging targets met' : `\n${failed} messaging target(s) missed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

function writeReport(targets: Target[], usersBig: BenchUser[], usersSmall: BenchUser[], seconds: number) {
  const section = [
    '## Messaging server (`apps/server/bench/messaging-bench.ts`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds} s, ${BIG.messages.toLocaleString('en-US')} messages across ${BIG.companies.toLocaleString('en-US')} companies` +
      ` (and ${SMALL.messages.toLocaleString('en-US')} for the size comparison) on PostgreSQL; ${os.cpus().length} cores, load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}.`,
    '',
    '| Measurement | Figures | Ratio | Target | Result |',
    '|---|---|---|---|---|',
    ...targets.map(
      (tg) =>
        `| ${tg.name} | ${tg.detail} | ${tg.ratio.toFixed(2)}x | < ${tg.limit}x | ${tg.ratio < tg.limit ? 'pass' : 'FAIL'} |`,
    ),
    '',
    `- Two users per company; recipients skewed (a few companies receive most of the mail); a third of the threads`,
    `  have a reply. ${usersBig.length} sampled users have a median inbox of ${percentile(
      usersBig.map((u) => u.inbox),
      50,
    )} messages at the large size and ${percentile(
      usersSmall.map((u) => u.inbox),
      50,
    )} at the small one. Each request is an inbox page of 10 with its total (\`GET /api/messages\`) or the unread`,
    '  count, one at a time over HTTP keep-alive, the compared cases interleaved.',
    '- A page reads its ten keys from one range of `user_messages (user_id, company_id, folder, activity_at, message_id)`',
    '  as an index-only scan (a deep page skips index entries, never rows), then joins only those ten to `messages`, the',
    '  companies and users; the total is a count over the same range (index-only). The unread badge counts one range of a',
    "  partial index (`where not is_read and folder in ('Inbox', 'Saved')`). A filtered list has its own index with `kind`.",
  ];
  writeBenchSection('messaging-bench', section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
