import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { leadTimeText } from '@ironmatch/contracts/quote-rules';
import { formatCents } from '../../../lib/format';
import { useReceivedQuotes } from '../api';

/**
 * The Quotes badge and section on a search request's card (My Results): the request's quotes, kept
 * fresh while the page is open (a new quote shows within seconds, without a reload).
 */
export function QuotesSection({ requestId, quoteCount }: { requestId: number; quoteCount: number }) {
  // One shared query for every card on the page (same key): one request every few seconds, not one per card.
  const query = useReceivedQuotes(undefined, true);
  const quotes = (query.data?.quotes ?? []).filter(
    (q) => q.requestId === requestId && q.status !== 'withdrawn',
  );
  const count = query.data ? quotes.length : quoteCount;
  if (count === 0) return null;
  return (
    <section className="px-3 py-2 border-top qq-section" aria-label="Quotes">
      <div className="d-flex align-items-center gap-2 mb-1">
        <h3 className="h6 mb-0">Quotes</h3>
        <Badge bg="warning" text="dark" data-testid="quotes-badge">
          {count}
        </Badge>
        <Link to={`/quotes/compare/${requestId}`} className="ms-auto small">
          Compare quotes
        </Link>
      </div>
      <Table size="sm" responsive className="mb-0 small">
        <tbody>
          {quotes.map((q) => (
            <tr key={q.id} className={q.expired ? 'text-secondary' : undefined}>
              <td>{q.DealerCompany.name}</td>
              <td className="text-end">{formatCents(q.total)}</td>
              <td>{leadTimeText(Math.max(...q.lines.map((l) => l.leadTimeDays)))}</td>
              <td>{q.status === 'updated' ? <Badge bg="info">updated</Badge> : q.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
