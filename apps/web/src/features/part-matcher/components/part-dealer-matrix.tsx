import { useMemo } from 'react';
import { Card, Table } from 'react-bootstrap';
import type { ResultGroup } from '../results-csv';
import { formatPrice } from '../price-display';

interface DealerLine {
  companyId: number | null;
  name: string;
  location: string;
  /** Per searched part number: parts found and the lowest price (cents) among them. */
  cells: Map<string, { count: number; lowest: number | null }>;
}

/** Dealers with most of the searched parts first, then by name. */
export function dealerLines(groups: readonly ResultGroup[]): DealerLine[] {
  const byDealer = new Map<string, DealerLine>();
  for (const group of groups) {
    for (const p of group.parts) {
      const key = p.companyId === null ? `name:${p.companyName}` : `id:${p.companyId}`;
      let line = byDealer.get(key);
      if (!line) {
        line = { companyId: p.companyId, name: p.companyName, location: p.companyLocation, cells: new Map() };
        byDealer.set(key, line);
      }
      const cell = line.cells.get(group.partNumber) ?? { count: 0, lowest: null };
      cell.count += 1;
      if (p.priceCents !== null && p.priceCents > 0 && (cell.lowest === null || p.priceCents < cell.lowest))
        cell.lowest = p.priceCents;
      line.cells.set(group.partNumber, cell);
    }
  }
  return [...byDealer.values()].sort(
    (a, b) => b.cells.size - a.cells.size || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

/**
 * The compact "part x dealer" view of a multi-part answer (issue 10, item 10): which dealer has which of
 * the searched parts, with the lowest price where one is given.
 */
export function PartDealerMatrix({ groups }: { groups: readonly ResultGroup[] }) {
  const lines = useMemo(() => dealerLines(groups), [groups]);
  return (
    <Card>
      <Card.Header>
        <h2 className="h5 mb-0">Part x dealer</h2>
      </Card.Header>
      {lines.length === 0 ? (
        <Card.Body>No dealer has any of these parts right now.</Card.Body>
      ) : (
        <Table responsive size="sm" bordered className="pm-matrix align-middle mb-0">
          <caption className="visually-hidden">Which dealer has which of the searched parts</caption>
          <thead>
            <tr>
              <th scope="col">Dealer</th>
              <th scope="col">Parts</th>
              {groups.map((g) => (
                <th scope="col" key={g.partNumber}>
                  {g.partNumber}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.companyId ?? ''}-${line.name}`}>
                <th scope="row">
                  {line.name}
                  {line.location && <div className="small text-secondary fw-normal">{line.location}</div>}
                </th>
                <td>
                  {line.cells.size} of {groups.length}
                </td>
                {groups.map((g) => {
                  const cell = line.cells.get(g.partNumber);
                  return (
                    <td key={g.partNumber}>
                      {cell ? (
                        <span className="pm-matrix-hit">
                          <span aria-hidden="true">✓ </span>
                          <span className="visually-hidden">Has {g.partNumber}: </span>
                          {cell.lowest !== null ? formatPrice(cell.lowest) : 'Yes'}
                          {cell.count > 1 && (
                            <small className="text-secondary fw-normal"> ({cell.count} parts)</small>
                          )}
                        </span>
                      ) : (
                        <span className="text-secondary">
                          <span aria-hidden="true">–</span>
                          <span className="visually-hidden">Not {g.partNumber}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
