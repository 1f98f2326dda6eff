import { useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Container, Spinner, Table } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { CONDITION_LABELS } from '@ironmatch/contracts/part-matcher-rules';
import { QUOTE_MESSAGES as M, leadTimeText, type QuoteCompareSort } from '@ironmatch/contracts/quote-rules';
import { errorText } from '../../lib/api-client';
import { formatCents, formatDate } from '../../lib/format';
import { RequireAuth } from '../../lib/require-auth';
import { useAcceptQuote, useDeclineQuote, useQuoteCompare } from './api';
import './quotes.scss';

const replyText = (s: number | null) =>
  s === null ? '—' : s < 3600 ? `${Math.max(1, Math.round(s / 60))} min` : `${Math.round(s / 3600)} h`;

/** /quotes/compare/{partSearchId}: the request's quotes side by side per part number; accept or decline. */
export function QuotesComparePage() {
  return (
    <RequireAuth>
      <Container fluid="xl" className="py-4">
        <h1 className="h4">Compare quotes</h1>
        <Compare />
      </Container>
    </RequireAuth>
  );
}

function Compare() {
  const partSearchId = Number(useParams().partSearchId);
  const [sort, setSort] = useState<QuoteCompareSort>('total');
  const query = useQuoteCompare(partSearchId, sort);
  const accept = useAcceptQuote();
  const decline = useDeclineQuote();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  if (query.isPending) return <Spinner animation="border" role="status" />;
  if (query.error)
    return <Alert variant="danger">{errorText(query.error, 'The quotes could not be loaded.')}</Alert>;
  const act = async (fn: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await fn();
    } catch (err) {
      setProblem(errorText(err, 'That did not work. Please try again.'));
    }
  };
  return (
    <>
      <ButtonGroup size="sm" className="mb-3" aria-label="Sort quotes">
        <Button variant={sort === 'total' ? 'dark' : 'outline-dark'} onClick={() => setSort('total')}>
          Sort by total
        </Button>
        <Button variant={sort === 'leadTime' ? 'dark' : 'outline-dark'} onClick={() => setSort('leadTime')}>
          Sort by lead time
        </Button>
      </ButtonGroup>
      {problem && <Alert variant="danger">{problem}</Alert>}
      {query.data.groups.map((g) => (
        <section key={g.partSearchId} className="mb-4" aria-label={`Quotes for ${g.partNumber}`}>
          <h2 className="h6">
            {g.partNumber} <Badge bg="secondary">{g.quotes.length}</Badge>
          </h2>
          {g.quotes.length === 0 ? (
            <p className="text-secondary">No quotes yet. New quotes show here as they arrive.</p>
          ) : (
            <Table size="sm" responsive hover className="qq-compare align-middle">
              <thead>
                <tr>
                  <th>Dealer</th>
                  <th>Condition</th>
                  <th className="text-end">Price</th>
                  <th className="text-end">Qty</th>
                  <th>Lead time</th>
                  <th className="text-end">Freight</th>
                  <th className="text-end">Core</th>
                  <th className="text-end">Total</th>
                  <th>Valid until</th>
                  <th>Replies in</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {g.quotes.map((q) => {
                  const open = q.status === 'sent' || q.status === 'updated';
                  return (
                    <tr key={q.lineId} className={q.expired ? 'qq-expired' : undefined}>
                      <td>
                        <div className="fw-semibold">{q.dealer.name}</div>
                        <div className="small text-secondary">
                          {q.dealer.city}, {q.dealer.state}
                        </div>
                        {q.note && <div className="small">{q.note}</div>}
                      </td>
                      <td>{CONDITION_LABELS[q.condition]}</td>
                      <td className="text-end">{formatCents(q.price)}</td>
                      <td className="text-end">{q.quantity}</td>
                      <td>{leadTimeText(q.leadTimeDays)}</td>
                      <td className="text-end">
                        {q.freightEstimate === null ? '—' : formatCents(q.freightEstimate)}
                      </td>
                      <td className="text-end">{q.coreCharge === null ? '—' : formatCents(q.coreCharge)}</td>
                      <td className="text-end fw-semibold">{formatCents(q.total)}</td>
                      <td>{formatDate(q.validUntil)}</td>
                      <td>{replyText(q.dealer.medianReplySeconds)}</td>
                      <td className="text-nowrap">
                        {q.expired && q.status === 'expired' ? (
                          <span className="small">{M.expired}</span>
                        ) : open ? (
                          <>
                            <Button
                              size="sm"
                              variant="success"
                              disabled={accept.isPending}
                              onClick={() =>
                                void act(async () => {
                                  const done = await accept.mutateAsync(q.quoteId);
                                  void navigate(`/orders/${done.orderId}`);
                                })
                              }
                            >
                              Accept
                            </Button>{' '}
                            <Button
                              size="sm"
                              variant="outline-secondary"
                              disabled={decline.isPending}
                              onClick={() => {
                                const reason = window.prompt('Reason for declining (optional)') ?? '';
                                void act(() => decline.mutateAsync({ id: q.quoteId, reason }));
                              }}
                            >
                              Decline
                            </Button>
                          </>
                        ) : (
                          <Badge bg={q.status === 'accepted' ? 'success' : 'secondary'}>{q.status}</Badge>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </section>
      ))}
    </>
  );
}
