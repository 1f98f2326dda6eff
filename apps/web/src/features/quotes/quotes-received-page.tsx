import { Alert, Badge, Container, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorText } from '../../lib/api-client';
import { formatCents, formatDateTime } from '../../lib/format';
import { RequireAuth } from '../../lib/require-auth';
import { useReceivedQuotes } from './api';

/** /quotes/received: every quote my company received, newest activity first ("Quotes received"). */
export function QuotesReceivedPage() {
  return (
    <RequireAuth>
      <Container fluid="xl" className="py-4">
        <h1 className="h4">Quotes received</h1>
        <Received />
      </Container>
    </RequireAuth>
  );
}

function Received() {
  const query = useReceivedQuotes(undefined, true);
  if (query.isPending) return <Spinner animation="border" role="status" />;
  if (query.error)
    return <Alert variant="danger">{errorText(query.error, 'The quotes could not be loaded.')}</Alert>;
  if (query.data.count === 0) return <p>No quotes yet. Dealers' Quick Quotes on your searches show here.</p>;
  return (
    <Table size="sm" responsive hover>
      <thead>
        <tr>
          <th>Dealer</th>
          <th>Part numbers</th>
          <th className="text-end">Total</th>
          <th>Status</th>
          <th>Updated</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {query.data.quotes.map((q) => (
          <tr key={q.id} className={q.expired ? 'text-secondary' : undefined}>
            <td>{q.DealerCompany.name}</td>
            <td>{q.lines.map((l) => l.partNumber).join(', ')}</td>
            <td className="text-end">{formatCents(q.total)}</td>
            <td>
              <Badge bg={q.status === 'accepted' ? 'success' : q.status === 'updated' ? 'info' : 'secondary'}>
                {q.status}
              </Badge>
            </td>
            <td>{formatDateTime(q.updatedAt)}</td>
            <td>
              {q.orderId ? (
                <Link to={`/orders/${q.orderId}`}>Open order</Link>
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
