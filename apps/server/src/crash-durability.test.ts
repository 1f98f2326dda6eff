import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows, type DatabaseHandle } from './db/database';
import { companies, companyMemberships, users } from './db/schema/accounts';
import { seedManufacturers } from './modules/inventory/manufacturer-list';
import { createAccessTokenService } from './modules/auth/access-token';
import { addInventoryParts } from './modules/inventory/stock-bulk.service';
import { withDatabase } from './test/global-setup';
import { freePort, startServerProcess, waitForHealth, type Started } from './test/server-process';

/**
 * DECISIONS.md "Durability and sessions": a write the client was told succeeded survives a crash.
 * The real server (main.ts) takes searches (saved with their snapshot and dealer notifications),
 * general requests, suggestions and messages from a buyer, and stock parts and for-sale listings from a
 * dealer, all from concurrent clients; it is killed with SIGKILL mid-stream,
 * started again, and every acknowledged write must be there. On the embedded database the kill takes
 * the database down with the server (the case that lost searches under asynchronous commit); on
 * PostgreSQL (TEST_DB=postgres) it proves that nothing is acknowledged before its commit.
 */
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';
const PART_NUMBERS = ['1R0750', '1R0751', '6I2503', '6I2504', '1R1807', '4N4863', '9X7370', '3I1225'];
/** All three kinds of writes, then searches only (the probe's search loop) until the kill. */
const MIXED_MS = 2000;
/** On a busy machine the mixed phase goes on (up to this long) until every kind has a few writes. */
const MIXED_MAX_MS = 15_000;
const MIN_PER_KIND = 5;
const SEARCHES_ONLY_MS = 1200;
const WORKERS = 12;

