import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GuestPartRow, PartRow, PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from './part-matcher.fixtures';

/** Issue 10: the part matcher must not mislead (match kinds, description fallback, notices, browse, limits). */
describe('part matcher: results a parts manager can trust', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let exactDealer: TestUser;
  let prefixDealer: TestUser;

  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  /** Mail queued since the last call, as [recipient, part numbers named in the subject]. */
  const queuedMail = async () => {
    const rows = await t.db.select().from(jobs);
    await t.db.delete(jobs);
    return rows.map((j) => j.payload as QueuedMail);
  };

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Trusting Buyer Co' }, firstName: 'Tru' });
    exactDealer = await createTestUser(t, { company: { name: 'Exact Filters Inc' } });
    prefixDealer = await createTestUser(t, { company: { name: 'Assembly Prefix Ltd' } });
    await addParts(t, exactDealer.companyId!, [
      { partnum: '1R-0750', description: 'FUEL FILTER', priceCents: 1800 },
      { partnum: '155-3147', description: 'SEAL', make: 'JD' },
    ]);
    await addParts(t, prefixDealer.companyId!, [
      { partnum: '1R-07501', description: 'FUEL FILTER BASE ASSY', priceCents: 18900 },
    ]);
  });
  beforeEach(async () => {
    await t.app.ctx.jobs.drain();
    await t.db.delete(jobs);
  });

  describe('exact and "begins with" matches (item 3)', () => {
    it('marks each row with its match kind, exact rows first', async () => {
      const res = await get('/api/parts/1R0750', buyer);
      const parts = res.json().data.parts as PartRow[];
      expect(parts.map((p) => [p.partnum, p.matchKind])).toEqual([
        ['1R-0750', 'exact'],
        ['1R-07501', 'prefix'],
      ]);
      const multi = await get('/api/parts?partNumbers=1R0750,1553147', buyer);
      const groups = multi.json().data.groups as PartSearchGroup[];
      expect(groups.map((g) => g.parts.map((p) => p.matchKind))).toEqual([['exact', 'prefix'], ['exact']]);
      const guest = (await get('/api/guestparts/1R0750')).json().data.parts as GuestPartRow[];
      expect(guest.map((p) => p.matchKind)).toEqual(['exact', 'prefix']);
    });

    it('keeps the match kind in my results and in the part requests received', async () => {
      await get('/api/parts/1R075', buyer);
      const own = (await get('/api/partResults?limit=1', buyer)).json().data.parts[0];
      expect(own.partNumber).toBe('1R075');
      expect((own.PartSearchResults as PartRow[]).map((p) => p.matchKind)).toEqual(['prefix', 'prefix']);
    });

    it('emails only dealers with an exact match', async () => {
      const buyer2 = await createTestUser(t, { company: { name: 'Second Buyer' } });
      await get('/api/parts/1R0750', buyer2);
      const mails = await queuedMail();
      expect(mails.map((m) => m.to)).toEqual([exactDealer.email]);
      // A search that only begins the dealer's number tells nobody.
      await get('/api/parts/1R07', buyer2);
      expect(await queuedMail()).toEqual([]);
    });
  });
});
