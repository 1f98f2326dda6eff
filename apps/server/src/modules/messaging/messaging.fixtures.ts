import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { companyMemberships, users } from '../../db/schema/accounts';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { MessageDetail, MessageSummary } from '@ironmatch/contracts/messaging';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addInventoryParts } from '../inventory/stock-bulk.service';

/** Test helpers for messaging: two companies, a listed part, multipart bodies. */

export async function makeId(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into manufacturers (abbrname, long_name, sort_order) values ('CAT', 'Caterpillar', 1)
        on conflict (abbrname) do update set long_name = excluded.long_name returning id as "id"`,
  );
  return row!.id;
}

/** A part a dealer lists (what part rows carry as `partId`). */
export async function listPart(t: TestApp, companyId: number, partnum = '1R0750'): Promise<number> {
  const [id] = await addInventoryParts(t.db, [
    {
      companyId,
      partnum,
      manufacturerId: await makeId(t),
      condition: 'NEW',
      description: 'FILTER, FUEL',
      quantity: 2,
      priceCents: 4599,
      pictures: [],
    },
  ]);
  return id!;
}

/** An item for sale (a listing) a company offers: what `relatedAttachmentId` names. */
export async function listItemForSale(
  t: TestApp,
  companyId: number,
  title = 'Loader bucket',
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory)
        values (${companyId}, ${title}, 'LB-1', 'LB1', 100, 'Buckets') returning id as "id"`,
  );
  return row!.id;
}

/** Another user of an existing company (a colleague), with a token for it. */
export async function addColleague(
  t: TestApp,
  of: TestUser,
  settings: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const colleague = await createTestUser(t, { company: false });
  await t.db.execute(sql`update users set company_id = ${of.companyId} where id = ${colleague.userId}`);
  if (Object.keys(settings).length > 0)
    await t.db
      .update(users)
      .set(settings)
      .where(sql`id = ${colleague.userId}`);
  await t.db.insert(companyMemberships).values({ userId: colleague.userId, companyId: of.companyId! });
  const accessToken = await t.app.ctx.tokens.sign({
    loginId: randomUUID(),
    userId: colleague.userId,
    companyId: of.companyId,
    memid: of.memid,
    emailVerified: true,
  });
  return {
    ...colleague,
    companyId: of.companyId,
    memid: of.memid,
    accessToken,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

/** A multipart/form-data body: text fields, then files (all under `fileField`). */
export function multipart(
  fields: Record<string, string | number>,
  files: Array<{ name: string; data: Buffer; type?: string }> = [],
  fileField = 'attachments',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ironmatch-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The messaging tests' world (messaging-*.test.ts): a buyer and a dealer company with two users each,
 * an outsider company, a part the dealer lists, and the calls the tests make.
 */
export async function createMessagingBed() {
  const t = await createTestApp();
  const buyer = await createTestUser(t, { company: { name: 'Prairie Excavating' } });
  const buyer2 = await addColleague(t, buyer);
  const dealer = await createTestUser(t, { company: { name: 'Heartland Tractor Parts' }, memid: 'M-100' });
  const dealer2 = await addColleague(t, dealer);
  const outsider = await createTestUser(t, { company: { name: 'Elsewhere Equipment' } });
  const partId = await listPart(t, dealer.companyId!);

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who?: TestUser,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  const send = (who: TestUser, body: Record<string, unknown>) => inject('POST', '/api/message', who, body);

  async function sendAboutPart(from = buyer, subject = 'Regarding part 1R0750', extra: object = {}) {
    const res = await send(from, {
      recipientCompanyId: dealer.companyId,
      subject,
      body: 'Do you have two in stock?',
      messageType: 'part',
      relatedPartId: partId,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as MessageDetail;
  }

  const list = async (who: TestUser, query = '') => {
    const res = await inject('GET', `/api/messages${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { messages: MessageSummary[]; count: number };
  };

  const storedFiles = () => {
    const dir = path.join(t.filesDir, 'private', 'messages');
    try {
      return readdirSync(dir).length;
    } catch {
      return 0;
    }
  };

  return {
    t,
    buyer,
    buyer2,
    dealer,
    dealer2,
    outsider,
    partId,
    inject,
    send,
    sendAboutPart,
    list,
    storedFiles,
  };
}