interface Target {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

/** PostgreSQL in the PostgreSQL leg of the suite, otherwise the embedded database under a temp DATA_DIR. */
async function target(): Promise<Target> {
  const testDb = inject('testDb');
  if (testDb.kind === 'postgres') {
    const name = `${testDb.prefix}crash_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${testDb.template}`);
    await admin.end();
    const url = withDatabase(testDb.adminUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: async () => openPostgres(url, { max: 2 }),
      async cleanup() {
        const dropper = new pg.Client({ connectionString: testDb.adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ironmatch-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, 'pglite')),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The server, killed with SIGKILL mid-stream: its whole environment is the test's. */
function startServer(env: Record<string, string>): Started {
  return startServerProcess({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    SEED_ON_EMPTY: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    WEB_DIST_DIR: path.join(tmpdir(), 'ironmatch-no-web-dist'),
    ...env,
  });
}

/** A buyer who searches, a member dealer whose stock matches, both verified. */
async function prepare(db: DatabaseHandle['db']) {
  await seedManufacturers(db);
  const [cat] = await queryRows<{ id: number }>(db, sql`select id from manufacturers where abbrname = 'CAT'`);
  const company = async (name: string, memid: string | null) =>
    (
      await db
        .insert(companies)
        .values({
          name,
          phoneMain: '555-0100',
          shipAddress1: '1 Test Way',
          shipCity: 'Testville',
          shipState: 'TX',
          shipZip: '75001',
          shipCountry: 'USA',
          email1: `${name.toLowerCase().replace(/\W/g, '')}@example.test`,
          memid,
        })
        .returning({ id: companies.id })
    )[0]!.id;
  const user = async (email: string, companyId: number) => {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: 'x',
        firstName: 'Crash',
        lastName: 'Test',
        emailVerified: true,
        companyId,
      })
      .returning({ id: users.id });
    await db.insert(companyMemberships).values({ userId: row!.id, companyId });
    return row!.id;
  };
  const buyerCompany = await company('Crash Buyer', null);
  const dealerCompany = await company('Crash Dealer', 'NC-CRASH');
  const buyerId = await user('buyer@crash.test', buyerCompany);
  const dealerId = await user('dealer@crash.test', dealerCompany);
  const partIds = await addInventoryParts(
    db,
    PART_NUMBERS.map((partnum, i) => ({
      companyId: dealerCompany,
      partnum,
      manufacturerId: cat!.id,
      condition: 'NEW' as const,
      description: `PART ${i}`,
      quantity: 1,
      priceCents: 1000 + i,
      pictures: [],
    })),
  );
  return { buyerId, buyerCompany, dealerId, dealerCompany, partId: partIds[0]! };
}

describe('crash durability: every acknowledged write survives kill -9', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(
    'searches (with their dealer notifications), general requests, suggestions, messages, stock parts and listings',
    { timeout: 90_000 },
    async () => {
      const t = await target();
      cleanups.push(() => t.cleanup());
      const setup = await t.open();
      await setup.migrate();
      const ids = await prepare(setup.db);
      await setup.close();

      const tokens = createAccessTokenService(JWT_SECRET);
      const buyer = await tokens.sign({
        userId: ids.buyerId,
        companyId: ids.buyerCompany,
        memid: null,
        emailVerified: true,
        loginId: randomUUID(),
      });
      const headers = { authorization: `Bearer ${buyer}`, 'content-type': 'application/json' };
      const dealer = await tokens.sign({
        userId: ids.dealerId,
        companyId: ids.dealerCompany,
        memid: 'NC-CRASH',
        emailVerified: true,
        loginId: randomUUID(),
      });
      const dealerHeaders = { authorization: `Bearer ${dealer}`, 'content-type': 'application/json' };

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = { ...t.env, PORT: String(port) };
      const first = startServer(env);
      cleanups.push(async () => void first.child.kill('SIGKILL'));
      await waitForHealth(base, first, 60_000, 100);

      const acked = {
        searches: [] as number[],
        requests: [] as number[],
        suggestions: [] as number[],
        messages: [] as number[],
        parts: [] as number[],
        listings: [] as number[],
      };
      let killed = false;
      let searchesOnly = false;
      let n = 0;
      const worker = async (w: number) => {
        while (!killed) {
          const i = n++;
          // Searches alone at the end: no other write's commit flushes theirs.
          const kind = searchesOnly ? 0 : (i + w) % 6;
          try {
            if (kind === 0) {
              const pn = PART_NUMBERS[i % PART_NUMBERS.length]!;
              const res = await fetch(`${base}/api/parts/${pn}?comments=crash-${i}`, { headers });
              if (res.status === 200)
                acked.searches.push(((await res.json()) as { data: { searchId: number } }).data.searchId);
            } else if (kind === 1) {
              const res = await fetch(`${base}/api/generalRequest`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ comments: `Crash request ${i}` }),
              });
              if (res.status === 201)
                acked.requests.push(
                  ((await res.json()) as { data: { generalRequestId: number } }).data.generalRequestId,
                );
            } else if (kind === 3) {
              const res = await fetch(`${base}/api/message`, {
                method: 'POST',
                headers,
                body: JSON.stringify({
                  recipientCompanyId: ids.dealerCompany,
                  subject: `Crash message ${i}`,
                  body: 'Is this part still on the shelf?',
                  messageType: 'part',
                  relatedPartId: ids.partId,
                }),
              });
              if (res.status === 201)
                acked.messages.push(((await res.json()) as { data: { id: number } }).data.id);
            } else if (kind === 4) {
              const res = await fetch(`${base}/api/inventory/parts`, {
                method: 'POST',
                headers: dealerHeaders,
                body: JSON.stringify({
                  partNumber: `CR-${i}`,
                  manufacturer: 'CAT',
                  condition: 'USED',
                  description: `Crash part ${i}`,
                  quantity: 1,
                  price: 2500,
                }),
              });
              if (res.status === 201)
                acked.parts.push(((await res.json()) as { data: { part: { id: number } } }).data.part.id);
            } else if (kind === 5) {
              const res = await fetch(`${base}/api/listings`, {
                method: 'POST',
                headers: dealerHeaders,
                body: JSON.stringify({
                  title: `Crash bucket ${i}`,
                  modelnum: `CRASH-${i}`,
                  category: 100,
                  subcategory: 'Buckets',
                  price: 450000,
                }),
              });
              if (res.status === 201)
                acked.listings.push(
                  ((await res.json()) as { data: { listing: { id: number } } }).data.listing.id,
                );
            } else {
              const res = await fetch(`${base}/api/suggestions`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ suggestion: `Crash suggestion ${i}` }),
              });
              if (res.status === 201)
                acked.suggestions.push(
                  ((await res.json()) as { data: { suggestion: { id: number } } }).data.suggestion.id,
                );
            }
          } catch {
            // The connection died with the server: that write was never acknowledged.
            if (!killed) await new Promise((r) => setTimeout(r, 10));
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
      const mixedUntil = Date.now() + MIXED_MAX_MS;
      await new Promise((r) => setTimeout(r, MIXED_MS));
      while (
        Date.now() < mixedUntil &&
        Math.min(
          acked.searches.length,
          acked.requests.length,
          acked.suggestions.length,
          acked.messages.length,
          acked.parts.length,
          acked.listings.length,
        ) < MIN_PER_KIND
      )
        await new Promise((r) => setTimeout(r, 100));
      searchesOnly = true;
      await new Promise((r) => setTimeout(r, SEARCHES_ONLY_MS));
      killed = true;
      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(workers);

      const total = Object.values(acked).reduce((sum, list) => sum + list.length, 0);
      expect(acked.searches.length, 'acknowledged searches').toBeGreaterThanOrEqual(MIN_PER_KIND);
      expect(acked.requests.length, 'acknowledged general requests').toBeGreaterThanOrEqual(MIN_PER_KIND);
      expect(acked.suggestions.length, 'acknowledged suggestions').toBeGreaterThanOrEqual(MIN_PER_KIND);
      expect(acked.messages.length, 'acknowledged messages').toBeGreaterThanOrEqual(MIN_PER_KIND);
      expect(acked.parts.length, 'acknowledged stock parts').toBeGreaterThanOrEqual(MIN_PER_KIND);
      expect(acked.listings.length, 'acknowledged listings').toBeGreaterThanOrEqual(MIN_PER_KIND);

      // The server starts again on the crashed data and answers.
      const second = startServer(env);
      cleanups.push(async () => void second.child.kill('SIGKILL'));
      await waitForHealth(base, second, 60_000, 100);
      const listed = await fetch(`${base}/api/suggestions?q=Crash%20suggestion`, { headers });
      expect(listed.status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const check = await t.open();
      try {
        const present = async (table: string, list: number[]) =>
          (
            await queryRows<{ id: number }>(
              check.db,
              sql`select id from ${sql.identifier(table)} where id = any(${sql.param(list)}::int[])`,
            )
          ).map((r) => r.id);
        const missing = (list: number[], found: number[]) => list.filter((id) => !found.includes(id));
        expect(
          missing(acked.searches, await present('part_searches', acked.searches)),
          'lost searches',
        ).toEqual([]);
        expect(
          missing(acked.requests, await present('general_requests', acked.requests)),
          'lost requests',
        ).toEqual([]);
        expect(
          missing(acked.suggestions, await present('suggestions', acked.suggestions)),
          'lost suggestions',
        ).toEqual([]);
        expect(missing(acked.messages, await present('messages', acked.messages)), 'lost messages').toEqual(
          [],
        );
        expect(missing(acked.parts, await present('inventory_parts', acked.parts)), 'lost parts').toEqual([]);
        expect(missing(acked.listings, await present('listings', acked.listings)), 'lost listings').toEqual(
          [],
        );
        // Each message reached the dealer's users (their inbox copies were written with it).
        const delivered = await queryRows<{ id: number }>(
          check.db,
          sql`select m.id from messages m where m.id = any(${sql.param(acked.messages)}::int[])
            and exists (select 1 from user_messages um where um.message_id = m.id and um.folder = 'Inbox')`,
        );
        expect(
          missing(
            acked.messages,
            delivered.map((r) => r.id),
          ),
          'messages without inbox copies',
        ).toEqual([]);
        // Each saved search kept its snapshot and its match with the dealer (the notification's record,
        // written in the same transaction as the dealer's email).
        const matched = await queryRows<{ id: number }>(
          check.db,
          sql`select s.id from part_searches s
            where s.id = any(${sql.param(acked.searches)}::int[])
              and exists (select 1 from part_search_results r where r.part_search_id = s.id)
              and exists (select 1 from part_search_matches m where m.part_search_id = s.id and m.company_id = ${ids.dealerCompany})`,
        );
        expect(
          missing(
            acked.searches,
            matched.map((r) => r.id),
          ),
          'searches without snapshot or match',
        ).toEqual([]);
        console.log(
          `crash test (${check.kind}): ${total} acknowledged writes (${acked.searches.length} searches, ${acked.requests.length} general requests, ${acked.suggestions.length} suggestions, ${acked.messages.length} messages, ${acked.parts.length} stock parts, ${acked.listings.length} listings), all present after kill -9`,
        );
      } finally {
        await check.close();
      }
    },
  );
});
