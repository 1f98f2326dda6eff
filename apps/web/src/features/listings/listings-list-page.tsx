import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  ALL_CATEGORIES,
  ALL_COMPANIES,
  LISTING_MESSAGES as M,
  listingPageCount,
  normalizeModelNumber,
} from '@ironmatch/contracts/listing-rules';
import { type ListingCategoryInfo } from '@ironmatch/contracts/listing-categories';
import { type GuestListing, type Listing } from '@ironmatch/contracts/listings';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { useFilterList, useListingsPage, type ListState } from './api';
import { ListingsTable } from './components/listings-table';
import { INITIAL_LIST_STATE, loadGuestListState, saveGuestListState, sortBy, withFilter } from './list-state';
import './listings.scss';

// The detail dialog (Modal, Carousel, the fields) loads once the list is on screen, not with the page.
const loadDetailModal = () => import('./components/listing-detail-modal');
const ListingDetailModal = lazy(async () => ({ default: (await loadDetailModal()).ListingDetailModal }));

/** The model-number box: uppercase A-Z0-9 as typed (spec 5), applied after a short pause. */
function ModelNumberFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  // The latest callback, so a re-render while typing never restarts the pause.
  const apply = useRef(onChange);
  useEffect(() => {
    apply.current = onChange;
  });
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => apply.current(draft), 350);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Form.Group controlId="fs-model-filter">
      <Form.Label>Model Number</Form.Label>
      <Form.Control
        value={draft}
        placeholder="e.g. 320D"
        autoComplete="off"
        onChange={(e) => setDraft(normalizeModelNumber(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(draft);
        }}
      />
    </Form.Group>
  );
}

/** A for-sale list, logged in or guest (spec marketplace 2, 4, 9): sort, filters, 50 a page, detail dialog. */
export function ListingsListPage({ category, guest }: { category: ListingCategoryInfo; guest: boolean }) {
  // A guest's list comes back as it was left in this tab (session storage). The guest pages are
  // prerendered with the first page of the list: hydration starts from that, then restores.
  const hydrated = useHydrated();
  const [state, setState] = useState<ListState>(() =>
    guest && hydrated ? loadGuestListState(category.code) : INITIAL_LIST_STATE,
  );
  const restored = useRef(!guest || hydrated);
  const [open, setOpen] = useState<Listing | GuestListing | null>(null);
  // Mounted from the first open on, so the dialog can close (and reopen) like any other.
  const [detailUsed, setDetailUsed] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    if (!restored.current) {
      restored.current = true;
      setState(loadGuestListState(category.code));
      return;
    }
    if (guest) saveGuestListState(category.code, state);
  }, [hydrated, guest, category.code, state]);
  useEffect(() => {
    document.title = `${category.heading} | IronMatch`;
  }, [category.heading]);

  const filters = useFilterList(guest, category.code, state.subCategoryMod);
  const list = useListingsPage(guest, category.code, state);
  // 50 rows are drawn in the background, in slices, so the page keeps answering a tap meanwhile.
  const shown = useDeferredValue(list.data);
  const listShown = shown !== undefined;
  useEffect(() => {
    if (listShown) void loadDetailModal();
  }, [listShown]);
  const total = list.data?.totalCount ?? 0;
  const pages = listingPageCount(total);
  const error = list.isError
    ? errorText(list.error, M.fetchResultsFailed, { network: M.networkError201 })
    : null;
  const go = (next: ListState) => {
    setState(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">{category.heading}</h1>
          <p className="mb-0 text-white-50">Offered by dealers of the IronMatch network.</p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {guest && (
          <Alert variant="light" className="border">
            Prices, pictures and sellers are shown to registered businesses.{' '}
            <Link to="/register">Create an account</Link> or <Link to="/login">log in</Link> to see them.
          </Alert>
        )}
        <Row className="g-3 align-items-end mb-3">
          <Col xs={12} sm={6} md={3}>
            <ModelNumberFilter
              value={state.modelNum}
              onChange={(modelNum) => go(withFilter(state, { modelNum }))}
            />
          </Col>
          <Col xs={12} sm={6} md={3}>
            <Form.Group controlId="fs-subcategory-filter">
              <Form.Label>Category</Form.Label>
              <Form.Select
                value={state.subCategoryMod}
                onChange={(e) => go(withFilter(state, { subCategoryMod: e.target.value }))}
              >
                <option value="">{ALL_CATEGORIES}</option>
                {(filters.data?.subCategoryList ?? []).map((s) => (
                  <option key={s.subcat_name} value={s.subcat_name}>
                    {s.subcat_name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          {!guest && (
            <Col xs={12} sm={6} md={3}>
              <Form.Group controlId="fs-company-filter">
                <Form.Label>Company</Form.Label>
                <Form.Select
                  value={state.companyMod}
                  onChange={(e) => go(withFilter(state, { companyMod: e.target.value }))}
                >
                  <option value="">{ALL_COMPANIES}</option>
                  {(filters.data?.companyList ?? []).map((c) => (
                    <option key={c.companyname} value={c.companyname}>
                      {c.companyname}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          )}
          <Col className="text-secondary small" aria-live="polite">
            {list.data && `${formatCount(total)} listings`}
            {list.isFetching && <Spinner size="sm" className="ms-2" aria-label="Loading" />}
          </Col>
        </Row>
        {filters.isError && (
          <Alert variant="warning">
            {errorText(filters.error, M.noFilters, { network: M.networkError201 })}
          </Alert>
        )}
        <div className="im-results-area">
          <Card>
            <ListingsTable
              rows={shown?.attachments ?? []}
              guest={guest}
              mod={state.mod}
              onSort={(field) => go(sortBy(state, field))}
              onOpen={(row) => {
                setDetailUsed(true);
                setOpen(row);
              }}
              loading={list.isPending || shown !== list.data}
              error={error}
            />
          </Card>
        </div>
        <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label="Pages">
          <Button
            variant="outline-dark"
            size="sm"
            disabled={state.page <= 1 || list.isFetching}
            onClick={() => go({ ...state, page: state.page - 1 })}
          >
            Previous
          </Button>
          <span aria-live="polite" className="fw-semibold" data-testid="page-label">
            Page {state.page} of {Math.max(1, pages)}
          </span>
          <Button
            variant="outline-dark"
            size="sm"
            disabled={state.page >= pages || list.isFetching}
            onClick={() => go({ ...state, page: state.page + 1 })}
          >
            Next
          </Button>
        </nav>
      </Container>
      {detailUsed && (
        <Suspense fallback={null}>
          <ListingDetailModal row={open} guest={guest} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
