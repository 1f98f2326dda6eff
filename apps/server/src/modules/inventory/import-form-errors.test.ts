import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { MULTIPART_MESSAGES } from '../../http/multipart-form';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';

/** Every file under `dir`, dot folders (`.meta`, `.tmp`) included. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

/** This process's open file descriptors that point into `dir` (Linux: /proc/self/fd). */
function openFilesUnder(dir: string): string[] {
  if (!existsSync('/proc/self/fd')) return [];
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(dir) ? [target] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Issue 21 item 29: an import whose form lacks its closing boundary answered nothing (the file part was
 * already destroyed by the parser when it was piped to storage) and left its metadata file and an open
 * file behind. It answers 400 within seconds, and nothing is left.
 */
describe('inventory import: a form cut short', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'NC-2901' });
  });

  const B = 'import-boundary-29';
  const filePart = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\nPart Number,Manufacturer,Condition\r\n1R-0750,CAT,NEW\r\n`;
  const bodies = {
    'the file is the last part': filePart,
    'fields come first': `--${B}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n${filePart}`,
  };

  async function importRows() {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as "n" from inventory_imports where company_id = ${dealer.companyId}`,
    );
    return row!.n;
  }

  for (const [name, payload] of Object.entries(bodies)) {
    it(`answers 400 at once and leaves nothing behind when ${name}`, async () => {
      const answer = t.app.inject({
        method: 'POST',
        url: '/api/inventory/imports',
        headers: { ...dealer.headers, 'content-type': `multipart/form-data; boundary=${B}` },
        payload,
      });
      const res = await Promise.race([
        answer,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      expect(res, 'no answer within 5 seconds').not.toBeNull();
      expect(res!.statusCode, res!.body).toBe(400);
      expect(res!.json()).toEqual({
        status: 400,
        message: MULTIPART_MESSAGES.cutShort,
        errors: [MULTIPART_MESSAGES.cutShort],
      });
      expect(filesUnder(t.filesDir)).toEqual([]);
      expect(openFilesUnder(t.filesDir)).toEqual([]);
      expect(await importRows()).toBe(0);
    });
  }

  it('answers 400 over a real connection too, and a complete form then imports', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const send = (body: string) =>
      fetch(`${address}/api/inventory/imports`, {
        method: 'POST',
        headers: { ...dealer.headers, 'content-type': `multipart/form-data; boundary=${B}` },
        body,
        signal: AbortSignal.timeout(5000),
      });
    const cut = await send(filePart);
    expect(cut.status).toBe(400);
    expect(((await cut.json()) as { message: string }).message).toBe(MULTIPART_MESSAGES.cutShort);
    expect(filesUnder(t.filesDir)).toEqual([]);
    expect(openFilesUnder(t.filesDir)).toEqual([]);

    const whole = await send(`${filePart}--${B}--\r\n`);
    expect(whole.status).toBe(201);
  });
});
