import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { loadOperatorCrossReferences } from './cross-reference-load.service';
import { addParts, seedMakes } from './part-matcher.fixtures';

describe('part matcher: dealer notices through a cross-reference (issue 29)', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let dealer: TestUser;
  let exactDealer: TestUser;

  const search = (number: string) =>
    t.app.inject({ method: 'GET', url: `/api/parts/${number}`, headers: buyer.headers });
  const mails = async () => (await t.db.select().from(jobs)).map((j) => j.payload as QueuedMail);

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, { company: { name: 'Notice Buyer' } });
    dealer = await createTestUser(t, { company: { name: 'New Number Iron', memid: 'NT1' }, memid: 'NT1' });
    exactDealer = await createTestUser(t, {
      company: { name: 'Old Number Iron', memid: 'NT2' },
      memid: 'NT2',
    });
    await addParts(t, dealer.companyId!, [{ partnum: '9X-1807', description: 'NEW NUMBER' }]);
    await addParts(t, exactDealer.companyId!, [{ partnum: '9X-0716', description: 'OLD NUMBER' }]);
    const loaded = await loadOperatorCrossReferences(
      t.db,
      'from_part_number,from_manufacturer,to_part_number,to_manufacturer,kind,serial_note\n9X-0716,CAT,9X-1807,CAT,supersedes,\n',
      { dryRun: false },
    );
    expect(loaded).toMatchObject({ added: 1 });
    await t.app.ctx.jobs.drain();
    await t.db.delete(jobs);
    await t.db.execute(sql`delete from part_search_notices`);
  });

  it("emails the dealer like an exact match, naming the searched number and the dealer's own, once per part, company and day", async () => {
    expect((await search('9x 0716')).statusCode).toBe(200);
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual([dealer.email, exactDealer.email].sort());
    const through = sent.find((m) => m.to === dealer.email)!;
    expect(through.subject).toBe('Part 9X0716 was just searched on IronMatch');
    expect(through.text).toContain('They searched for 9X0716; you stock it as 9X-1807');
    expect(through.text).toContain('9X-1807');
    // The exact match's email says nothing of a cross-reference.
    expect(sent.find((m) => m.to === exactDealer.email)!.text).not.toContain('cross-reference');

    await t.db.delete(jobs);
    expect((await search('9X0716')).statusCode).toBe(200);
    expect(await mails()).toEqual([]);
  });
});
