import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';

const HEADER = 'from_part_number,from_manufacturer,to_part_number,to_manufacturer,kind,serial_note';

/** A multipart/form-data body: text fields, then one CSV file under `file`. */
function form(fields: Record<string, string>, csv?: string) {
  const boundary = `----ops-test-${Math.random().toString(36).slice(2)}`;
  const chunks: string[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (csv !== undefined)
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="refs.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    );
  chunks.push(`--${boundary}--\r\n`);
  return { payload: chunks.join(''), 'content-type': `multipart/form-data; boundary=${boundary}` };
}

describe('the command line’s work in the operators’ console', async () => {
  const t = await createTestApp();
  await seedMakes(t);
  const operator = await createTestUser(t, { operator: true, company: false });
  const audit = (action: string) =>
    queryRows<{ targetType: string; targetId: number; before: unknown; after: unknown; requestId: string }>(
      t.db,
      sql`select target_type as "targetType", target_id as "targetId", before, after, request_id as "requestId"
          from audit_log where action = ${action} order by id`,
    );
  const orphan = async (intent: string) => {
    const event = `evt_${intent}`;
    await t.db.execute(
      sql`insert into payment_events (id, type, provider, payload) values (${event}, 'payment_intent.succeeded', 'simulated', '{}')`,
    );
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into orphan_payments (event_id, provider, intent_id, amount, currency, order_ref)
          values (${event}, 'simulated', ${intent}, 12345, 'usd', '999') returning id`,
    );
    return row!.id;
  };

  it('describes its calls to operators only (/api/admin/openapi.json, not /api/openapi.json)', async () => {
    const paths = [
      '/api/admin/orphan-payments',
      '/api/admin/orphan-payments/{id}/resolve',
      '/api/admin/cross-references',
      '/api/admin/cross-references/import',
      '/api/admin/stats/rebuild',
    ];
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/openapi.json',
      headers: operator.headers,
    });
    expect(Object.keys(admin.json().paths)).toEqual(expect.arrayContaining(paths));
    const pub = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    for (const p of paths) expect(Object.keys(pub.json().paths)).not.toContain(p);
  });

  describe('unmatched payments', () => {
    it('lists the unresolved ones, resolves one with one audit row, 409 again, 404 unknown, none on failure', async () => {
      const id = await orphan('pi_console_1');
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orphan-payments',
        headers: operator.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.payments).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id, intentId: 'pi_console_1', amount: 12345, resolvedAt: null }),
        ]),
      );

      const resolve = (paymentId: number | string, note: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orphan-payments/${paymentId}/resolve`,
          headers: operator.headers,
          payload: { note },
        });
      expect((await resolve(id, '   ')).statusCode).toBe(400);
      const res = await resolve(id, 'Refunded at Stripe');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.payment).toMatchObject({ id, resolution: 'Refunded at Stripe' });
      expect(res.json().data.payment.resolvedAt).toEqual(expect.any(String));
      const again = await resolve(id, 'Twice');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('That unmatched payment is resolved already.');
      const unknown = await resolve(999999, 'x');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No unmatched payment has that id.');

      const rows = (await audit('payment.resolve_orphan')).filter((r) => r.targetId === id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        targetType: 'orphan_payment',
        before: { resolvedAt: null, resolution: null },
        after: { resolution: 'Refunded at Stripe' },
        requestId: res.headers['x-request-id'],
      });

      const open = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orphan-payments',
        headers: operator.headers,
      });
      expect(open.json().data.payments.map((p: { id: number }) => p.id)).not.toContain(id);
      const all = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orphan-payments?all=true',
        headers: operator.headers,
      });
      expect(all.json().data.payments).toEqual(
        expect.arrayContaining([expect.objectContaining({ id, resolution: 'Refunded at Stripe' })]),
      );
    });
  });

  describe('cross-reference files', () => {
    const upload = (fields: Record<string, string>, csv?: string) => {
      const { payload, 'content-type': type } = form(fields, csv);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/cross-references/import',
        headers: { ...operator.headers, 'content-type': type },
        payload,
      });
    };
    const csv = `${HEADER}\nOPS-1,,OPS-2,,supersedes,\nOPS-3,,OPS-3,,supersedes,\nOPS-4,,OPS-5,,replaces,\n`;
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from cross_references`))[0]!.n;

    it('a dry run answers what the command line prints, changes nothing and writes no audit row', async () => {
      const before = await count();
      const res = await upload({ dryRun: 'true' }, csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.load).toEqual({
        rows: 3,
        added: 1,
        refusedRows: 2,
        refused: [
          'Line 3: A part number cannot be a cross-reference of itself.',
          "Line 4: The kind must be 'supersedes', 'interchangeable' or 'aftermarket'.",
        ],
        dryRun: true,
        summary: 'Dry run: 1 of 3 row(s) would be added, 2 refused. Nothing was changed.',
      });
      expect(await count()).toBe(before);
      expect(await audit('cross_references.load')).toHaveLength(0);
    });

    it('a load adds the good rows with one audit row holding the counts', async () => {
      const before = await count();
      const res = await upload({}, csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.load).toMatchObject({
        rows: 3,
        added: 1,
        refusedRows: 2,
        dryRun: false,
        summary: '1 of 3 row(s) added, 2 refused.',
      });
      expect(await count()).toBe(before + 1);
      const rows = await audit('cross_references.load');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        targetType: 'cross_references',
        targetId: 0,
        after: { rows: 3, added: 1, refused: 2 },
        requestId: res.headers['x-request-id'],
      });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/cross-references?partNumber=ops-2',
        headers: operator.headers,
      });
      expect(list.json().data.crossReferences).toEqual([
        expect.objectContaining({ fromPartNumber: 'OPS1', toPartNumber: 'OPS2', source: 'operator' }),
      ]);
    });

    it('refuses a file without the columns, and a form without a file, with a sentence and no audit row', async () => {
      const bad = await upload({}, 'part,other\nA,B\n');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^The file's first line must name the columns/);
      const none = await upload({ dryRun: 'false' });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Choose a CSV file of cross-references.');
      expect(await audit('cross_references.load')).toHaveLength(1);
    });
  });

  describe('stats rollups', () => {
    it('a rebuild answers at once, queues the rollup job and writes one audit row', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/stats/rebuild',
        headers: operator.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ started: true });
      const rows = await audit('stats.rebuild');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        targetType: 'stats',
        targetId: 0,
        requestId: res.headers['x-request-id'],
      });
      const queued = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from jobs where kind = 'stats-rollup' and status in ('pending', 'running')`,
      );
      expect(queued[0]!.n).toBe(1);
    });
  });
});
