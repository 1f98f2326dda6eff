import type { StatsLostDemandRow } from '@ironmatch/contracts/stats';
import type { DayRange, NetworkDemand, Paged, Paging, StatsRepository } from './stats.repository';

/**
 * Lost demand (issue 27): the network's demand of the period (cached: the same for every company) cut
 * to one company: its makes only, never a number it has in stock with quantity > 0, its own searches
 * taken out. Rows stay in the network's order (searches, part number, make) unless taking out the
 * company's own searches moved some.
 */
export function lostDemandOf(
  network: NetworkDemand[],
  company: {
    makes: number[];
    stocked: string[];
    own: Array<{ makeId: number; partNumber: string; searches: number }>;
  },
  prefix: { lo: string; hi: string } | null,
): Array<Omit<StatsLostDemandRow, 'otherDealers'> & { makeId: number }> {
  const makes = new Set(company.makes);
  const stocked = new Set(company.stocked);
  const own = new Map(company.own.map((o) => [`${o.makeId}/${o.partNumber}`, o.searches]));
  const rows: Array<Omit<StatsLostDemandRow, 'otherDealers'> & { makeId: number }> = [];
  let moved = false;
  for (const d of network) {
    if (!makes.has(d.makeId) || stocked.has(d.partNumber)) continue;
    if (prefix && (d.partNumber < prefix.lo || d.partNumber >= prefix.hi)) continue;
    const mine = own.get(`${d.makeId}/${d.partNumber}`) ?? 0;
    if (d.searches - mine <= 0) continue;
    if (mine > 0) moved = true;
    rows.push({
      makeId: d.makeId,
      partNumber: d.partNumber,
      manufacturer: d.make,
      searches: d.searches - mine,
      buyerCompanies: d.buyers - (mine > 0 ? 1 : 0),
    });
  }
  if (moved)
    rows.sort(
      (a, b) =>
        b.searches - a.searches ||
        (a.partNumber < b.partNumber ? -1 : a.partNumber > b.partNumber ? 1 : 0) ||
        (a.manufacturer < b.manufacturer ? -1 : a.manufacturer > b.manufacturer ? 1 : 0),
    );
  return rows;
}

/** One page (or every row) of a company's lost demand, with how many other dealers stock each now. */
export async function lostDemandPage(
  repo: StatsRepository,
  network: NetworkDemand[],
  companyId: number,
  range: DayRange,
  prefix: { lo: string; hi: string } | null,
  paging: Paging,
): Promise<Paged<StatsLostDemandRow>> {
  const rows = lostDemandOf(network, await repo.demandContext(companyId, range), prefix);
  const page = paging.limit === null ? rows : rows.slice(paging.offset, paging.offset + paging.limit);
  const others = await repo.otherDealers(companyId, page);
  return {
    totalCount: rows.length,
    rows: page.map(({ makeId, ...r }) => ({
      ...r,
      otherDealers: others.get(`${makeId}/${r.partNumber}`) ?? 0,
    })),
  };
}
