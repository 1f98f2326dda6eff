import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@ironmatch/contracts/order-states';
import {
  ORDER_CSV_COLUMNS,
  ORDER_LIST_MESSAGES as M,
  type OrderListPage,
} from '@ironmatch/contracts/orders-list';
import { queryRows } from '../../db/database';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createOrdersListService } from './orders-list.service';

describe('order lists: filter, search, keyset pages, CSV (issue 24)', async () => {
  const t = await createTestApp();
  let seller: TestUser;
  let otherSeller: TestUser;
  let acme: TestUser;
  let formula: TestUser;
  let stranger: TestUser;
  /** Minutes after this instant: each seeded order's created_at, so the order is known. */
  const base = Date.parse('2026-03-01T12:00:00.000Z');
  let minute = 0;

  /** An order straight into the table with one priced item, `minute` minutes after `base`. */
  async function seedOrder(
    buyer: TestUser,
    vendor: TestUser,
    status: OrderStatus,
    at = ++minute,
    poNumber: string | null = null,
  ) {
    const createdAt = new Date(base + at * 60_000).toISOString();
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into orders (status, customer_id, customer_company_id, vendor_company_id, po_number, created_at, updated_at)
          values (${status}, ${buyer.userId}, ${buyer.companyId}, ${vendor.companyId}, ${poNumber}, ${createdAt}, ${createdAt})
          returning id`,
    );
    await t.db.execute(
      sql`insert into order_items (order_id, part_id, part_number, description, price, price_confirmed, quantity, status, is_quote)
          values (${row!.id}, ${row!.id}, 'LST-1', 'FILTER', 1000, true, 1, 'price_confirmed', false)`,
    );
    return row!.id;
  }

  async function get(who: TestUser, url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
    return { status: res.statusCode, body: res.json() as { message?: string; data: OrderListPage } };
  }
  async function page(who: TestUser, url: string) {
    const res = await get(who, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }
  /** Every page of a list, following nextCursor. */
  async function allPages(who: TestUser, url: string) {
    const pages: OrderListPage[] = [];
    let cursor: string | null = null;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const p: OrderListPage = await page(who, `${url}${cursor ? `${sep}cursor=${cursor}` : ''}`);
      pages.push(p);
      cursor = p.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  const received: number[] = [];
  const placed: number[] = [];
  const poOf = new Map<number, string>();
  beforeAll(async () => {
    seller = await createTestUser(t, { company: { name: 'Lists Seller Equipment' }, memid: 'NC-LST' });
    otherSeller = await createTestUser(t, { company: { name: 'Other Seller Iron' }, memid: 'NC-LS2' });
    acme = await createTestUser(t, { company: { name: 'Acme Excavating' } });
    formula = await createTestUser(t, { company: { name: '=HYPERLINK("http://x","Pay, now")' } });
    stranger = await createTestUser(t, { company: { name: 'Stranger Acme Works' }, memid: 'NC-LS3' });
    // 25 orders to the seller: Acme's alternate placed / requested, the formula company's every 5th.
    for (let i = 0; i < 25; i++) {
      const buyer = i % 5 === 4 ? formula : acme;
      const status: OrderStatus = i % 2 === 0 ? 'order_placed' : 'order_requested';
      const po = buyer === acme ? `ACME-PO-${i}` : null;
      const id = await seedOrder(buyer, seller, status, ++minute, po);
      if (po) poOf.set(id, po);
      received.unshift(id);
      if (status === 'order_placed') placed.unshift(id);
    }
    // Another seller's orders from the same buyer, and the stranger's own.
    await seedOrder(acme, otherSeller, 'order_placed');
    await seedOrder(stranger, otherSeller, 'order_placed');
  });

  it('pages newest first, 20 by default, with the count and a cursor to the rest', async () => {
    const first = await page(seller, '/api/orders/received');
    expect(first.count).toBe(25);
    expect(first.orders.map((o) => o.id)).toEqual(received.slice(0, 20));
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.orders.find((o) => o.id === received[1])).toMatchObject({
      CustomerCompany: { id: acme.companyId, name: 'Acme Excavating' },
      VendorCompany: { id: seller.companyId },
      statusLabel: 'Awaiting Approval',
      itemCount: 1,
      canceledBy: null,
    });
    const second = await page(seller, `/api/orders/received?cursor=${first.nextCursor}`);
    expect(second.orders.map((o) => o.id)).toEqual(received.slice(20));
    expect(second.nextCursor).toBeNull();
    expect(second.count).toBe(25);

    const pages = await allPages(seller, '/api/orders/received?limit=7');
    expect(pages.map((p) => p.orders.length)).toEqual([7, 7, 7, 4]);
    expect(pages.flatMap((p) => p.orders.map((o) => o.id))).toEqual(received);
  });

  it('orders added between pages never shift a later page', async () => {
    const first = await page(seller, '/api/orders/received?limit=10');
    const before = await page(seller, `/api/orders/received?limit=10&cursor=${first.nextCursor}`);
    // Newer orders arrive while the user reads page 1, one of them in the very same millisecond.
    const extra = [
      await seedOrder(acme, seller, 'order_requested', 1000),
      await seedOrder(acme, seller, 'order_requested', 1000),
    ];
    const after = await page(seller, `/api/orders/received?limit=10&cursor=${first.nextCursor}`);
    expect(after.orders.map((o) => o.id)).toEqual(before.orders.map((o) => o.id));
    expect(after.count).toBe(before.count + 2);
    const fresh = await page(seller, '/api/orders/received?limit=2');
    expect(fresh.orders.map((o) => o.id)).toEqual([extra[1], extra[0]]);
    await t.db.execute(sql`delete from orders where id in (${extra[0]}, ${extra[1]})`);
  });

  it('filters by status and searches order number and company name, any case, part of it', async () => {
    const byStatus = await allPages(seller, '/api/orders/received?status=order_placed&limit=5');
    expect(byStatus[0]!.count).toBe(placed.length);
    expect(byStatus.flatMap((p) => p.orders.map((o) => o.id))).toEqual(placed);

    const byCompany = await page(seller, '/api/orders/received?q=aCmE%20EXC&limit=100');
    expect(byCompany.count).toBe(20);
    expect(new Set(byCompany.orders.map((o) => o.CustomerCompany.name))).toEqual(
      new Set(['Acme Excavating']),
    );

    const target = received[7]!;
    const byNumber = await page(seller, `/api/orders/received?q=%23${target}`);
    expect(byNumber.orders.map((o) => o.id)).toContain(target);
    expect(byNumber.orders.every((o) => String(o.id).includes(String(target)))).toBe(true);
    const part = String(target).slice(-1);
    const byPart = await page(seller, `/api/orders/received?q=${part}&limit=100`);
    expect(byPart.orders.map((o) => o.id).sort()).toEqual(
      // The digit is part of the order number or of the PO number.
      received.filter((id) => String(id).includes(part) || poOf.get(id)?.includes(part)).sort(),
    );

    const both = await page(seller, '/api/orders/received?q=hyperlink&status=order_requested');
    expect(
      both.orders.every((o) => o.status === 'order_requested' && o.CustomerCompany.id === formula.companyId),
    ).toBe(true);
    expect(both.count).toBe(both.orders.length);
    expect(both.count).toBeGreaterThan(0);

    // The PO number the buyer gave, any case, part of it.
    const byPo = await page(seller, '/api/orders/received?q=acme-po-2&limit=100');
    expect(byPo.orders.map((o) => o.poNumber).sort()).toEqual(
      ['ACME-PO-2', 'ACME-PO-20', 'ACME-PO-21', 'ACME-PO-22', 'ACME-PO-23'].sort(),
    );
    expect(byPo.count).toBe(5);

    // LIKE's wildcards are plain characters here.
    expect((await page(seller, '/api/orders/received?q=%25')).count).toBe(0);
    expect((await page(seller, '/api/orders/received?q=_')).count).toBe(0);
    const none = await page(seller, '/api/orders/received?q=nobody-by-this-name');
    expect(none).toEqual({ orders: [], count: 0, nextCursor: null });
  });

  it('the buyer side lists the sellers; another company never sees these orders', async () => {
    const mine = await allPages(acme, '/api/orders/created?limit=100');
    expect(mine[0]!.count).toBe(21);
    expect(new Set(mine[0]!.orders.map((o) => o.VendorCompany.name))).toEqual(
      new Set(['Lists Seller Equipment', 'Other Seller Iron']),
    );
    const other = await page(acme, '/api/orders/created?q=other%20seller');
    expect(other.count).toBe(1);

    // The stranger's search matches the seller's buyer by name ('Acme') and numbers, but not their orders.
    for (const url of [
      '/api/orders/received?q=acme',
      '/api/orders/created?q=acme',
      `/api/orders/received?q=${received[0]}`,
      '/api/orders/created?q=acme-po',
    ]) {
      const res = await page(stranger, url);
      expect(res.orders.map((o) => o.id).filter((id) => received.includes(id))).toEqual([]);
    }
    expect((await page(stranger, '/api/orders/received')).count).toBe(0);
    expect((await page(stranger, '/api/orders/created')).count).toBe(1);
    // A cursor of someone else's order only says where a page starts: still only the caller's rows.
    const sellerFirst = await page(seller, '/api/orders/received?limit=3');
    const borrowed = await page(stranger, `/api/orders/created?cursor=${sellerFirst.nextCursor}`);
    expect(borrowed.orders.every((o) => o.customerCompanyId === stranger.companyId)).toBe(true);
    // Received is for members only, as before.
    expect((await get(acme, '/api/orders/received')).status).toBe(403);
  });

  it('answers 400 with a sentence for a bad status, limit or cursor', async () => {
    const bad = async (url: string, message: string) => {
      const res = await get(seller, url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toContain(message);
    };
    await bad('/api/orders/received?status=shipped', M.badStatus);
    await bad('/api/orders/created?status=', M.badStatus);
    await bad('/api/orders/received?limit=0', M.badLimit);
    await bad('/api/orders/received?limit=101', M.badLimit);
    await bad('/api/orders/received?limit=ten', M.badLimit);
    await bad('/api/orders/received?cursor=not-a-cursor', M.badCursor);
    await bad(`/api/orders/received?cursor=${Buffer.from('["x",1]').toString('base64url')}`, M.badCursor);
    await bad(`/api/orders/received?q=${'a'.repeat(101)}`, M.searchTooLong);
    await bad('/api/orders/received.csv?status=paid', M.badStatus);
    expect((await get(seller, '/api/orders/received?limit=100')).status).toBe(200);
  });

  it('exports every matching order as CSV, formula cells escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/received.csv?status=order_placed',
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="received-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(ORDER_CSV_COLUMNS.join(','));
    for (const column of ['Order ID', 'Date', 'Company', 'Status', 'PO Number', 'Total', 'Paid', 'Refunded'])
      expect(lines[0]).toContain(column);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(placed);
    // Order ID, Date, Company, Status, PO Number, Items, Total, Paid, Refunded (dollars; no payment yet).
    // The seller's list reads the seller's label (issue 25).
    expect(lines[2]).toBe(
      `${placed[1]},2026-03-01T12:23:00.000Z,Acme Excavating,Confirm Shipping,ACME-PO-22,1,10.00,0.00,0.00`,
    );
    // The formula company's name is text in a spreadsheet: an apostrophe first, quoted for its comma.
    const formulaLine = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formulaLine).toContain(`"'=HYPERLINK(""http://x"",""Pay, now"")"`);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/created.csv?q=other',
      headers: acme.headers,
    });
    expect(mine.body.trimEnd().split('\r\n').slice(1)).toEqual([
      expect.stringMatching(/,Other Seller Iron,Order Placed,/),
    ]);
    const nothing = await t.app.inject({
      method: 'GET',
      url: '/api/orders/received.csv',
      headers: stranger.headers,
    });
    expect(nothing.body).toBe(`${ORDER_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('streams the CSV in keyset batches: every order once, across batch boundaries', async () => {
    const lists = createOrdersListService({ db: t.db, csvBatch: 4 });
    const auth = {
      userId: seller.userId,
      companyId: seller.companyId!,
      memid: 'NC-LST',
      emailVerified: true,
    } as never;
    const chunks: string[] = [];
    for await (const chunk of lists.csv(auth, 'received', {})) chunks.push(chunk);
    // The header, then one chunk per batch of 4.
    expect(chunks.length).toBe(1 + Math.ceil(received.length / 4));
    const ids = chunks
      .join('')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual(received);
  });
});
