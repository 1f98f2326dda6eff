import { useMemo, useState, type MouseEvent } from 'react';
import { Table } from 'react-bootstrap';
import { MessageActionSlot, OrderActionSlot } from '../../../lib/marketplace-actions';
import type { PartView } from '../part-view';
import { formatPrice } from '../price-display';
import { CompanyDetailsModal } from '../../../components/company-details-modal';
import { PartDetailModal } from './part-detail-modal';
import { Picture } from '../../../components/picture';
import { sortParts } from '../results-sort';
import { useResultSort } from '../results-sort-context';
import { MatchKindBadge } from './match-kind';
import '../part-matcher.scss';

function RowActions({ part }: { part: PartView }) {
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    // Side by side: one compact row per part (issue 10, item 12).
    <div className="d-flex align-items-start gap-1 pm-actions" onClick={stop}>
      {part.companyId !== null && part.partId !== null && (
        <MessageActionSlot
          target={{
            recipientCompanyId: part.companyId,
            recipientCompanyName: part.companyName,
            messageType: 'part',
            relatedId: part.partId,
            subject: `Regarding part ${part.partNumber}`,
            extras: { partNumber: part.partNumber, manuflong: part.manufacturer, condlong: part.condition },
            alreadyMessaged: part.isMessaged,
          }}
        />
      )}
      {part.companyId !== null && (
        <OrderActionSlot
          target={{
            vendorCompanyId: part.companyId,
            vendorName: part.companyName,
            searchId: part.id,
            partNumber: part.partNumber,
            description: part.description,
            priceCents: part.priceCents,
            canTransact: part.canTransact,
            orderId: part.orderId,
            orderIsQuote: part.orderIsQuote,
          }}
        />
      )}
    </div>
  );
}

/**
 * Part search result rows (spec marketplace 2): a company name opens Company Details,
 * any other cell the part detail dialog; the row actions come from messaging and orders (lib/marketplace-actions).
 */
export function PartResultsTable({ parts, caption }: { parts: PartView[]; caption?: string }) {
  const [company, setCompany] = useState<number | null | undefined>(undefined);
  const [part, setPart] = useState<PartView | null>(null);
  const sort = useResultSort();
  const rows = useMemo(() => sortParts(parts, sort), [parts, sort]);

  return (
    <>
      <Table responsive hover size="sm" className="pm-table pm-results-table pm-stack align-middle mb-0">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Company Name</th>
            <th scope="col">Part Number</th>
            <th scope="col">Description</th>
            <th scope="col">Condition</th>
            <th scope="col" className="text-end" aria-label="Quantity" title="Quantity">
              Qty
            </th>
            <th scope="col">Price</th>
            <th scope="col">Pictures</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id} className="pm-clickable" onClick={() => setPart(p)}>
              <td data-label="Company">
                <div>
                  <button
                    type="button"
                    className="pm-link-button"
                    title={p.companyName}
                    onClick={(e) => {
                      e.stopPropagation();
                      setCompany(p.companyId);
                    }}
                  >
                    {p.companyName}
                  </button>
                  {p.companyLocation && (
                    <div className="small text-secondary pm-location">{p.companyLocation}</div>
                  )}
                </div>
              </td>
              <td data-label="Part Number">
                <div>
                  <button
                    type="button"
                    className="pm-link-button fw-semibold pm-partnum"
                    aria-label={`Details of part ${p.partNumber} from ${p.companyName}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setPart(p);
                    }}
                  >
                    {p.partNumber}
                  </button>{' '}
                  <MatchKindBadge kind={p.matchKind} label={p.matchLabel} />
                  {p.isMessaged && (
                    <div className="small text-info-emphasis">You have already messaged about this part</div>
                  )}
                </div>
              </td>
              <td data-label="Description">
                <span className="pm-desc" title={p.description}>
                  {p.description}
                </span>
              </td>
              <td data-label="Condition">{p.condition}</td>
              <td data-label="Quantity" className="text-end">
                {p.quantity ?? '—'}
              </td>
              <td data-label="Price" className="pm-price">
                {formatPrice(p.priceCents)}
                {p.priceTier === 'wholesale' && <span className="badge bg-primary ms-1">Wholesale</span>}
              </td>
              <td data-label="Pictures">
                {p.pictures.length > 0 ? (
                  <span className="d-inline-flex align-items-center gap-1">
                    <Picture
                      src={p.pictures[0]!.url}
                      alt={`Part ${p.partNumber}`}
                      className="pm-thumb pm-hide-sm"
                    />
                    {/* Wide screens: the first picture and how many; phones: the count in words. */}
                    <small
                      className="text-secondary pm-hide-sm"
                      title={`${p.pictures.length} ${p.pictures.length === 1 ? 'picture' : 'pictures'}`}
                    >
                      {p.pictures.length}
                    </small>
                    <small className="text-secondary text-nowrap pm-only-sm">
                      {p.pictures.length === 1 ? '1 picture' : `${p.pictures.length} pictures`}
                    </small>
                  </span>
                ) : (
                  <small className="text-secondary">None</small>
                )}
              </td>
              <td>
                <RowActions part={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <CompanyDetailsModal
        show={company !== undefined}
        companyId={company ?? null}
        onClose={() => setCompany(undefined)}
      />
      <PartDetailModal
        part={part}
        // The row as it is now (an order action changes it while the dialog is open).
        actions={(shown) => <RowActions part={rows.find((r) => r.id === shown.id) ?? shown} />}
        onClose={() => setPart(null)}
      />
    </>
  );
}
