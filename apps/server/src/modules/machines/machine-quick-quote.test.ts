import { beforeAll, describe, expect, it } from 'vitest';
import type { Machine } from '@ironmatch/contracts/machines';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

/**
 * A machine page's Quick Quote (issue 28 with issue 26): the buyer searches the machine's linked part
 * numbers and requests quotes from the rows of the machine's dealer only, through the same calls as the
 * part search page's "Request quotes". The dealer then finds the request in its Quick Quote dialog.
 */
describe("Quick Quote on a machine's linked parts", async () => {
  const t = await createTestApp();
  const { call } = machineCalls(t);
  let dealer: TestUser;
  let rival: TestUser;
  let buyer: TestUser;
  let machine: Machine;

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'M1', company: { name: 'Lone Star Salvage' } });
    rival = await createTestUser(t, { memid: 'M2', company: { name: 'Rival Parts' } });
    buyer = await createTestUser(t, { company: { name: 'Buyer Paving' } });
    const linked = await addParts(t, dealer.companyId!, [
      { partnum: 'MQ-BOOM-1', description: 'BOOM CYLINDER', priceCents: 185000, condition: 'USED' },
      { partnum: 'MQ-DRIVE-2', description: 'FINAL DRIVE', priceCents: null, condition: 'USED' },
    ]);
    await addParts(t, rival.companyId!, [{ partnum: 'MQ-BOOM-1', description: 'BOOM CYLINDER' }]);
    machine = (await call('POST', '/api/machines', dealer, machineBody({ inventoryPartIds: linked }))).json()
      .data.machine;
  });

  it("asks only the machine's dealer for a quote on its linked part numbers; the dealer can quote it", async () => {
    const detail = (await call('GET', `/api/machines/${machine.id}`, buyer)).json().data.machine as Machine;
    const numbers = detail.inventoryParts.map((p) => p.partNumber);
    expect(numbers).toEqual(['MQ-BOOM-1', 'MQ-DRIVE-2']);
    const norm = (list: string[]) => list.map((n) => n.replace(/[^A-Z0-9]/g, '')).sort();

    const search = await call('GET', `/api/parts?partNumbers=${numbers.join(',')}`, buyer);
    expect(search.statusCode, search.body).toBe(200);
    const groups = search.json().data.groups as PartSearchGroup[];
    const dealerRows = groups.flatMap((g) => g.parts).filter((p) => p.companyId === dealer.companyId);
    expect(norm(dealerRows.map((r) => r.partNumber))).toEqual(norm(numbers));
    // The rival stocks one of the numbers too: it is not asked.
    expect(groups.flatMap((g) => g.parts).some((p) => p.companyId === rival.companyId)).toBe(true);

    const asked = await call('POST', '/api/quote-requests', buyer, {
      partSearchId: groups[0]!.searchId,
      resultIds: dealerRows.map((r) => r.id),
      note: `Parts off machine ${machine.id}`,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.companyIds).toEqual([dealer.companyId]);

    const draft = await call('GET', `/api/quotes/draft/${groups[0]!.searchId}`, dealer);
    expect(draft.statusCode, draft.body).toBe(200);
    const drafted = draft.json().data as { partSearches: Array<{ partNumber: string; stock: unknown[] }> };
    expect(norm(drafted.partSearches.map((s) => s.partNumber))).toEqual(norm(numbers));
    expect(drafted.partSearches.every((s) => s.stock.length === 1)).toBe(true);

    await t.app.ctx.jobs.drain();
    const mailed = t.mailbox.list().filter((m) => /quote/i.test(m.subject));
    expect(mailed.some((m) => m.to === dealer.email)).toBe(true);
    expect(mailed.some((m) => m.to === rival.email)).toBe(false);
  });
});
