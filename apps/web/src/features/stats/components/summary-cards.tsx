import { Card } from 'react-bootstrap';
import type { StatsOverview } from '@ironmatch/contracts/stats';
import { changeText, durationText } from '@ironmatch/contracts/stats-rules';
import { formatCount } from '../../../lib/format';
import { formatRange } from '../stats-format';
import { FIGURES, figureText } from './trend-chart';

/**
 * The totals' cards: the chart's figures, and after Quick Quotes sent what buyers did with them
 * (issue 26; cards only, so the chart's table and series.csv keep issue 27's columns).
 */
const TOTALS = FIGURES.flatMap((f) =>
  f.key === 'quickQuotesSent'
    ? [
        f,
        { key: 'quickQuotesAccepted' as const, label: 'Quick Quotes accepted' },
        { key: 'quickQuotesDeclined' as const, label: 'Quick Quotes declined' },
      ]
    : [f],
);

/** The period's totals, each with its change against the previous period. */
export function TotalsGrid({ overview }: { overview: StatsOverview }) {
  const { totals, previousTotals, period } = overview;
  return (
    <section aria-labelledby="stats-totals-title" className="mb-3">
      <h2 id="stats-totals-title" className="visually-hidden">
        Totals
      </h2>
      <div className="im-stats-totals">
        {TOTALS.map((f) => {
          const change = changeText(totals[f.key], previousTotals[f.key]);
          const tone =
            change.startsWith('+') || change === 'new' ? 'up' : change.startsWith('-') ? 'down' : 'flat';
          return (
            <Card key={f.key} className="h-100 im-stats-total">
              <Card.Body className="p-2 p-sm-3">
                <div className="small text-muted lh-sm">{f.label}</div>
                <div className="fs-4 fw-semibold">{figureText(f.key, totals[f.key])}</div>
                <div className={`small im-stats-change im-stats-change--${tone}`}>
                  {change}{' '}
                  <span className="text-muted">
                    vs {figureText(f.key, previousTotals[f.key])}
                    <span className="visually-hidden">
                      {' '}
                      in the previous period, {formatRange(period.previousFrom, period.previousTo)}
                    </span>
                  </span>
                </div>
              </Card.Body>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

/** My median reply time against the network's. */
export function ReplyTimeCard({ overview }: { overview: StatsOverview }) {
  const { replyTime } = overview;
  return (
    <Card as="section" aria-labelledby="stats-reply-title" className="h-100">
      <Card.Body>
        <h2 id="stats-reply-title" className="h5">
          Reply time
        </h2>
        <p className="small text-muted">
          From a search of your parts or a new message to your first message, reply or Quick Quote to that
          company.
        </p>
        <dl className="row mb-0">
          <dt className="col-7">Your median</dt>
          <dd className="col-5 fs-5 fw-semibold text-end">{durationText(replyTime.medianSeconds)}</dd>
          <dt className="col-7">Network median</dt>
          <dd className="col-5 fs-5 text-end">{durationText(replyTime.networkMedianSeconds)}</dd>
        </dl>
        <p className="small text-muted mb-0">
          {formatCount(replyTime.answered)} searches and messages answered.{' '}
          {replyTime.networkCompanies === null
            ? 'The network median needs the replies of at least 5 member companies.'
            : `The network median is over ${formatCount(replyTime.networkCompanies)} member companies.`}
        </p>
      </Card.Body>
    </Card>
  );
}

const STAGES = [
  ['searched', 'Searched my parts'],
  ['answered', 'Answered (message or quote)'],
  ['ordered', 'Ordered'],
  ['paid', 'Paid'],
] as const;

/** Buyer companies from search to payment, each stage a share of the first. */
export function FunnelCard({ overview }: { overview: StatsOverview }) {
  const { funnel } = overview;
  return (
    <Card as="section" aria-labelledby="stats-funnel-title" className="h-100">
      <Card.Body>
        <h2 id="stats-funnel-title" className="h5">
          Funnel
        </h2>
        <p className="small text-muted">Buyer companies in the period, at each step.</p>
        <ol className="list-unstyled mb-0">
          {STAGES.map(([key, label]) => {
            const share = funnel.searched === 0 ? 0 : Math.round((funnel[key] / funnel.searched) * 100);
            return (
              <li key={key} className="mb-2">
                <div className="d-flex justify-content-between small">
                  <span>{label}</span>
                  <span className="fw-semibold">
                    {formatCount(funnel[key])} <span className="text-muted fw-normal">({share}%)</span>
                  </span>
                </div>
                <div className="im-stats-bar" aria-hidden="true">
                  <div style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      </Card.Body>
    </Card>
  );
}
