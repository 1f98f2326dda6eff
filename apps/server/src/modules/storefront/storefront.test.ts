import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import type { ListingBody } from '@ironmatch/contracts/listings';
import type { Order } from '@ironmatch/contracts/orders';
import type { BrowseRow, PartRow } from '@ironmatch/contracts/part-matcher';
import {
  STOREFRONT_MESSAGES as M,
  type CustomerChange,
  type StorefrontCustomer,
} from '@ironmatch/contracts/storefront';
import { companyMemberships } from '../../db/schema/accounts';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { rebuildBrowseSummary } from '../inventory/stock-bulk.service';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { storefrontCalls } from './storefront.fixtures';

const listing: ListingBody = {
  title: 'CAT 320D excavator bucket',
  modelnum: 'SF-320D-BKT',
  manuflong: 'Caterpillar',
  condlong: 'Used',
  category: 100,
  subcategory: 'Buckets',
  price: 987654,
  details: 'Heavy duty',
  shipnotes: '',
  serialnum: '',
  stocknum: '',
  modelyear: 2015,
  hours: 1200,
  dimensions: '',
  weight: '',
  location: '',
  city: 'Dallas',
  state: 'TX',
};

describe('storefront: customers, price visibility and tiers (issue 25)', async () => {
  const t = await createTestApp();
  let seller: TestUser;
  let buyer: TestUser;
  let third: TestUser;
  let listingId: number;
  /** Distinctive amounts, so a leak is found in the raw JSON. */
  const RETAIL = 73_191;
  const WHOLESALE = 61_357;

  const { call, ok } = storefrontCalls(t);
  const customerUrl = (c: TestUser) => `/api/storefront/customers/${c.companyId}`;
  const patch = (who: TestUser, c: TestUser, body: unknown) => call(who, 'PATCH', customerUrl(c), body);
  const searchRow = async (who: TestUser, partnum = 'SF-100') => {
    const res = await call(who, 'GET', `/api/parts/${partnum}`);
    expect(res.status, res.raw).toBe(200);
    const row = (res.body.data.parts as PartRow[]).find((p) => p.companyId === seller.companyId);
    return { row: row!, raw: res.raw };
  };

  beforeAll(async () => {
    await seedMakes(t);
    seller = await createTestUser(t, { memid: 'SF-1', company: { name: 'Storefront Seller Co' } });
    buyer = await createTestUser(t, { company: { name: 'Acme Buyer Co' } });
    third = await createTestUser(t, { company: { name: 'Third Party Inc' } });
    await addParts(t, seller.companyId!, [
      { partnum: 'SF-100', priceCents: RETAIL },
      { partnum: 'SF-200', priceCents: RETAIL },
    ]);
    await t.db.execute(
      sql`update inventory_parts set wholesale_price_cents = ${WHOLESALE} where partnum = 'SF-100'`,
    );
    await rebuildBrowseSummary(t.db);
    const created = await ok<{ listing: { id: number } }>(seller, 'POST', '/api/listings', listing, 201);
    listingId = created.listing.id;
    // The buyer becomes a customer by searching the seller's part.
    await searchRow(buyer);
  });

  it('is for member companies: guest 401, non-member 403, non-admin may read but not change', async () => {
    expect((await call(null, 'GET', '/api/storefront/customers')).status).toBe(401);
    const res = await call(buyer, 'GET', '/api/storefront/customers');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(GUARD_MESSAGES.memberRequired);
    expect((await call(buyer, 'GET', '/api/storefront/settings')).body.message).toBe(
      GUARD_MESSAGES.memberRequired,
    );
    const colleague = await createTestUser(t, { company: false, memid: 'SF-1' });
    await t.db
      .insert(companyMemberships)
      .values({ userId: colleague.userId, companyId: seller.companyId!, role: 'member' });
    const asColleague = {
      ...colleague,
      headers: {
        authorization: `Bearer ${await t.app.ctx.tokens.sign({
          loginId: crypto.randomUUID(),
          userId: colleague.userId,
          companyId: seller.companyId,
          memid: 'SF-1',
          emailVerified: true,
        })}`,
      },
    };
    expect((await call(asColleague, 'GET', '/api/storefront/customers')).status).toBe(200);
    expect((await patch(asColleague, buyer, { approved: true })).status).toBe(403);
    expect(
      (await call(asColleague, 'PATCH', '/api/storefront/settings', { priceVisibility: 'approved' })).status,
    ).toBe(403);
  });

  it('lists the companies that searched its parts, with counts, defaults, search and paging', async () => {
    const data = await ok<{ customers: StorefrontCustomer[]; count: number; page: number; limit: number }>(
      seller,
      'GET',
      '/api/storefront/customers',
    );
    expect(data).toMatchObject({ count: 1, page: 1, limit: 25 });
    expect(data.customers[0]).toMatchObject({
      companyId: buyer.companyId,
      name: 'Acme Buyer Co',
      searches: 1,
      messages: 0,
      quotes: 0,
      orders: 0,
      approved: false,
      priceTier: 'retail',
      creditTerms: null,
      creditLimit: null,
      creditUsed: 0,
      creditAvailable: null,
      removed: false,
    });
    expect(data.customers[0]!.lastActivityAt).toMatch(/Z$/);
    const none = await ok<{ count: number }>(seller, 'GET', '/api/storefront/customers?q=zzz');
    expect(none.count).toBe(0);
    const found = await ok<{ count: number }>(seller, 'GET', '/api/storefront/customers?q=acme');
    expect(found.count).toBe(1);
    const bad = await call(seller, 'GET', '/api/storefront/customers?limit=101');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.badLimitParam);
  });

  it('a company that is not a customer, or another seller asking, is 404', async () => {
    expect((await call(seller, 'GET', customerUrl(third))).status).toBe(404);
    expect((await patch(seller, third, { approved: true })).status).toBe(404);
    const otherSeller = await createTestUser(t, { memid: 'SF-2' });
    expect((await call(otherSeller, 'GET', customerUrl(buyer))).status).toBe(404);
    expect((await patch(otherSeller, buyer, { approved: true })).status).toBe(404);
    expect((await call(seller, 'GET', customerUrl(seller))).status).toBe(404);
  });

  it('records each changed field once, with who and the old and new values; bad input changes nothing', async () => {
    const bad = await patch(seller, buyer, { creditTerms: 20 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.badTerms);
    const noLimit = await patch(seller, buyer, { creditTerms: 30 });
    expect(noLimit.status).toBe(400);
    expect(noLimit.body.message).toBe(M.limitRequired);
    expect((await patch(seller, buyer, { priceTier: 'gold' })).status).toBe(400);
    expect((await patch(seller, buyer, {})).body.message).toBe(M.nothingToChange);

    const first = await patch(seller, buyer, { approved: true, priceTier: 'retail' });
    expect(first.status, first.raw).toBe(200);
    const changes = first.body.data.changes as CustomerChange[];
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      field: 'approved',
      oldValue: false,
      newValue: true,
      userId: seller.userId,
    });
    const again = await patch(seller, buyer, { approved: true });
    expect(again.body.data.changes).toHaveLength(1);
    const view = await ok<{ customer: StorefrontCustomer; changes: CustomerChange[] }>(
      seller,
      'GET',
      customerUrl(buyer),
    );
    expect(view.customer.approved).toBe(true);
    expect(view.changes).toHaveLength(1);
  });

  it('hides the price from companies that are not approved, in every answer, when the seller says so', async () => {
    const settings = await ok<{ settings: { priceVisibility: string } }>(
      seller,
      'PATCH',
      '/api/storefront/settings',
      {
        priceVisibility: 'approved',
      },
    );
    expect(settings.settings.priceVisibility).toBe('approved');
    expect(
      (await call(seller, 'PATCH', '/api/storefront/settings', { priceVisibility: 'some' })).status,
    ).toBe(400);

    // The third company is not approved: no price anywhere, the amount nowhere in the raw JSON.
    const { row, raw } = await searchRow(third);
    expect(row).toMatchObject({ price: null, usedprice: null, priceTier: null });
    expect(raw).not.toContain(String(RETAIL));
    const multi = await call(third, 'GET', '/api/parts?partNumbers=SF-100,SF-200');
    expect(multi.status, multi.raw).toBe(200);
    expect(multi.raw).not.toContain(String(RETAIL));
    const results = await call(third, 'GET', '/api/partResults');
    expect(results.status).toBe(200);
    expect(results.raw).toContain('SF-100');
    expect(results.raw).not.toContain(String(RETAIL));
    const browse = await call(third, 'GET', '/api/browseparts/');
    const browseRow = (browse.body.data.parts as BrowseRow[]).find((p) => p.partnum === 'SF-100')!;
    expect(browseRow).toMatchObject({ minprice: null, maxprice: null, hasnoprice: true });
    expect(browse.raw).not.toContain(String(RETAIL));
    const list = await call(third, 'GET', '/api/listAttachment/?category=100');
    expect(list.raw).toContain('SF-320D-BKT');
    expect(list.raw).not.toContain(String(listing.price));
    const detail = await call(third, 'GET', `/api/attachments/${listingId}`);
    expect(detail.body.data.attachment).toMatchObject({ price: null, priceHidden: true });
    expect(detail.raw).not.toContain(String(listing.price));

    // Its order of that row is a quote request.
    const order = await call(third, 'POST', '/api/orders', {
      vendorCompanyId: seller.companyId,
      searchId: row.id,
    });
    expect(order.status, order.raw).toBe(201);
    expect(order.body.data).toMatchObject({ price: null, orderIsQuote: true });

    // The approved buyer sees the retail price; the seller its own.
    expect((await searchRow(buyer)).row).toMatchObject({ price: RETAIL, priceTier: 'retail' });
    const own = await call(buyer, 'GET', `/api/attachments/${listingId}`);
    expect(own.body.data.attachment.price).toBe(listing.price);
    const buyerBrowse = await call(buyer, 'GET', '/api/browseparts/');
    expect((buyerBrowse.body.data.parts as BrowseRow[]).find((p) => p.partnum === 'SF-100')!.minprice).toBe(
      RETAIL,
    );
  });

  it('charges a wholesale customer the wholesale price where there is one, and the item keeps it', async () => {
    expect((await patch(seller, buyer, { priceTier: 'wholesale' })).status).toBe(200);
    const { row, raw } = await searchRow(buyer, 'SF-100');
    expect(row).toMatchObject({ price: WHOLESALE, usedprice: WHOLESALE, priceTier: 'wholesale' });
    expect(raw).not.toContain(String(RETAIL));
    const retailOnly = await searchRow(buyer, 'SF-200');
    expect(retailOnly.row).toMatchObject({ price: RETAIL, priceTier: 'retail' });
    // Nobody else hears of the wholesale price.
    const third0 = await call(third, 'GET', '/api/parts/SF-100');
    expect(third0.raw).not.toContain(String(WHOLESALE));

    const created = await ok<{ orderId: number; price: number }>(
      buyer,
      'POST',
      '/api/orders',
      { vendorCompanyId: seller.companyId, searchId: row.id },
      201,
    );
    expect(created.price).toBe(WHOLESALE);
    await ok(buyer, 'POST', `/api/orders/${created.orderId}/submit-order`, {});
    // A tier change after the request leaves the order's price alone.
    expect((await patch(seller, buyer, { priceTier: 'retail' })).status).toBe(200);
    const order = (await ok<{ order: Order }>(buyer, 'GET', `/api/orders/${created.orderId}`)).order;
    expect(order.OrderItems[0]).toMatchObject({ price: WHOLESALE, priceTier: 'wholesale' });
    const customer = await ok<{ customer: StorefrontCustomer }>(seller, 'GET', customerUrl(buyer));
    expect(customer.customer.orders).toBe(1);
  });

  it('a removed customer cannot order, stays listed, and is restored', async () => {
    const { row } = await searchRow(buyer, 'SF-200');
    const { orderId } = await ok<{ orderId: number }>(
      buyer,
      'POST',
      '/api/orders',
      { vendorCompanyId: seller.companyId, searchId: row.id },
      201,
    );
    expect((await patch(seller, buyer, { removed: true })).status).toBe(200);
    const refused = await call(buyer, 'POST', '/api/orders', {
      vendorCompanyId: seller.companyId,
      searchId: row.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.removed);
    const submit = await call(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {});
    expect(submit.status).toBe(403);
    expect(submit.body.message).toBe(M.removed);
    expect((await call(buyer, 'POST', `/api/orders/${orderId}/submit-quote`)).body.message).toBe(M.removed);
    // Removed is not approved: prices are hidden again.
    expect((await searchRow(buyer, 'SF-200')).row.price).toBeNull();
    const list = await ok<{ customers: StorefrontCustomer[] }>(seller, 'GET', '/api/storefront/customers');
    expect(list.customers.find((c) => c.companyId === buyer.companyId)).toMatchObject({ removed: true });
    expect((await patch(seller, buyer, { removed: false })).status).toBe(200);
    expect((await call(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {})).status).toBe(200);
    const view = await ok<{ changes: CustomerChange[] }>(seller, 'GET', customerUrl(buyer));
    expect(view.changes.slice(0, 2).map((c) => [c.field, c.newValue])).toEqual([
      ['removed', false],
      ['removed', true],
    ]);
  });
});
