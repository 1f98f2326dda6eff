import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ALL_CONDITIONS,
  ALL_MANUFACTURERS,
  MIN_PART_NUMBER_LENGTH,
  MULTI_PART_LIMIT,
  PART_NUMBER_MAX_LENGTH,
  PART_MATCHER_MESSAGES as M,
  guestSearchPartNumber,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher-rules';
import { useGuestMultiPartSearch, useGuestPartSearch } from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { useMemberRedirect } from './components/member-redirect';
import { GuestResultCard } from './components/guest-results';
import { parsePartNumberList, partNumbersBoxValue, pasteIntoPartNumbersBox } from './part-number-input';
import { ConditionSelect, ManufacturerSelect } from './components/search-selects';
import './part-matcher.scss';

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

/** Where a guest search lives: one number in the path, several in `?partNumbers=` (comma separated). */
function guestSearchAddress(partNumbers: string[], manufacturer: string, condition: string): string {
  const query = new URLSearchParams();
  if (partNumbers.length > 1) query.set('partNumbers', partNumbers.join(','));
  if (manufacturer !== ALL_MANUFACTURERS) query.set('manufacturer', manufacturer);
  if (condition !== ALL_CONDITIONS) query.set('condition', condition);
  const qs = query.toString();
  const path = partNumbers.length === 1 ? `/${encodeURIComponent(partNumbers[0]!)}` : '';
  return `/partmatcher/guestpartsearch${path}${qs ? `?${qs}` : ''}`;
}

function GuestPartSearch() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const search = useGuestPartSearch();
  const multi = useGuestMultiPartSearch();
  // The address holds the search (part number or numbers, make, condition): each search is a history
  // entry, so Back returns to the previous search and a reload repeats the current one. A guest browse
  // row carries its make over (?manufacturer=CAT).
  const addressed = {
    partNumber: normalizePartNumber(params.partNumber ?? ''),
    partNumbers: params.partNumber ? '' : partNumbersBoxValue(query.get('partNumbers') ?? ''),
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
  const { mutate: mutateMulti, reset: resetMulti } = multi;
  const addressKey = `${addressed.partNumber}|${addressed.manufacturer}|${addressed.condition}|${addressed.partNumbers}`;
  useEffect(() => {
    const [pn = '', m = ALL_MANUFACTURERS, c = ALL_CONDITIONS, several = ''] = addressKey.split('|');
    const list = parsePartNumberList(several).partNumbers;
    setManufacturer(m);
    setCondition(c);
    if (list.length > 1) {
      // Several numbers (a pasted column): one section each.
      setPartNumber(list.join(','));
      setSearched(null);
      setSearchedFilters({ manufacturer: m, condition: c });
      mutateMulti({ partNumbers: list.slice(0, MULTI_PART_LIMIT), manufacturer: m, condition: c });
      return;
    }
    resetMulti();
    setPartNumber(pn.slice(0, PART_NUMBER_MAX_LENGTH));
    if (pn.length > PART_NUMBER_MAX_LENGTH) setInvalid(M.partNumberTooLong);
    else if (pn.length >= MIN_PART_NUMBER_LENGTH) {
      setSearched(pn);
      setSearchedFilters({ manufacturer: m, condition: c });
      mutate({ partNumber: pn, manufacturer: m, condition: c });
    }
  }, [addressKey, mutate, mutateMulti, resetMulti]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePartNumberList(partNumber);
    if (parsed.error) {
      setInvalid(parsed.error);
      return;
    }
    setInvalid(null);
    const next = guestSearchAddress(parsed.partNumbers, manufacturer, condition);
    if (next === `${location.pathname}${location.search}`) {
      // The same search again: nothing new for the history.
      if (parsed.partNumbers.length > 1) {
        mutateMulti({ partNumbers: parsed.partNumbers, manufacturer, condition });
      } else {
        setSearched(parsed.partNumbers[0]!);
        setSearchedFilters({ manufacturer, condition });
        mutate({ partNumber: parsed.partNumbers[0]!, manufacturer, condition });
      }
      return;
    }
    navigate(next);
  };

  // A column or row pasted from a spreadsheet is several numbers, never glued into one (issue 29).
  const onPaste = (e: React.ClipboardEvent<HTMLInputElement>) => {
    const box = e.currentTarget;
    const next = pasteIntoPartNumbersBox(
      box.value,
      box.selectionStart,
      box.selectionEnd,
      e.clipboardData.getData('text'),
    );
    if (next === null) return;
    e.preventDefault();
    setPartNumber(next);
    if (invalid) setInvalid(null);
  };
  const linkTo = (pn: string) => guestSearchAddress([pn], manufacturer, condition);

  // Up to 100 rows are drawn in the background, in slices, so the page keeps answering a tap meanwhile.
  const shown = useDeferredValue(search.data);
  const groups = multi.data;
  const pending = search.isPending || multi.isPending;
  const failed = multi.isError ? multi.error : search.isError ? search.error : null;
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
                        setPartNumber(partNumbersBoxValue(e.target.value));
                        if (invalid) setInvalid(null);
                      }}
                      onPaste={onPaste}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      isInvalid={Boolean(invalid)}
                      placeholder="e.g. 1R0750"
                      aria-describedby="pm-guest-part-number-help"
                      maxLength={MULTI_PART_LIMIT * (PART_NUMBER_MAX_LENGTH + 1)}
                    />
                    <Form.Control.Feedback type="invalid">{invalid}</Form.Control.Feedback>
                    <Form.Text id="pm-guest-part-number-help" className="d-block">
                      Several? Separate them with commas, or paste a spreadsheet column (up to{' '}
                      {MULTI_PART_LIMIT}).
                    </Form.Text>
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
                  <Button type="submit" variant="primary" className="px-4 w-100" disabled={pending}>
                    {pending && <Spinner size="sm" className="me-2" aria-hidden />}
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
          className={
            addressed.partNumber || addressed.partNumbers || searched || pending
              ? 'im-results-area'
              : undefined
          }
        >
          {failed && (
            <Alert variant="danger" role="alert">
              {errorText(failed, M.fetchResultsFailed, { network: M.networkError101 })}
            </Alert>
          )}
          {groups &&
            groups.map((g) => (
              <GuestResultCard
                key={g.partNumber}
                partNumber={g.partNumber}
                rows={g.parts}
                didYouMean={g.didYouMean}
                filters={searchedFilters}
                linkTo={linkTo}
              />
            ))}
          {!groups && search.isSuccess && searched && shown === search.data && (
            <GuestResultCard
              partNumber={searched}
              rows={shown.parts}
              didYouMean={shown.didYouMean}
              filters={searchedFilters}
              linkTo={linkTo}
            />
          )}
        </div>
      </Container>
    </>
  );
}
