import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnListing } from '@ironmatch/contracts/listings';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { body } from '../listings/listings.fixtures';
import { moderationCalls } from './moderation.fixtures';

/** Hiding a for-sale listing (issue 30): gone from every list and detail at once, marked for its owner. */
describe('hiding a listing', async () => {
  const t = await createTestApp();
  const { call, auditOf } = moderationCalls(t);
  let operator: TestUser;
  let dealer: TestUser;
  let buyer: TestUser;
  let listing: OwnListing;
  const MODEL = 'HIDE-77Q';

  /** Every public and member place the listing shows up, as raw JSON text. */
  async function everywhere() {
    const places: Record<string, [string, TestUser | undefined]> = {
      guestList: ['/api/guestlistattachment/?category=100', undefined],
      guestFiltered: ['/api/guestlistattachment/?category=100&modelNum=HIDE77Q', undefined],
      guestSub: ['/api/guestlistattachment/?category=100&subCategoryMod=Buckets', undefined],
      memberList: ['/api/listAttachment/?category=100', buyer],
      memberPriceDesc: ['/api/listAttachment/?category=100&mod=pricedesc', buyer],
      memberFiltered: ['/api/listAttachment/?category=100&modelNum=HIDE77Q', buyer],
      memberCompany: [
        `/api/listAttachment/?category=100&companyMod=${encodeURIComponent('Hide Yard')}`,
        buyer,
      ],
      filterList: ['/api/filterList/?category=100', buyer],
      guestDetail: [`/api/guestattachments/${listing.id}`, undefined],
      memberDetail: [`/api/attachments/${listing.id}`, buyer],
      ownerDetail: [`/api/attachments/${listing.id}`, dealer],
    };
    const out = {} as Record<keyof typeof places, string>;
    for (const [name, [url, who]] of Object.entries(places))
      out[name as keyof typeof places] = (await call('GET', url, who)).body;
    return out;
  }
  const mine = async () =>
    ((await call('GET', '/api/listings/mine', dealer)).json().data.listings as OwnListing[]).find(
      (l) => l.id === listing.id,
    )!;

  beforeAll(async () => {
    operator = await createTestUser(t, { operator: true, company: false });
    dealer = await createTestUser(t, { memid: 'NCHIDE1', company: { name: 'Hide Yard' } });
    buyer = await createTestUser(t, { company: { name: 'Hide Buyer' } });
    await call('POST', '/api/listings', dealer, body({ title: 'Another bucket', modelnum: 'KEEP-1' }));
    const res = await call(
      'POST',
      '/api/listings',
      dealer,
      body({ title: 'Hidden bucket', modelnum: MODEL }),
    );
    expect(res.statusCode, res.body).toBe(201);
    listing = res.json().data.listing;
  });

  it('leaves every list and detail at once, the owner sees it marked, unhide puts it back', async () => {
    const before = await everywhere();
    for (const [name, json] of Object.entries(before))
      if (name !== 'filterList') expect(json, name).toContain(`"id":${listing.id}`);
    expect(before.filterList).toContain('Hide Yard');
    expect(await mine()).toMatchObject({ hidden: false, hiddenReason: null, draft: false });

    const hide = await call('POST', '/api/admin/moderation/hide', operator, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'Counterfeit parts',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toEqual({
      targetType: 'listing',
      targetId: listing.id,
      hidden: true,
      reason: 'Counterfeit parts',
    });

    const after = await everywhere();
    for (const [name, json] of Object.entries(after)) {
      expect(json, name).not.toContain(`"id":${listing.id},`);
      expect(json, name).not.toContain('Hidden bucket');
    }
    // The company's other listing keeps it in the company filter; the counts drop by one.
    expect(JSON.parse(after.memberList!).data.totalCount).toBe(
      JSON.parse(before.memberList!).data.totalCount - 1,
    );
    expect(JSON.parse(after.guestList!).data.totalCount).toBe(
      JSON.parse(before.guestList!).data.totalCount - 1,
    );
    expect(JSON.parse(after.memberFiltered!).data.totalCount).toBe(0);
    for (const name of ['guestDetail', 'memberDetail', 'ownerDetail'])
      expect(JSON.parse(after[name]!).status, name).toBe(404);
    expect(await mine()).toMatchObject({ hidden: true, hiddenReason: 'Counterfeit parts' });

    const unhide = await call('POST', '/api/admin/moderation/unhide', operator, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'Checked with the dealer',
    });
    expect(unhide.statusCode, unhide.body).toBe(200);
    expect(unhide.json().data.hidden).toBe(false);
    const back = await everywhere();
    for (const [name, json] of Object.entries(back))
      if (name !== 'filterList') expect(json, name).toContain(`"id":${listing.id}`);
    expect(await mine()).toMatchObject({ hidden: false, hiddenReason: null });

    const rows = await auditOf('listing', listing.id);
    expect(rows.map((r) => r.action)).toEqual(['moderation.hide', 'moderation.unhide']);
    expect(rows[0]!.before).toEqual({ hidden: false, hiddenReason: null });
    expect(rows[0]!.after).toEqual({ hidden: true, hiddenReason: 'Counterfeit parts' });
    expect(rows[0]!.requestId).toBe(hide.headers['x-request-id']);
    expect(rows[1]!.requestId).toBe(unhide.headers['x-request-id']);
  });

  it('answers 404, 400 and 409 with sentences and writes no audit row for them', async () => {
    const auditBefore = (await auditOf('listing', listing.id)).length;
    const hide = (payload: unknown) => call('POST', '/api/admin/moderation/hide', operator, payload);
    const unknown = await hide({ targetType: 'listing', targetId: 99999999, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Listing not found.');
    const noReason = await hide({ targetType: 'listing', targetId: listing.id, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required.');
    const missingReason = await hide({ targetType: 'listing', targetId: listing.id });
    expect(missingReason.statusCode).toBe(400);
    const badType = await hide({ targetType: 'order', targetId: listing.id, reason: 'x' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Target type must be one of listing, machine, suggestion, comment.');
    const notHidden = await call('POST', '/api/admin/moderation/unhide', operator, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'x',
    });
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().message).toBe('This record is not hidden.');
    expect((await hide({ targetType: 'listing', targetId: listing.id, reason: 'Spam' })).statusCode).toBe(
      200,
    );
    const twice = await hide({ targetType: 'listing', targetId: listing.id, reason: 'Spam' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This record is already hidden.');
    expect((await auditOf('listing', listing.id)).length).toBe(auditBefore + 1);
  });

  it('answers everybody but an operator as an unknown route', async () => {
    for (const who of [undefined, dealer, buyer]) {
      const res = await call('POST', '/api/admin/moderation/hide', who, {
        targetType: 'listing',
        targetId: listing.id,
        reason: 'x',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'No API route POST /api/admin/moderation/hide.' });
    }
  });
});
