import { Alert, Badge, Button, Card, Container, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  PART_MATCHER_MESSAGES as M,
  noPartsToDisplayMessage,
  type OwnPartSearch,
} from '@ironmatch/contracts/part-matcher';
import { RequireAuth } from '../../lib/require-auth';
import { usePartResults } from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { PartResultsTable } from './components/part-results-table';
import { formatDateTime } from './format-date';
import { partViewOf } from './part-view';

function SearchCard({ search }: { search: OwnPartSearch }) {
  const parts = search.PartSearchResults.map(partViewOf);
  const filters = [
    search.manufacturer && `Manufacturer: ${search.manufacturer}`,
    search.condition && `Condition: ${search.condition}`,
    search.description && `Description: ${search.description}`,
  ].filter(Boolean);
  return (
    <Card className="mb-3">
      <Card.Header>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 className="h5 mb-0">Results for {search.partNumber}</h2>
          <span className="small text-secondary">
            <time dateTime={search.createdAt}>{formatDateTime(search.createdAt)}</time>
            <Badge bg={parts.length ? 'dark' : 'secondary'} className="ms-2">
              {parts.length} {parts.length === 1 ? 'part' : 'parts'}
            </Badge>
          </span>
        </div>
        {filters.length > 0 && <div className="small text-secondary mt-1">{filters.join(' · ')}</div>}
      </Card.Header>
      {parts.length ? (
        <PartResultsTable parts={parts} caption={`Parts found for ${search.partNumber}`} />
      ) : (
        <Card.Body>
          <p className="mb-0">
            {noPartsToDisplayMessage(search.partNumber, search.manufacturer, search.condition)}
          </p>
        </Card.Body>
      )}
    </Card>
  );
}

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

function Results() {
  const query = usePartResults();
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
  const total = query.data.pages[0]?.count ?? searches.length;
  return (
    <>
      <p className="text-secondary small" aria-live="polite">
        Showing {searches.length} of {total} searches
      </p>
      {searches.map((s) => (
        <SearchCard key={s.id} search={s} />
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
