import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Col, Container, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import {
  ALL_CONDITIONS,
  ALL_MANUFACTURERS,
  MIN_PART_NUMBER_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  PART_MATCHER_MESSAGES as M,
  guestSearchPartNumber,
  normalizePartNumber,
  noPartsToDisplayMessage,
} from '@ironmatch/contracts/part-matcher-rules';
import { useGuestPartSearch } from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { useMemberRedirect } from './components/member-redirect';
import { MatchKindBadge, MatchKindSections } from './components/match-kind';
import { ConditionSelect, ManufacturerSelect } from './components/search-selects';
import './part-matcher.scss';

function CreateAccountLink() {
  return (
    <Link to="/register" className="fw-semibold text-nowrap">
      {M.createAccountToView}
    </Link>
  );
}

function Hidden({ what, children }: { what: string; children: React.ReactNode }) {
  return (
    <>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{what} shown to registered users</span>
    </>
  );
}

function GuestRows({ rows, caption }: { rows: GuestPartRow[]; caption: string }) {
  return (
    <Table responsive className="pm-table pm-stack align-middle mb-0">
      <caption className="visually-hidden">
        {caption}; sellers, prices and pictures are hidden for guests
      </caption>
      <thead>
        <tr>
          <th scope="col">Company Name</th>
          <th scope="col">Part Number</th>
          <th scope="col">Description</th>
          <th scope="col">Condition</th>
          <th scope="col">Price</th>
          <th scope="col" className="pm-hide-sm">
            Pictures
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          // The placement rule runs over the whole answer (server side), whichever section the row is in.
          const invite = row.createAccountToView;
          return (
            <tr key={row.id} className={invite ? 'table-warning' : undefined}>
              <td data-label="Company">
                {invite ? (
                  <CreateAccountLink />
                ) : (
                  <Hidden what="Seller">
                    <span className="pm-blur-text">{row.companyName}</span>
                  </Hidden>
                )}
              </td>
              <td data-label="Part Number">
                <span className="fw-semibold">{row.partNumber}</span>{' '}
                <MatchKindBadge kind={row.matchKind} label={row.matchLabel} />
              </td>
              <td data-label="Description">{row.description}</td>
              <td data-label="Condition">{row.condition}</td>
              <td data-label="Price">
                {invite ? (
                  <CreateAccountLink />
                ) : (
                  <Hidden what="Price">
                    <span className="pm-blurred-box" />
                  </Hidden>
                )}
              </td>
              <td className="pm-hide-sm">
                <Hidden what="Pictures">
                  <span className="pm-blurred-box" />
                </Hidden>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** /partmatcher/guestpartsearch/:partNumber? (spec marketplace 2): masked rows, pushed towards /register. */
export function GuestPartSearchPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const pn = normalizePartNumber(params.partNumber ?? '');
  const make = query.get('manufacturer');
  const member = new URLSearchParams();
  if (pn) member.set('partNumber', pn);
  if (make) member.set('manufacturer', make);
  const redirect = useMemberRedirect(`/partmatcher/partsearch${member.size ? `?${member}` : ''}`);
  return redirect ?? <GuestPartSearch />;
}

function GuestPartSearch() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const search = useGuestPartSearch();
  // The address holds the search (part number, make, condition): each search is a history entry, so
  // Back returns to the previous search and a reload repeats the current one. A guest browse row
  // carries its make over (?manufacturer=CAT).
  const addressed = {
    partNumber: normalizePartNumber(params.partNumber ?? ''),
    manufacturer: query.get('manufacturer') || ALL_MANUFACTURERS,
    condition: query.get('condition') || ALL_CONDITIONS,
  };
  // The server's HTML for this address has the same first value (contracts' fillPrerenderedPartNumber).
  const [partNumber, setPartNumber] = useState(guestSearchPartNumber(params.partNumber ?? ''));
  const [manufacturer, setManufacturer] = useState(addressed.manufacturer);
  const [condition, setCondition] = useState(addressed.condition);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  const [searchedFilters, setSearchedFilters] = useState<{ manufacturer?: string; condition?: string }>({});

  const { mutate } = search;
  const addressKey = `${addressed.partNumber}|${addressed.manufacturer}|${addressed.condition}`;
  useEffect(() => {
    const [pn = '', m = ALL_MANUFACTURERS, c = ALL_CONDITIONS] = addressKey.split('|');
    setPartNumber(pn.slice(0, PART_NUMBER_MAX_LENGTH));
    setManufacturer(m);
    setCondition(c);
    if (pn.length > PART_NUMBER_MAX_LENGTH) setInvalid(M.partNumberTooLong);
    else if (pn.length >= MIN_PART_NUMBER_LENGTH) {
      setSearched(pn);
      setSearchedFilters({ manufacturer: m, condition: c });
      mutate({ partNumber: pn, manufacturer: m, condition: c });
    }
  }, [addressKey, mutate]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (partNumber.length < MIN_PART_NUMBER_LENGTH || partNumber.length > PART_NUMBER_MAX_LENGTH) {
      setInvalid(partNumber.length < MIN_PART_NUMBER_LENGTH ? M.partNumberTooShort : M.partNumberTooLong);
      return;
    }
    setInvalid(null);
    const filters = new URLSearchParams();
    if (manufacturer !== ALL_MANUFACTURERS) filters.set('manufacturer', manufacturer);
    if (condition !== ALL_CONDITIONS) filters.set('condition', condition);
    const next = `${partNumber}|${manufacturer}|${condition}`;
    if (next === addressKey) {
      // The same search again: nothing new for the history.
      setSearched(partNumber);
      setSearchedFilters({ manufacturer, condition });
      mutate({ partNumber, manufacturer, condition });
      return;
    }
    const qs = filters.toString();
    navigate(`/partmatcher/guestpartsearch/${encodeURIComponent(partNumber)}${qs ? `?${qs}` : ''}`);
  };

  // Up to 100 rows are drawn in the background, in slices, so the page keeps answering a tap meanwhile.
  const shown = useDeferredValue(search.data);
  const rows = shown ?? [];
  return (
    <>
      <PageHeader title="Part Search">
        Find which dealers stock a part. Sellers and prices show once you register.
      </PageHeader>
      <Container fluid="xl" className="pb-5">
        <Card className="mb-4">
          <Card.Body>
            <Form noValidate onSubmit={onSubmit} aria-label="Guest part search">
              <Row className="g-3 align-items-end">
                <Col md={4}>
                  <Form.Group controlId="pm-guest-part-number">
                    <Form.Label>Part Number</Form.Label>
                    <Form.Control
                      value={partNumber}
                      onChange={(e) => {
                        setPartNumber(normalizePartNumber(e.target.value));
                        if (invalid) setInvalid(null);
                      }}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      isInvalid={Boolean(invalid)}
                      placeholder="e.g. 1R0750"
                      maxLength={PART_NUMBER_MAX_LENGTH}
                    />
                    <Form.Control.Feedback type="invalid">{invalid}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                <Col md={4} lg={3}>
                  <ManufacturerSelect
                    id="pm-guest-manufacturer"
                    guest
                    value={manufacturer}
                    onChange={setManufacturer}
                  />
                </Col>
                <Col md={4} lg={3}>
                  <ConditionSelect id="pm-guest-condition" value={condition} onChange={setCondition} />
                </Col>
                <Col xs={12} lg={2} className="d-flex align-items-end pm-search-button-col">
                  <Button type="submit" variant="primary" className="px-4 w-100" disabled={search.isPending}>
                    {search.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
                    Search
                  </Button>
                </Col>
              </Row>
            </Form>
          </Card.Body>
        </Card>

        {/* A search in the address or under way: its results fill the first screen when they come. */}
        <div
          aria-live="polite"
          className={addressed.partNumber || searched || search.isPending ? 'im-results-area' : undefined}
        >
          {search.isError && (
            <Alert variant="danger" role="alert">
              {errorText(search.error, M.fetchResultsFailed, { network: M.networkError101 })}
            </Alert>
          )}
          {search.isSuccess && searched && shown === search.data && (
            <Card>
              <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <h2 className="h5 mb-0">Results for {searched}</h2>
                <Badge bg="dark">
                  {rows.length} {rows.length === 1 ? 'part' : 'parts'}
                </Badge>
              </Card.Header>
              {rows.length ? (
                <>
                  <MatchKindSections
                    partNumber={searched}
                    rows={rows}
                    render={(list, caption) => <GuestRows rows={list} caption={caption} />}
                  />
                  <Card.Footer className="small">
                    Seller names, prices and pictures are shown to registered businesses.{' '}
                    <Link to="/register">Create an account</Link> to contact sellers and order.
                  </Card.Footer>
                </>
              ) : (
                <Card.Body>
                  <p className="mb-1">
                    {noPartsToDisplayMessage(
                      searched,
                      searchedFilters.manufacturer,
                      searchedFilters.condition,
                    )}
                  </p>
                  <p className="mb-0 small text-secondary">
                    Dealers on IronMatch can still find it for you: <Link to="/register">register</Link> to
                    send a general request to every dealer.
                  </p>
                </Card.Body>
              )}
            </Card>
          )}
        </div>
      </Container>
    </>
  );
}
