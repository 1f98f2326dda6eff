import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@ironmatch/contracts/order-payment-terms';
import { useState } from 'react';
import { Alert, Button, Container, Spinner, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import {
  ORDER_DOCUMENT_TITLES,
  type DocumentParty,
  type DocumentShipTo,
  type OrderDocument,
  type OrderDocumentKind,
} from '@ironmatch/contracts/order-documents';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import { errorText } from '../../lib/api-client';
import { formatCents, formatDate } from '../../lib/format';
import { RequireAuth } from '../../lib/require-auth';
import { downloadOrderDocumentPdf, useOrderDocument } from './document-api';
import './order-documents.scss';

/** /orders/{id}/confirmation, /invoice and /packing-slip: the document to print, and its PDF (issue 24). */
export function OrderDocumentPage({ kind }: { kind: OrderDocumentKind }) {
  const { orderId = '' } = useParams();
  return (
    <RequireAuth company verified>
      <DocumentView kind={kind} orderId={parseRecordId(orderId) ?? 0} />
    </RequireAuth>
  );
}

function DocumentView({ kind, orderId }: { kind: OrderDocumentKind; orderId: number }) {
  const query = useOrderDocument(kind, orderId);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const title = ORDER_DOCUMENT_TITLES[kind];

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadOrderDocumentPdf(kind, orderId);
    } catch (err) {
      setDownloadError(err instanceof Error ? err.message : 'The PDF could not be downloaded.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Container fluid="lg" className="py-4 odoc-page">
      <div className="odoc-toolbar d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to={`/orders/${orderId}`} className="btn btn-link ps-0 me-auto">
          Back to order #{orderId}
        </Link>
        {query.data && (
          <>
            <Button variant="outline-dark" onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="dark" onClick={() => void download()} disabled={downloading}>
              {downloading ? 'Downloading...' : 'Download PDF'}
            </Button>
          </>
        )}
      </div>
      {downloadError && (
        <Alert variant="danger" role="alert" className="odoc-toolbar">
          {downloadError}
        </Alert>
      )}
      {query.isPending ? (
        <div className="text-center py-5" role="status">
          <Spinner animation="border" variant="secondary" />
          <span className="visually-hidden">Loading the {title.toLowerCase()}...</span>
        </div>
      ) : query.data ? (
        <DocumentSheet document={query.data} />
      ) : (
        <Alert variant="danger" role="alert">
          {errorText(query.error, `The ${title.toLowerCase()} could not be loaded.`)}
        </Alert>
      )}
    </Container>
  );
}

function Address({
  label,
  party,
  name,
}: {
  label: string;
  party: DocumentShipTo | DocumentParty | null;
  name?: string;
}) {
  const cityLine = party
    ? [party.city, [party.state, party.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return (
    <div className="odoc-party">
      <h2 className="odoc-label">{label}</h2>
      {party ? (
        <address className="mb-0">
          {name && <strong className="d-block">{name}</strong>}
          {'name' in party && <strong className="d-block">{party.name}</strong>}
          <span className="d-block">{party.address1}</span>
          {party.address2 && <span className="d-block">{party.address2}</span>}
          <span className="d-block">{cityLine}</span>
          <span className="d-block">{party.country}</span>
        </address>
      ) : (
        <p className="mb-0 text-secondary">Not given</p>
      )}
    </div>
  );
}

export function DocumentSheet({ document: doc }: { document: OrderDocument }) {
  const title = ORDER_DOCUMENT_TITLES[doc.kind];
  const facts: Array<[string, string]> = [['Order', `#${doc.orderId}`]];
  if (doc.kind === 'invoice' && doc.invoiceNumber !== null)
    facts.push(['Invoice No.', String(doc.invoiceNumber)]);
  facts.push(['Date', formatDate(doc.date)]);
  if (doc.poNumber) facts.push(['PO Number', doc.poNumber]);
  if (doc.shippingMethod) facts.push(['Shipping method', doc.shippingMethod]);

  return (
    <article className="odoc-sheet" aria-label={title}>
      <header className="odoc-head">
        <div className="odoc-brand">IronMatch</div>
        <h1 className="odoc-title">{title}</h1>
      </header>
      <dl className="odoc-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="odoc-parties">
        <Address label="Seller" party={doc.seller} />
        <Address label={doc.kind === 'packing-slip' ? 'Buyer' : 'Bill to'} party={doc.buyer} />
        <Address label="Ship to" party={doc.shipTo} name={doc.shipTo ? doc.buyer.name : undefined} />
      </section>
      <Table responsive className="odoc-lines">
        <thead>
          <tr>
            <th scope="col">Part number</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Qty
            </th>
            {doc.kind !== 'packing-slip' && (
              <>
                <th scope="col" className="text-end">
                  Unit price
                </th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            <tr key={`${line.partNumber}-${i}`}>
              <td className="text-nowrap">{line.partNumber}</td>
              <td>{line.description}</td>
              <td className="text-end">{line.quantity}</td>
              {'unitPrice' in line && (
                <>
                  <td className="text-end text-nowrap">{formatCents(line.unitPrice)}</td>
                  <td className="text-end text-nowrap">{formatCents(line.amount)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {doc.kind === 'packing-slip' ? (
        <p className="odoc-count">
          {doc.lines.reduce((s, l) => s + l.quantity, 0)} items on {doc.lines.length} lines.
        </p>
      ) : (
        <dl className="odoc-sums">
          <Sum label="Subtotal" cents={doc.subtotal} />
          <Sum label="Shipping" cents={doc.shippingAmount} />
          <Sum label="Tax" cents={doc.taxAmount} />
          <Sum label="Total" cents={doc.total} strong />
        </dl>
      )}
      {doc.kind === 'invoice' && (
        <section className="odoc-money">
          {doc.paymentMethod && (
            <p className="mb-2" data-testid="invoice-terms">
              Payment: {PAYMENT_METHOD_LABELS[doc.paymentMethod]}
              {doc.dueDate && <>. Due date: {doc.dueDate}</>}
            </p>
          )}
          <h2 className="odoc-label">Payments and refunds</h2>
          {doc.payments.length === 0 && doc.refunds.length === 0 && <p>No payment recorded.</p>}
          <ul className="list-unstyled mb-2">
            {doc.payments.map((p, i) => (
              <li key={`${p.reference}-${i}`} className="odoc-move">
                <span>
                  {formatDate(p.date)}: payment,{' '}
                  {p.method in PAYMENT_METHOD_LABELS
                    ? PAYMENT_METHOD_LABELS[p.method as PaymentMethod]
                    : p.method}{' '}
                  {p.reference && <span className="text-secondary">(ref. {p.reference})</span>}
                </span>
                <span className="text-nowrap">{formatCents(p.amount)}</span>
              </li>
            ))}
            {doc.refunds.map((r, i) => (
              <li key={`${r.date}-${i}`} className="odoc-move">
                <span>{formatDate(r.date)}: refund</span>
                <span className="text-nowrap">-{formatCents(r.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="odoc-sums">
            <Sum label="Amount paid" cents={doc.amountPaid} />
            <Sum label="Amount refunded" cents={doc.amountRefunded} />
            <Sum label="Net paid" cents={doc.netPaid} strong />
          </dl>
        </section>
      )}
    </article>
  );
}

function Sum({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? 'odoc-sum is-strong' : 'odoc-sum'}>
      <dt>{label}</dt>
      <dd>{formatCents(cents)}</dd>
    </div>
  );
}
