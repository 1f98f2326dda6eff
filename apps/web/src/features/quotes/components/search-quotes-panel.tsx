import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { QUOTE_MESSAGES as M, leadTimeText } from '@ironmatch/contracts/quote-rules';
import type { QuoteCompare } from '@ironmatch/contracts/quotes';
import type { SearchQuotesTarget } from '../../../lib/quote-actions';
import { formatCents } from '../../../lib/format';
import { useQuoteCompare } from '../api';
import { RequestQuotesDialog } from './request-quotes-dialog';
import '../quotes.scss';

export interface QuoteSummary {
  quoteId: number;
  dealer: string;
  place: string;
  partNumbers: string[];
  total: number;
  leadTimeDays: number;
  status: string;
  expired: boolean;
}

/** One entry per quote (a quote may answer several numbers of the request), cheapest first. */
export function quoteSummaries(compare: QuoteCompare): QuoteSummary[] {
  const byId = new Map<number, QuoteSummary>();
  for (const group of compare.groups)
    for (const row of group.quotes) {
      const seen = byId.get(row.quoteId);
      if (seen) {
        seen.total += row.total;
        seen.leadTimeDays = Math.max(seen.leadTimeDays, row.leadTimeDays);
        if (!seen.partNumbers.includes(group.partNumber)) seen.partNumbers.push(group.partNumber);
        continue;
      }
      byId.set(row.quoteId, {
        quoteId: row.quoteId,
        dealer: row.dealer.name,
        place: [row.dealer.city, row.dealer.state].filter(Boolean).join(', '),
        partNumbers: [group.partNumber],
        total: row.total,
        leadTimeDays: row.leadTimeDays,
        status: row.status,
        expired: row.expired,
      });
    }
  return [...byId.values()].sort((a, b) => a.total - b.total || a.quoteId - b.quoteId);
}

/**
 * The Quotes section of a fresh search answer (issue 26): the request's quotes as they arrive (asked
 * again every few seconds while the page is open, so a new one shows without a reload), "Compare quotes",
 * and "Request quotes" from the dealers of chosen rows or from every dealer that stocks the number.
 */
export function SearchQuotesPanel({ target }: { target: SearchQuotesTarget }) {
  const query = useQuoteCompare(target.partSearchId, 'total');
  const quotes = useMemo(() => (query.data ? quoteSummaries(query.data) : []), [query.data]);
  const [asking, setAsking] = useState(target.rowsOnly === true);
  const [sent, setSent] = useState<number | null>(null);

  return (
    <Card className="mb-3 qq-search-quotes" as="section" aria-labelledby="qq-search-quotes-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0" id="qq-search-quotes-title">
          Quotes
        </h2>
        <Badge bg={quotes.length ? 'warning' : 'secondary'} text={quotes.length ? 'dark' : undefined}>
          <span data-testid="quotes-badge">{quotes.length}</span>
          <span className="visually-hidden"> quotes</span>
        </Badge>
        <div className="ms-auto d-flex flex-wrap align-items-center gap-2">
          {quotes.length > 0 && (
            <Link to={`/quotes/compare/${target.partSearchId}`} className="btn btn-sm btn-outline-dark">
              Compare quotes
            </Link>
          )}
          <Button size="sm" variant="primary" onClick={() => setAsking(true)}>
            Request quotes
          </Button>
        </div>
      </Card.Header>
      {sent !== null && (
        <Alert variant="success" className="m-2 mb-0 py-2" dismissible onClose={() => setSent(null)}>
          Quote request sent to {sent} {sent === 1 ? 'dealer' : 'dealers'}. Their quotes show here as they
          arrive.
        </Alert>
      )}
      {quotes.length === 0 ? (
        <Card.Body className="py-2 small text-secondary">
          No quotes yet. Ask dealers for a priced quote; each one shows here within seconds.
        </Card.Body>
      ) : (
        <Table size="sm" className="mb-0 small align-middle qq-stack">
          <tbody>
            {quotes.map((q) => (
              <tr key={q.quoteId} className={q.status === 'expired' ? 'text-secondary' : undefined}>
                <td data-label="Dealer">
                  <span>
                    <span className="fw-semibold">{q.dealer}</span>
                    {q.place && <span className="d-block text-secondary">{q.place}</span>}
                  </span>
                </td>
                <td data-label="Part numbers" className="text-break">
                  {q.partNumbers.join(', ')}
                </td>
                <td data-label="Total" className="text-end text-nowrap">
                  {formatCents(q.total)}
                </td>
                <td data-label="Lead time" className="text-nowrap">
                  {leadTimeText(q.leadTimeDays)}
                </td>
                <td data-label="Status">
                  {q.status === 'expired' ? (
                    M.expired
                  ) : q.status === 'updated' ? (
                    <Badge bg="info">updated</Badge>
                  ) : (
                    <Badge bg={q.status === 'accepted' ? 'success' : 'light'} text="dark">
                      {q.status}
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {asking && (
        <RequestQuotesDialog
          target={target}
          onClose={() => setAsking(false)}
          onSent={(n) => {
            setAsking(false);
            setSent(n);
          }}
        />
      )}
    </Card>
  );
}
