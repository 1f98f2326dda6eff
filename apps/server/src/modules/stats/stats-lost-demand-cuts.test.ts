import { describe, expect, it } from 'vitest';
import { lostDemandCuts } from './stats-lost-demand';
import type { NetworkDemand, OwnDemand } from './stats.repository';

const network: NetworkDemand[] = [
  { makeId: 1, make: 'CAT', partNumber: '1R0716', searches: 5 },
  { makeId: 2, make: 'DEE', partNumber: 'AT1', searches: 4 },
  { makeId: 1, make: 'CAT', partNumber: '2P0000', searches: 2 },
];

describe('lostDemandCuts: a company lost demand, kept while its inputs stay the same', () => {
  it('answers the same rows for the same network, own searches and stock, and cuts again on a change', () => {
    const cuts = lostDemandCuts();
    const own: OwnDemand[] = [];
    const first = cuts('7/a/b', network, { makes: [1], stocked: ['2P0000'], own }, null);
    expect(first.map((r) => r.partNumber)).toEqual(['1R0716']);
    expect(cuts('7/a/b', network, { makes: [1], stocked: ['2P0000'], own }, null)).toBe(first);
    // The stock now changed: 2P0000 sold out.
    const sold = cuts('7/a/b', network, { makes: [1], stocked: [], own }, null);
    expect(sold.map((r) => r.partNumber)).toEqual(['1R0716', '2P0000']);
    // New network figures (another object) or own searches are cut again.
    const next = [...network];
    expect(cuts('7/a/b', next, { makes: [1], stocked: [], own }, null)).not.toBe(sold);
    const mine = [{ makeId: 1, partNumber: '1R0716', searches: 5 }];
    expect(
      cuts('7/a/b', next, { makes: [1], stocked: [], own: mine }, null).map((r) => r.partNumber),
    ).toEqual(['2P0000']);
  });

  it('keeps a prefix apart from the whole list', () => {
    const cuts = lostDemandCuts();
    const company = { makes: [1, 2], stocked: [], own: [] };
    expect(cuts('7/a/b', network, company, { lo: 'A', hi: 'B' }).map((r) => r.partNumber)).toEqual(['AT1']);
    expect(cuts('7/a/b', network, company, null)).toHaveLength(3);
  });
});
