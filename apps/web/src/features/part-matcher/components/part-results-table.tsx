import { useState, type MouseEvent } from 'react';
import { Button, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import type { PartView } from '../part-view';
import { formatPrice, hasPrice } from '../price-display';
import { ComingSoonDialog, type PendingAction } from './coming-soon-dialog';
import { CompanyDetailsModal } from './company-details-modal';
import { PartDetailModal } from './part-detail-modal';
import { PartImage } from './part-image';
import '../part-matcher.scss';

const NOT_READY_HINT = 'This seller is not set up for online orders yet. Send them a message instead.';

function RowActions({ part, onAction }: { part: PartView; onAction: (a: PendingAction) => void }) {
  const quote = !hasPrice(part.priceCents);
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <div className="d-flex flex-column gap-1 pm-actions" onClick={stop}>
      <Button
        size="sm"
        variant="outline-dark"
        onClick={() =>
          onAction({
            kind: 'message',
            companyName: part.companyName,
            companyId: part.companyId,
            subject: `part ${part.partNumber}`,
          })
        }
      >
        Send Message
      </Button>
      {part.orderId !== null ? (
        <>
          <Button size="sm" variant="primary" disabled>
            {part.orderIsQuote ? 'Quote Requested' : 'Added to Order'}
          </Button>
          <Link to={`/orders/${part.orderId}`} className="btn btn-sm btn-outline-dark">
            {part.orderIsQuote ? 'View Quote Request' : 'View Order'}
          </Link>
        </>
      ) : (
        <Button
          size="sm"
          variant="primary"
          disabled={!part.canTransact}
          aria-describedby={part.canTransact ? undefined : `pm-hint-${part.id}`}
          onClick={() =>
            onAction({
              kind: 'order',
              companyName: part.companyName,
              companyId: part.companyId,
              partNumber: part.partNumber,
              priceCents: part.priceCents,
            })
          }
        >
          {quote ? 'Request Quote' : 'Add to Order'}
        </Button>
      )}
      {!part.canTransact && part.orderId === null && (
        <small id={`pm-hint-${part.id}`} className="text-secondary">
          {NOT_READY_HINT}
        </small>
      )}
    </div>
  );
}

/**
 * Part search result rows (spec marketplace 2): a company name opens Company Details,
 * any other cell the part detail dialog; the row actions explain the coming messaging and orders.
 */
export function PartResultsTable({ parts, caption }: { parts: PartView[]; caption?: string }) {
  const [company, setCompany] = useState<number | null | undefined>(undefined);
  const [part, setPart] = useState<PartView | null>(null);
  const [action, setAction] = useState<PendingAction | null>(null);

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
                </button>
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
                <RowActions part={p} onAction={setAction} />
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
      <ComingSoonDialog
        action={action}
        onClose={() => setAction(null)}
        onShowCompany={(id) => {
          setAction(null);
          setCompany(id);
        }}
      />
    </>
  );
}
