import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { listingPageCount } from '@ironmatch/contracts/listing-rules';
import { LISTING_CATEGORIES } from '@ironmatch/contracts/listing-categories';
import { type OwnListing } from '@ironmatch/contracts/listings';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatCount } from '../../lib/format';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { useMyListings, useRemoveListing, type MyListingsState } from './api';
import { ListingForm } from './components/manage-listing-form';
import { ManageListingsTable } from './components/manage-listings-table';
import { PicturesEditor } from './components/manage-pictures-editor';
import './listings.scss';

const FIRST: MyListingsState = { page: 1, q: '', category: null };

/** Who may list (issue 21 item 6): the rule itself comes with membership applications (issue 30). */
function WhoMayList() {
  const { claims } = useAuth();
  if (claims?.memid) return null;
  return (
    <Alert variant="light" className="border" data-testid="who-may-list">
      For-sale listings are for members of the IronMatch network: dealers who hold the equipment at their own
      yard. Your company is not a member yet; see <Link to="/services/partseller">Part Seller</Link> to join.
    </Alert>
  );
}

/** /forsale/manage: a dealer's own listings (create, edit, remove, pictures), 50 a page, searchable. */
export function ManageListingsPage() {
  const [state, setState] = useState<MyListingsState>(FIRST);
  const mine = useMyListings(state);
  const remove = useRemoveListing();
  const [editing, setEditing] = useState<OwnListing | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Manage Listings | IronMatch';
  }, []);
  const listings = mine.data?.listings ?? [];
  const total = mine.data?.totalCount ?? 0;
  const pages = listingPageCount(total);
  const filtered = state.q.trim() !== '' || state.category !== null;
  // A removal can empty the last page: show the page before it.
  useEffect(() => {
    if (mine.data && mine.data.listings.length === 0 && state.page > 1)
      setState((s) => ({ ...s, page: Math.max(1, pages) }));
  }, [mine.data, state.page, pages]);
  // The listing being edited as it is now: fresher in the list when it is on this page.
  const current =
    editing !== null && editing !== 'new' ? (listings.find((l) => l.id === editing.id) ?? editing) : null;

  const confirmRemove = (l: OwnListing) => {
    if (!window.confirm(`Remove "${l.title}"? It leaves every list at once.`)) return;
    remove.mutate(l.id, {
      onSuccess: () => {
        if (current?.id === l.id) setEditing(null);
        setNote('Listing removed.');
      },
    });
  };

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">Manage Listings</h1>
          <p className="mb-0 text-white-50">
            Put your equipment for sale in front of every dealer and buyer on the network.
          </p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        <WhoMayList />
        {note && (
          <Alert variant="success" dismissible onClose={() => setNote(null)}>
            {note}
          </Alert>
        )}
        {editing === null ? (
          <Button className="mb-3" onClick={() => setEditing('new')}>
            New Listing
          </Button>
        ) : (
          <Card body className="mb-4">
            <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
              <h2 className="h4 mb-0">{current ? `Edit: ${current.title}` : 'New Listing'}</h2>
              <Button variant="outline-secondary" size="sm" onClick={() => setEditing(null)}>
                Close
              </Button>
            </div>
            <ListingForm
              key={current ? current.id : 'new'}
              editing={current}
              onDone={(saved) => {
                setNote(current ? 'Listing updated.' : 'Listing created. Add its pictures below.');
                setEditing(saved);
              }}
            />
            {current && <PicturesEditor listing={current} onChange={setEditing} />}
          </Card>
        )}
        <Row className="g-3 align-items-end mb-3">
          <Col xs={12} sm={6} md={4}>
            <SearchBox
              id="lm-search"
              label="Search listings"
              placeholder="Title or model, e.g. 320D"
              value={state.q}
              onChange={(q) => setState((s) => ({ ...s, q, page: 1 }))}
            />
          </Col>
          <Col xs={12} sm={6} md={3}>
            <Form.Group controlId="lm-category-filter">
              <Form.Label>In category</Form.Label>
              <Form.Select
                value={state.category ?? ''}
                onChange={(e) =>
                  setState((s) => ({
                    ...s,
                    category: e.target.value === '' ? null : Number(e.target.value),
                    page: 1,
                  }))
                }
              >
                <option value="">All categories</option>
                {LISTING_CATEGORIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col className="text-secondary small" aria-live="polite" data-testid="manage-count">
            {mine.data &&
              (filtered
                ? `${formatCount(total)} of your listings match`
                : `${formatCount(total)} listing${total === 1 ? '' : 's'}`)}
            {mine.isFetching && <Spinner size="sm" className="ms-2" aria-label="Loading" />}
          </Col>
        </Row>
        {mine.isError && (
          <Alert variant="danger">Error: {errorText(mine.error, 'Failed to fetch results')}</Alert>
        )}
        {remove.isError && (
          <Alert variant="danger">{errorText(remove.error, 'Failed to remove the listing.')}</Alert>
        )}
        <Card>
          <ManageListingsTable
            listings={listings}
            loading={mine.isPending}
            empty={
              mine.isSuccess && listings.length === 0
                ? filtered
                  ? 'No listing matches the search.'
                  : 'You have no listings yet.'
                : null
            }
            removing={remove.isPending}
            onEdit={(l) => {
              setEditing(l);
              window.scrollTo({ top: 0 });
            }}
            onRemove={confirmRemove}
          />
        </Card>
        <PagePager
          page={state.page}
          pages={pages}
          busy={mine.isFetching}
          onPage={(page) => setState((s) => ({ ...s, page }))}
          labelTestId="manage-page-label"
        />
      </Container>
    </>
  );
}
