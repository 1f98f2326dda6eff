import { useState, type MouseEvent } from 'react';
import { Table } from 'react-bootstrap';
import { MessageActionSlot, OrderActionSlot } from '../../../lib/marketplace-actions';
import type { PartView } from '../part-view';
import { formatPrice } from '../price-display';
import { CompanyDetailsModal } from '../../../components/company-details-modal';
import { PartDetailModal } from './part-detail-modal';
import { PartImage } from './part-image';
import { MatchKindBadge } from './match-kind';
import '../part-matcher.scss';

function RowActions({ part }: { part: PartView }) {
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <div className="d-flex flex-column gap-1 pm-actions" onClick={stop}>
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

  return (
    <>
      <Table responsive hover className="pm-table pm-stack align-middle mb-0">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Company Name</th>
            <th scope="col">Part Number</th>
            <th scope="col" className="pm-hide-sm">
              Description
            </th>
            <th scope="col">Condition</th>
            <th scope="col">Price</th>
            <th scope="col" className="pm-hide-sm">
              Pictures
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.id} className="pm-clickable" onClick={() => setPart(p)}>
              <td data-label="Company">
                <button
                  type="button"
                  className="pm-link-button"
                  onClick={(e) => {
                    e.stopPropagation();
                    setCompany(p.companyId);
                  }}
                >
                  {p.companyName}
                </button>
              </td>
              <td data-label="Part Number">
                <button
                  type="button"
                  className="pm-link-button fw-semibold"
                  aria-label={`Details of part ${p.partNumber} from ${p.companyName}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    setPart(p);
                  }}
                >
                  {p.partNumber}
                </button>{' '}
                <MatchKindBadge kind={p.matchKind} />
                {p.isMessaged && (
                  <div className="small text-info-emphasis">You have already messaged about this part</div>
                )}
              </td>
              <td className="pm-hide-sm" data-label="Description">
                {p.description}
              </td>
              <td data-label="Condition">{p.condition}</td>
              <td data-label="Price" className="text-nowrap">
                {formatPrice(p.priceCents)}
              </td>
              <td className="pm-hide-sm" data-label="Pictures">
                {p.pictures.length > 0 ? (
                  <span className="d-inline-flex align-items-center gap-1">
                    <PartImage src={p.pictures[0]!.url} alt={`Part ${p.partNumber}`} className="pm-thumb" />
                    {p.pictures.length > 1 && (
                      <small className="text-secondary">+{p.pictures.length - 1}</small>
                    )}
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
      <PartDetailModal part={part} onClose={() => setPart(null)} />
    </>
  );
}
