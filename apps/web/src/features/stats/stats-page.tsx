import { useState } from 'react';
import { Alert, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import type { StatsCsvName } from '@ironmatch/contracts/stats-rules';
import { errorText } from '../../lib/api-client';
import { RequireAuth } from '../../lib/require-auth';
import { formatCount } from '../../lib/format';
import { downloadStatsCsv, useStatsOverview, useStatsTable, type PeriodParams } from './api';
import { PartsChart } from './components/parts-chart';
import { PeriodPicker } from './components/period-picker';
import { StatsTable } from './components/stats-table';
import { FunnelCard, ReplyTimeCard, TotalsGrid } from './components/summary-cards';
import { TrendChart } from './components/trend-chart';
import { formatPrice, formatRange } from './stats-format';
import './stats.scss';

const PAGE = 10;

/** The period in the address (`?period=12m&groupBy=week`), so a reload or a shared link shows the same. */
function usePeriodParams(): [PeriodParams, (p: PeriodParams) => void] {
  const [search, setSearch] = useSearchParams();
  const value: PeriodParams = { period: search.get('period') ?? '12w' };
  for (const key of ['groupBy', 'from', 'to'] as const) {
    const v = search.get(key);
    if (v) value[key] = v;
  }
  const set = (p: PeriodParams) =>
    setSearch(
      Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as Record<string, string>,
      {
        replace: true,
      },
    );
  return [value, set];
}

/** A table's page and filter, back to page 1 when the period changes. */
function useTableState(period: PeriodParams) {
  const key = JSON.stringify(period);
  const [state, setState] = useState({ key, page: 1, q: '' });
  const current = state.key === key ? state : { key, page: 1, q: state.q };
  return {
    page: current.page,
    q: current.q,
    setPage: (page: number) => setState({ ...current, page }),
    setQ: (q: string) => setState({ ...current, q, page: 1 }),
  };
}

/** /stats (issue 27): what a member's parts are searched for, by whom, how fast it answers, and what it misses. */
export function StatsPage() {
  return (
    <RequireAuth member>
      <StatsManager />
    </RequireAuth>
  );
}

function StatsManager() {
  const [period, setPeriod] = usePeriodParams();
  const overview = useStatsOverview(period);
  const parts = useTableState(period);
  const regions = useTableState(period);
  const companies = useTableState(period);
  const lost = useTableState(period);
  const partRows = useStatsTable('parts', period, parts.page, PAGE, parts.q);
  const regionRows = useStatsTable('regions', period, regions.page, PAGE);
  const companyRows = useStatsTable('companies', period, companies.page, PAGE, companies.q);
  const lostRows = useStatsTable('lost-demand', period, lost.page, PAGE, lost.q);
  const shown = overview.data?.period;
  const csv =
    (name: StatsCsvName, q = '') =>
    () =>
      shown ? downloadStatsCsv(name, period, shown, q) : Promise.resolve();

  return (
    <Container fluid="xl" className="py-4 im-stats">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">Stats Manager</h1>
          <p className="text-muted mb-0">
            Which of your part numbers are searched, by whom and how fast you respond
            {shown ? (
              <>
                : <span className="text-body">{formatRange(shown.from, shown.to)}</span>, compared with{' '}
                {formatRange(shown.previousFrom, shown.previousTo)}.
              </>
            ) : (
              '.'
            )}
          </p>
        </div>
        <PeriodPicker key={JSON.stringify(period)} value={period} onChange={setPeriod} />
      </div>

      {overview.error ? (
        <Alert variant="danger">{errorText(overview.error, 'The stats could not be loaded')}</Alert>
      ) : !overview.data ? (
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Loading...</span>
          </Spinner>
        </div>
      ) : (
        <>
          <TotalsGrid overview={overview.data} />
          <Row className="g-3 mb-3">
            <Col lg={8}>
              <Card as="section" aria-labelledby="stats-trend-title" className="h-100">
                <Card.Body>
                  <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-1">
                    <h2 id="stats-trend-title" className="h5 mb-0">
                      {overview.data.period.groupBy === 'week' ? 'Week by week' : 'Month by month'}
                    </h2>
                    <ExportButton label="Week by week" onExport={csv('series')} />
                  </div>
                  <TrendChart overview={overview.data} />
                </Card.Body>
              </Card>
            </Col>
            <Col lg={4}>
              <div className="d-flex flex-column gap-3 h-100">
                <ReplyTimeCard overview={overview.data} />
                <FunnelCard overview={overview.data} />
              </div>
            </Col>
          </Row>
        </>
      )}

      <Row className="g-3 mb-3">
        <Col lg={8}>
          <StatsTable
            id="stats-parts"
            title="My most searched part numbers"
            columns={[
              { header: 'Part number', cell: (r) => r.partNumber },
              { header: 'Searches', cell: (r) => formatCount(r.searches), numeric: true },
              { header: 'Buyers', cell: (r) => formatCount(r.buyerCompanies), numeric: true },
              { header: 'My qty', cell: (r) => formatCount(r.quantity), numeric: true },
              { header: 'My price', cell: (r) => formatPrice(r.priceCents), numeric: true },
              { header: 'Quotes', cell: (r) => formatCount(r.quickQuotesSent), numeric: true },
              { header: 'Orders', cell: (r) => formatCount(r.orders), numeric: true },
            ]}
            rowKey={(r) => r.partNumber}
            data={partRows.data}
            error={partRows.error}
            loading={partRows.isFetching}
            page={parts.page}
            pageSize={PAGE}
            onPage={parts.setPage}
            filter={{
              label: 'Part number starts with',
              placeholder: 'Part number starts with...',
              value: parts.q,
              onChange: parts.setQ,
            }}
            empty="None of your part numbers was searched in this period."
            onExport={csv('parts', parts.q)}
          >
            {partRows.data && <PartsChart rows={partRows.data.rows} />}
          </StatsTable>
        </Col>
        <Col lg={4}>
          <StatsTable
            id="stats-regions"
            title="Buyers by region"
            description="Searches of your parts by the buyer's shipping state."
            columns={[
              { header: 'State', cell: (r) => r.state },
              { header: 'Searches', cell: (r) => formatCount(r.searches), numeric: true },
              { header: 'Buyer companies', cell: (r) => formatCount(r.buyerCompanies), numeric: true },
            ]}
            rowKey={(r) => r.state}
            data={regionRows.data}
            error={regionRows.error}
            loading={regionRows.isFetching}
            page={regions.page}
            pageSize={PAGE}
            onPage={regions.setPage}
            empty="No searches of your parts in this period."
            onExport={csv('regions')}
          />
        </Col>
      </Row>

      <Row className="g-3">
        <Col lg={5}>
          <StatsTable
            id="stats-companies"
            title="Buyers by company"
            columns={[
              { header: 'Company', cell: (r) => r.companyName },
              { header: 'State', cell: (r) => r.state },
              { header: 'Searches', cell: (r) => formatCount(r.searches), numeric: true },
            ]}
            rowKey={(r) => String(r.companyId)}
            data={companyRows.data}
            error={companyRows.error}
            loading={companyRows.isFetching}
            page={companies.page}
            pageSize={PAGE}
            onPage={companies.setPage}
            filter={{
              label: 'Company name contains',
              placeholder: 'Company name...',
              value: companies.q,
              onChange: companies.setQ,
            }}
            empty="No buyer company searched your parts in this period."
            onExport={csv('companies', companies.q)}
          />
        </Col>
        <Col lg={7}>
          <StatsTable
            id="stats-lost"
            title="Lost demand"
            description="Part numbers buyers searched under your makes that you do not have in stock: what to buy next."
            columns={[
              { header: 'Part number', cell: (r) => r.partNumber },
              { header: 'Make', cell: (r) => r.manufacturer },
              { header: 'Searches', cell: (r) => formatCount(r.searches), numeric: true },
              { header: 'Buyers', cell: (r) => formatCount(r.buyerCompanies), numeric: true },
              { header: 'Other dealers', cell: (r) => formatCount(r.otherDealers), numeric: true },
            ]}
            rowKey={(r) => `${r.partNumber}/${r.manufacturer}`}
            data={lostRows.data}
            error={lostRows.error}
            loading={lostRows.isFetching}
            page={lost.page}
            pageSize={PAGE}
            onPage={lost.setPage}
            filter={{
              label: 'Part number starts with',
              placeholder: 'Part number starts with...',
              value: lost.q,
              onChange: lost.setQ,
            }}
            empty="No lost demand in this period: you stock what buyers searched under your makes."
            onExport={csv('lostDemand', lost.q)}
          />
        </Col>
      </Row>
    </Container>
  );
}

/** 'Export CSV' outside a table card (the chart's series). */
function ExportButton({ label, onExport }: { label: string; onExport: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  return (
    <div className="text-end">
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={busy}
        aria-label={`Export CSV: ${label}`}
        onClick={() => {
          setBusy(true);
          setProblem(undefined);
          onExport()
            .catch((err: Error) => setProblem(err.message))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Exporting...' : 'Export CSV'}
      </button>
      {problem && <div className="small text-danger">{problem}</div>}
    </div>
  );
}
