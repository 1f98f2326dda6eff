import type { GuestPartSearchGroup } from '@ironmatch/contracts/guest-part-search';
import type { Condition } from '@ironmatch/contracts/part-matcher-rules';
import type { Db } from '../../db/database';
import type { ManufacturerCatalog } from '../inventory/manufacturer-catalog.service';
import { makeNamer, toGuestRows } from './part-rows';
import { didYouMean, matchAll, resolveSearchFilters, withStatementTimeout } from './part-matching';

export interface GuestPartSearchService {
  /**
   * The guest search of 1 to 20 part numbers (normalised, distinct): one group per number in the order
   * given, each masked as a guest answer of its own (its 'Create Account to View' rows placed over its
   * rows), with its "Did you mean". Nothing is saved and no dealer is told.
   */
  search(
    partNumbers: string[],
    input: { manufacturer?: string; condition?: Condition },
  ): Promise<GuestPartSearchGroup[]>;
}

export function createGuestPartSearchService(deps: {
  db: Db;
  catalog: ManufacturerCatalog;
  statementTimeoutMs: number;
}): GuestPartSearchService {
  const { db, catalog } = deps;
  return {
    async search(partNumbers, input) {
      const { filters } = await resolveSearchFilters(catalog, input);
      const { found, suggestions } = await withStatementTimeout(db, deps.statementTimeoutMs, async (tx) => {
        const rows = await matchAll(tx, partNumbers, filters, null);
        return { found: rows, suggestions: await didYouMean(tx, partNumbers, rows, filters) };
      });
      const nameMake = await makeNamer(
        catalog,
        found.map((r) => r.manufacturerId),
      );
      return partNumbers.map((partNumber, i) => {
        const parts = toGuestRows(
          found
            .filter((r) => r.idx === i + 1)
            .map((r) => ({
              partnum: r.partnum,
              description: r.description,
              condition: r.condition,
              quantity: r.quantity,
              make: nameMake(r.manufacturerId),
              matchKind: r.matchKind,
              matchLabel: r.matchLabel,
              crossReferenceNote: r.crossReferenceNote,
            })),
        );
        return { partNumber, parts, count: parts.length, didYouMean: suggestions[i]! };
      });
    },
  };
}
