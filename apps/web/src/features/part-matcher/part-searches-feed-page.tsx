import { Container } from 'react-bootstrap';
import { PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';
import { useSearchParams } from 'react-router';
import { QuickQuoteSlot } from '../../lib/quote-actions';
import { RequireAuth } from '../../lib/require-auth';
import { useAllPartSearches, usePartSearchesByCompany } from './api';
import { PageHeader } from './components/page-header';
import { PartSearchFeed } from './components/part-search-feed';
import { usePageParam } from './use-page-param';

/** /netcomonly/partsearches: every part search by others this week (spec marketplace 2). */
export function AllPartSearchesPage() {
  return (
    <RequireAuth member>
      <PageHeader title="All Part Searches">Part searches made on IronMatch in the last 7 days.</PageHeader>
      <Container fluid="xl" className="pb-5">
        <AllPartSearches />
      </Container>
    </RequireAuth>
  );
}

function AllPartSearches() {
  const [page, setPage] = usePageParam();
  const query = useAllPartSearches(page);
  return (
    <PartSearchFeed
      items={(query.data?.rows ?? []).map((s) => ({
        key: s.id,
        search: s,
        hasBeenMessaged: s.hasBeenMessaged,
        myQuote: s.myQuote ?? null,
      }))}
      count={query.data?.count ?? 0}
      page={page}
      onPage={setPage}
      isPending={query.isPending}
      error={query.error}
      emptyText={M.noPartSearches}
    />
  );
}

/** /netcomonly/partsearchesbycompany: searches that matched our company's parts (spec marketplace 2). */
export function PartSearchesByCompanyPage() {
  return (
    <RequireAuth member>
      <PageHeader title="Part Requests">
        Searches that matched your company's parts. Open a part number to see which.
      </PageHeader>
      <Container fluid="xl" className="pb-5">
        <PartSearchesByCompany />
      </Container>
    </RequireAuth>
  );
}

function PartSearchesByCompany() {
  const [page, setPage] = usePageParam();
  const query = usePartSearchesByCompany(page);
  // The dealer email's Quick Quote link (issue 26): /netcomonly/partsearchesbycompany?quickQuote={partSearchId}.
  const [params] = useSearchParams();
  const quickQuote = Number(params.get('quickQuote')) || null;
  return (
    <>
      {quickQuote !== null && (
        <div className="mb-3">
          <QuickQuoteSlot
            target={{ partSearchId: quickQuote, buyerName: '', myQuote: null, autoOpen: true }}
          />
        </div>
      )}
      <PartSearchFeed
        items={[]}
        received={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        onPage={setPage}
        isPending={query.isPending}
        error={query.error}
        emptyText={M.noPartRequests}
      />
    </>
  );
}
