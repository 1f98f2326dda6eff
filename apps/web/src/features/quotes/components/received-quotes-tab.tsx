import { Alert, Badge, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { QUOTE_MESSAGES as M } from '@ironmatch/contracts/quote-rules';
import type { Quote } from '@ironmatch/contracts/quotes';
import { errorText } from '../../../lib/api-client';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format';
import { useReceivedQuotes } from '../api';
import '../quotes.scss';

const STATUS_BG: Partial<Record<Quote['status'], string>> = {
  accepted: 'success',
  updated: 'info',
  sent: 'primary',
};

/**
 * "Quotes received": every quote my company received as the buyer, newest activity first, kept fresh
 * while open. The Orders page's tab and /quotes/received both show it.
 */
export function ReceivedQuotesTab() {
  const query = useReceivedQuotes(undefined, true);
  if (query.isPending)
    return (
      <div role="status" className="py-3">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden />
        Loading quotes...
      </div>
    );
  if (query.error)
    return <Alert variant="danger">{errorText(query.error, 'The quotes could not be loaded.')}</Alert>;
  if (query.data.count === 0)
    return <p className="py-2">No quotes yet. Dealers' Quick Quotes on your part searches show here.</p>;
  return (
    <Table hover className="align-middle qq-received qq-stack" aria-label="Quotes received">
      <thead>
        <tr>
          <th>Dealer</th>
          <th>Part numbers</th>
          <th className="text-end">Total</th>
          <th>Status</th>
          <th>Valid until</th>
          <th>Updated</th>
          <th>Action</th>
        </tr>
      </thead>
      <tbody>
        {query.data.quotes.map((q) => (
          <tr key={q.id} className={q.status === 'expired' ? 'qq-expired' : undefined}>
            <td data-label="Dealer">
              <div>
                <div className="fw-semibold">{q.DealerCompany.name}</div>
                {(q.DealerCompany.city || q.DealerCompany.state) && (
                  <div className="small text-secondary">
                    {[q.DealerCompany.city, q.DealerCompany.state].filter(Boolean).join(', ')}
                  </div>
                )}
              </div>
            </td>
            <td data-label="Part numbers" className="text-break">
              {q.lines.map((l) => l.partNumber).join(', ')}
            </td>
            <td data-label="Total" className="text-end">
              {formatCents(q.total)}
            </td>
            <td data-label="Status">
              <div>
                <Badge bg={STATUS_BG[q.status] ?? 'secondary'}>{q.status}</Badge>
                {q.status === 'expired' && <div className="small">{M.expired}</div>}
              </div>
            </td>
            <td data-label="Valid until" className="text-nowrap">
              {formatDate(q.validUntil)}
            </td>
            <td data-label="Updated" className="text-nowrap">
              {formatDateTime(q.updatedAt)}
            </td>
            <td data-label="Action" className="text-nowrap">
              {q.orderId ? (
                <Link to={`/orders/${q.orderId}`}>View Order</Link>
              ) : (
                <Link to={`/quotes/compare/${q.requestId}`}>Compare</Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
