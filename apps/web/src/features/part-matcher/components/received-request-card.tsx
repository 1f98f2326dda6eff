import { Badge, Card, Table } from 'react-bootstrap';
import { type ReceivedPartSearch } from '@ironmatch/contracts/part-matcher';
import { PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';
import { formatCount, formatDateTime } from '../../../lib/format';
import { MessageActionSlot } from '../../../lib/marketplace-actions';
import { QuickQuoteSlot } from '../../../lib/quote-actions';
import { formatPrice } from '../price-display';
import { partViewOf, type PartView } from '../part-view';

/** Consecutive rows of one search request (the API lists a request's rows together). */
export function groupReceivedByRequest(rows: readonly ReceivedPartSearch[]): ReceivedPartSearch[][] {
  const groups: ReceivedPartSearch[][] = [];
  for (const r of rows) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.requestId === r.requestId) last.push(r);
    else groups.push([r]);
  }
  return groups;
}

/** The filters a buyer chose, in one line; a filter left at "all" is not repeated on every card. */
function filtersLine(search: ReceivedPartSearch['PartSearch']): string {
  return [
    search.manufacturer && `Manufacturer: ${search.manufacturer}`,
    search.condition && `Condition: ${search.condition}`,
    search.description && `Description: ${search.description}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One search request that matched our stock (issue 21, item 16): who searched and when, then one line
 * per part of ours it matched, as we stock it (our part number, quantity and price).
 */
export function ReceivedRequestCard({
  rows,
  onCompany,
  onParts,
}: {
  rows: ReceivedPartSearch[];
  onCompany: (id: number) => void;
  onParts: (parts: PartView[]) => void;
}) {
  const first = rows[0]!.PartSearch;
  const author = `${first.User.firstName} ${first.User.lastName}`.trim();
  const latest = rows.reduce((at, r) => (r.createdAt > at ? r.createdAt : at), rows[0]!.createdAt);
  const lines = rows.flatMap((r) => r.parts.map((p) => ({ row: r, part: partViewOf(p) })));
  const stocked = [...new Set(lines.map((l) => l.part.partNumber))];
  const filters = filtersLine(first);
  const replied = rows.some((r) => r.hasBeenMessaged);
  return (
    <Card
      as="article"
      className="mb-2 pm-received-card"
      aria-label={`Part request from ${first.User.Company.name}`}
    >
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-2">
        <h2 className="h6 mb-0 me-auto">
          <button type="button" className="pm-link-button" onClick={() => onCompany(first.User.companyId)}>
            {first.User.Company.name}
          </button>{' '}
          - {author}
        </h2>
        {first.fromBrowse && (
          <Badge
            bg="light"
            text="dark"
            className="border"
            title="Opened from Browse All Parts, not typed by the buyer"
          >
            From browse
          </Badge>
        )}
        <time className="small text-secondary" dateTime={latest}>
          {formatDateTime(latest)}
        </time>
      </Card.Header>
      <Card.Body className="py-2">
        {(filters || rows.length > 1) && (
          <p className="small text-secondary mb-1">
            {[rows.length > 1 && `${formatCount(rows.length)} of your part numbers`, filters]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {first.comments && <p className="small mb-1 pm-pre-line text-break">Comments: {first.comments}</p>}
        {lines.length === 0 && (
          // A quote request that asked us for numbers we do not stock (issue 26): say which.
          <p className="small mb-2 text-break">
            Quote requested for: {[...new Set(rows.map((r) => r.PartSearch.partNumber))].join(', ')}
          </p>
        )}
        {lines.length > 0 && (
          <Table size="sm" className="mb-2 pm-received-table">
            <thead>
              <tr>
                <th scope="col">Your part #</th>
                <th scope="col" className="text-end">
                  Qty
                </th>
                <th scope="col" className="text-end">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ row, part }) => (
                <tr key={part.id}>
                  <td className="text-break">
                    <button
                      type="button"
                      className="pm-link-button fw-semibold"
                      onClick={() => onParts(row.parts.map(partViewOf))}
                    >
                      {part.partNumber}
                    </button>
                    <span className="d-block small text-secondary text-truncate">{part.description}</span>
                  </td>
                  <td className="text-end">{part.quantity === null ? '' : formatCount(part.quantity)}</td>
                  <td className="text-end text-nowrap">{formatPrice(part.priceCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <MessageActionSlot
            target={{
              recipientCompanyId: first.User.companyId,
              recipientCompanyName: first.User.Company.name,
              messageType: 'partsearches',
              relatedId: first.id,
              subject: `Regarding your search for part ${stocked.join(', ')}`,
              extras: { partNumber: stocked[0] ?? first.partNumber },
              label: 'Message',
            }}
          />
          <QuickQuoteSlot
            target={{
              partSearchId: first.id,
              buyerName: first.User.Company.name,
              myQuote: rows.find((r) => r.myQuote)?.myQuote ?? null,
            }}
          />
          {replied && (
            <Badge bg="success" className="text-wrap text-start">
              {M.alreadyReplied}
            </Badge>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
