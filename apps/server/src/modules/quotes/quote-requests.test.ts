import { beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES as M } from '@ironmatch/contracts/quote-rules';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { quoteCalls } from './quotes.fixtures';
import { mailMarks } from '../../test/mail-marks';

type Marked = {
  partSearchId: number;
  parts: unknown[];
  myQuote: { id: number; status: string } | null;
  quoteRequest: { id: number; neededBy: string | null; note: string | null } | null;
};

describe('Request quotes, and the Quick Quote marks on the search feeds', async () => {
  const t = await createTestApp();
  const { ok, fails } = quoteCalls(t);
  let buyer: TestUser;
  let stocking: TestUser;
  let makeDealer: TestUser;
  let nonMember: TestUser;
  let groups: PartSearchGroup[];

  const { mailMark, mailSince } = mailMarks(t);

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Asking Fleet' } });
    stocking = await createTestUser(t, {
      company: { name: 'Stocking Dealer' },
      memid: 'NC-R1',
      firstName: 'Sam',
    });
    makeDealer = await createTestUser(t, { company: { name: 'Make Dealer' }, memid: 'NC-R2' });
    nonMember = await createTestUser(t, { company: { name: 'Yard Not Member' } });
    await addParts(t, stocking.companyId!, [
      { partnum: 'QR-100', description: 'BUCKET TOOTH', priceCents: 2500 },
    ]);
    await addParts(t, nonMember.companyId!, [
      { partnum: 'QR-100', description: 'BUCKET TOOTH', priceCents: 2000 },
    ]);
    await addParts(t, makeDealer.companyId!, [{ partnum: 'ZZ-1', description: 'OTHER', make: 'CAT' }]);
  });

  it("links the dealer's search email to the Quick Quote dialog", async () => {
    const mark = await mailMark();
    const res = await ok<{ groups: PartSearchGroup[] }>(
      buyer,
      'GET',
      '/api/parts?partNumbers=QR-100,QR-999&approved=yes',
    );
    groups = res.data.groups;
    const mails = (await mailSince(mark)).filter((m) => m.to === stocking.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/netcomonly/partsearchesbycompany?quickQuote=${groups[0]!.searchId}`);
  });

  it('asks the dealers of chosen rows, members only, and emails them the link', async () => {
    const rows = groups[0]!.parts;
    const mark = await mailMark();
    const { data } = await ok<{ quoteRequestId: number; requestId: number; companyIds: number[] }>(
      buyer,
      'POST',
      '/api/quote-requests',
      {
        partSearchId: groups[1]!.searchId,
        resultIds: rows.map((r) => r.id),
        neededBy: '2030-01-15',
        note: 'Two sets',
      },
      201,
    );
    expect(data.requestId).toBe(groups[0]!.searchId);
    expect(data.companyIds).toEqual([stocking.companyId]);
    const mails = await mailSince(mark);
    expect(mails.map((m) => m.to)).toEqual([stocking.email]);
    expect(mails[0]!.text).toContain('Needed by');
    expect(mails[0]!.text).toContain(`quickQuote=${groups[0]!.searchId}`);
  });

  it('asks every member dealer that stocks a number, or for a number nobody stocks, every member dealer', async () => {
    const { data } = await ok<{ companyIds: number[] }>(
      buyer,
      'POST',
      '/api/quote-requests',
      { partSearchId: groups[0]!.searchId, allDealers: true },
      201,
    );
    expect(data.companyIds).toEqual(expect.arrayContaining([stocking.companyId, makeDealer.companyId]));
    expect(data.companyIds).not.toContain(nonMember.companyId);
    expect(data.companyIds).not.toContain(buyer.companyId);
    // The make dealer stocks neither number, yet finds the request in Part Requests (without parts).
    const feed = await ok<{ rows: Marked[] }>(makeDealer, 'GET', '/api/allPartSearchesByCompany');
    const listed = feed.data.rows.filter((r) => r.partSearchId === groups[1]!.searchId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      parts: [],
      myQuote: null,
      quoteRequest: { neededBy: null, note: null },
    });
  });

  it('refuses a bad request with a sentence', async () => {
    const stranger = await createTestUser(t, { company: { name: 'Other Buyer' } });
    await fails(
      buyer,
      'POST',
      '/api/quote-requests',
      { partSearchId: groups[0]!.searchId },
      400,
      M.requestWhom,
    );
    await fails(
      buyer,
      'POST',
      '/api/quote-requests',
      { partSearchId: groups[0]!.searchId, allDealers: true, resultIds: [groups[0]!.parts[0]!.id] },
      400,
      M.requestWhom,
    );
    await fails(
      buyer,
      'POST',
      '/api/quote-requests',
      { partSearchId: groups[0]!.searchId, resultIds: [999999] },
      400,
      M.resultNotOfRequest,
    );
    await fails(
      stranger,
      'POST',
      '/api/quote-requests',
      { partSearchId: groups[0]!.searchId, allDealers: true },
      404,
      M.searchNotFound,
    );
    await fails(
      buyer,
      'POST',
      '/api/quote-requests',
      { partSearchId: groups[0]!.searchId, allDealers: true, neededBy: 'soon' },
      400,
    );
  });

  it('marks the feeds: myQuote for the dealer, quoteRequest, and quoteCount on My Results', async () => {
    const { data } = await ok<{ quote: { id: number } }>(
      stocking,
      'POST',
      '/api/quotes',
      { partSearchId: groups[0]!.searchId, lines: [{ price: 2400, condition: 'NEW', quantity: 2 }] },
      201,
    );
    const byCompany = await ok<{ rows: Marked[] }>(stocking, 'GET', '/api/allPartSearchesByCompany');
    const row = byCompany.data.rows.find((r) => r.partSearchId === groups[0]!.searchId)!;
    expect(row.myQuote).toEqual({ id: data.quote.id, status: 'sent' });
    expect(row.quoteRequest).toMatchObject({ neededBy: null });
    const all = await ok<{ rows: Array<{ id: number; myQuote: unknown }> }>(
      stocking,
      'GET',
      '/api/allPartSearches',
    );
    expect(all.data.rows.find((r) => r.id === groups[1]!.searchId)!.myQuote).toEqual({
      id: data.quote.id,
      status: 'sent',
    });
    const other = await ok<{ rows: Array<{ id: number; myQuote: unknown }> }>(
      makeDealer,
      'GET',
      '/api/allPartSearches',
    );
    expect(other.data.rows.find((r) => r.id === groups[1]!.searchId)!.myQuote).toBeNull();

    const mine = await ok<{ parts: Array<{ id: number; quoteCount: number }> }>(
      buyer,
      'GET',
      '/api/partResults',
    );
    const counts = Object.fromEntries(mine.data.parts.map((p) => [p.id, p.quoteCount]));
    expect(counts).toMatchObject({ [groups[0]!.searchId]: 1, [groups[1]!.searchId]: 0 });
    await ok(stocking, 'POST', `/api/quotes/${data.quote.id}/withdraw`);
    const after = await ok<{ parts: Array<{ id: number; quoteCount: number }> }>(
      buyer,
      'GET',
      '/api/partResults',
    );
    expect(after.data.parts.find((p) => p.id === groups[0]!.searchId)!.quoteCount).toBe(0);
  });
});
