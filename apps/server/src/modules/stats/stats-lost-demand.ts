import type { StatsLostDemandRow } from '@ironmatch/contracts/stats';
import {
  demandKey,
  type DemandKey,
  type NetworkDemand,
  type OwnDemand,
  type Paged,
  type Paging,
  type StatsRepository,
} from './stats.repository';

/**
 * A row of a company's lost demand before its buyer companies are counted: `searchedByMe` when the
 * company's own searches were taken out of it (it is then one of the network's buyers of the pair).
 */
export type LostRow = Omit<StatsLostDemandRow, 'otherDealers' | 'buyerCompanies'> & {
  makeId: number;
  searchedByMe: boolean;
};

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
    own: OwnDemand[];
  },
  prefix: { lo: string; hi: string } | null,
): LostRow[] {
  const makes = new Set(company.makes);
  const stocked = new Set(company.stocked);
  const own = new Map(company.own.map((o) => [demandKey(o), o.searches]));
  const rows: LostRow[] = [];
  let moved = false;
  for (const d of network) {
    if (!makes.has(d.makeId) || stocked.has(d.partNumber)) continue;
    if (prefix && (d.partNumber < prefix.lo || d.partNumber >= prefix.hi)) continue;
    const mine = own.get(demandKey(d)) ?? 0;
    if (d.searches - mine <= 0) continue;
    if (mine > 0) moved = true;
    rows.push({
      makeId: d.makeId,
      partNumber: d.partNumber,
      manufacturer: d.make,
      searches: d.searches - mine,
      searchedByMe: mine > 0,
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

type LostRows = LostRow[];

/** How many companies' cuts are kept (a page load, its CSV and its paging share one). */
const CUT_CACHE_SIZE = 64;

/**
 * A company's lost demand, cut from the network's demand, kept while its inputs stay the same: the
 * same network figures (the same object from the cache), the same own searches (idem) and the same
 * makes and numbers in stock now (read with every call and compared). A page, its CSV and its paging
 * then cost the stock read, not another pass over every number the network searched.
 */
export function lostDemandCuts() {
  const entries = new Map<
    string,
    { network: NetworkDemand[]; own: OwnDemand[]; stock: string; rows: LostRows }
  >();
  return (
    key: string,
    network: NetworkDemand[],
    company: { makes: number[]; stocked: string[]; own: OwnDemand[] },
    prefix: { lo: string; hi: string } | null,
  ): LostRows => {
    const stock = `${company.makes.join(',')}/${company.stocked.join(',')}`;
    const k = `${key}/${prefix?.lo ?? ''}`;
    const hit = entries.get(k);
    entries.delete(k);
    if (hit && hit.network === network && hit.own === company.own && hit.stock === stock) {
      entries.set(k, hit);
      return hit.rows;
    }
    const rows = lostDemandOf(network, company, prefix);
    entries.set(k, { network, own: company.own, stock, rows });
    while (entries.size > CUT_CACHE_SIZE) entries.delete(entries.keys().next().value!);
    return rows;
  };
}

/**
 * One page (or every row) of a company's lost demand, with the distinct buyer companies of each row
 * (from `buyers`: the network's, less the company itself where it searched too) and how many other
 * dealers stock each now.
 */
export async function lostDemandPage(
  repo: StatsRepository,
  rows: LostRows,
  companyId: number,
  paging: Paging,
  buyers: (keys: DemandKey[] | null) => Promise<Map<string, number>>,
): Promise<Paged<StatsLostDemandRow>> {
  const page = paging.limit === null ? rows : rows.slice(paging.offset, paging.offset + paging.limit);
  const keys = page.map(({ makeId, partNumber }) => ({ makeId, partNumber }));
  const [others, network] = await Promise.all([
    repo.otherDealers(companyId, keys),
    buyers(paging.limit === null ? null : keys),
  ]);
  return {
    totalCount: rows.length,
    rows: page.map(({ makeId, searchedByMe, ...r }) => ({
      ...r,
      buyerCompanies:
        (network.get(demandKey({ makeId, partNumber: r.partNumber })) ?? 0) - (searchedByMe ? 1 : 0),
      otherDealers: others.get(demandKey({ makeId, partNumber: r.partNumber })) ?? 0,
    })),
  };
}
