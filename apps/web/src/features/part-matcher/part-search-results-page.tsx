import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Form, Spinner } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { PART_MATCHER_MESSAGES as M, normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { RequireAuth } from '../../lib/require-auth';
import { usePartResults } from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { SearchRequestCard, groupByRequest } from './components/search-request-card';

/** /partmatcher/partsearchresult (spec marketplace 2): my past searches, 25 then 25 more. */
export function PartSearchResultsPage() {
  return (
    <RequireAuth company verified>
      <PageHeader title="Part Search Results">
        Your company's past part searches and what they found.
      </PageHeader>
      <Container fluid="xl" className="pb-5">
        <Results />
      </Container>
    </RequireAuth>
  );
}

/** The part number filter, kept in the address (?partNumber=) so a reload or Back keeps it. */
function useResultsFilter(): [string, string, (v: string) => void] {
  const [params, setParams] = useSearchParams();
  const applied = normalizePartNumber(params.get('partNumber') ?? '');
  // What is typed; the address follows after a pause (replacing the entry: a filter is no page to go Back to).
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    if (typed === applied) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (typed) next.set('partNumber', typed);
      else next.delete('partNumber');
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, applied, params, setParams]);
  return [typed, applied, (v) => setTyped(normalizePartNumber(v))];
}

function ResultsFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Form.Group controlId="pm-results-filter" className="mb-3 pm-results-filter">
      <Form.Label className="small fw-semibold mb-1">Filter by part number</Form.Label>
      <Form.Control
        type="search"
        size="sm"
        value={value}
        maxLength={60}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. 1R0750"
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Group>
  );
}

function Results() {
  const [typed, filter, setFilter] = useResultsFilter();
  const query = usePartResults(filter);
  const filterBox = <ResultsFilter value={typed} onChange={setFilter} />;
  if (query.isPending) {
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="secondary" />
        <span className="visually-hidden">Loading your searches...</span>
      </div>
    );
  }
  if (!query.data) {
    return (
      <Alert variant="danger" role="alert">
        {errorText(query.error, M.fetchResultsFailed, { network: M.networkError101 })}
      </Alert>
    );
  }
  const searches = query.data.pages.flatMap((p) => p.searches);
  if (searches.length === 0 && filter) {
    return (
      <>
        {filterBox}
        <p className="text-secondary" role="status">
          No searches for part numbers beginning with {filter}.
        </p>
      </>
    );
  }
  if (searches.length === 0) {
    return (
      <Card body className="text-center py-4">
        <p className="lead mb-2">{M.noPartsSearched}</p>
        <Link to="/partmatcher/partsearch" className="btn btn-primary">
          Search for a part
        </Link>
      </Card>
    );
  }
  const requests = groupByRequest(searches);
  const total = query.data.pages[0]?.count ?? requests.length;
  return (
    <>
      {filterBox}
      <p className="text-secondary small" aria-live="polite">
        Showing {requests.length} of {total} searches
      </p>
      {requests.map((r) => (
        <SearchRequestCard key={r[0]!.requestId} searches={r} />
      ))}
      {query.isError && (
        <Alert variant="danger" role="alert">
          {errorText(query.error, M.fetchResultsFailed, { network: M.networkError101 })}
        </Alert>
      )}
      {query.hasNextPage && (
        <div className="text-center my-4">
          <Button
            variant="outline-dark"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Spinner size="sm" className="me-2" aria-hidden />}
            Show More
          </Button>
        </div>
      )}
    </>
  );
}
