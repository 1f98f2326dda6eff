import { useDeferredValue } from 'react';
import { Alert, Button, Card, Col, Row, Spinner, Table } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { type BrowseRow } from '@ironmatch/contracts/part-matcher';
import {
  ALL_MANUFACTURERS,
  BROWSE_PAGE_SIZE,
  PART_MATCHER_MESSAGES as M,
} from '@ironmatch/contracts/part-matcher-rules';
import { useBrowseParts } from '../api';
import { errorText } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { browsePagerState } from '../pager';
import { formatPriceRange } from '../price-display';
import { PrevNextPager } from './pagers';
import { ManufacturerSelect } from './search-selects';
import '../part-matcher.scss';

/**
 * The search a browse row opens: its part number and its make, marked as from browse (issue 10: the
 * description stays empty, and a browse click emails no dealer).
 */
export function browseSearchPath(partNumber: string, manufacturer: string, guest: boolean): string {
  const make = `manufacturer=${encodeURIComponent(manufacturer)}`;
  return guest
    ? `/partmatcher/guestpartsearch/${encodeURIComponent(partNumber)}?${make}`
    : `/partmatcher/partsearch?partNumber=${encodeURIComponent(partNumber)}&${make}&source=browse`;
}

function PriceCell({ row, guest }: { row: BrowseRow; guest: boolean }) {
  if (guest) {
    return (
      <>
        <span className="pm-blurred-box" aria-hidden="true" />
        <span className="visually-hidden">Price shown to registered users</span>
      </>
    );
  }
  const { range, note } = formatPriceRange(row.minprice, row.maxprice, row.hasnoprice);
  return (
    <>
      <span className="text-nowrap">{range}</span>
      {note && <div className="small text-secondary">{note}</div>}
    </>
  );
}

function PicturesCell({ row, guest }: { row: BrowseRow; guest: boolean }) {
  if (guest) {
    return (
      <>
        <span className="pm-blurred-box" aria-hidden="true" />
        <span className="visually-hidden">Pictures shown to registered users</span>
      </>
    );
  }
  if (!row.pics) return <small className="text-secondary">None</small>;
  return <span>{row.pics === 1 ? '1 picture' : `${row.pics} pictures`}</span>;
}

/** Browse All Parts, logged in or guest (spec marketplace 2): manufacturer filter, 50 a page. */
export function BrowsePartsView({ guest }: { guest: boolean }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const manufacturer = params.get('manufacturer') || ALL_MANUFACTURERS;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useBrowseParts(guest, manufacturer, page);
  // 50 rows are drawn in the background, in slices, so the page keeps answering a tap meanwhile.
  const shown = useDeferredValue(query.data);
  const settling = shown !== query.data;
  const rows = shown?.parts ?? [];
  const pager = browsePagerState(page, rows.length, BROWSE_PAGE_SIZE);
  const lastByCount = query.data ? page * BROWSE_PAGE_SIZE >= query.data.count : false;

  const update = (next: { manufacturer?: string; page?: number }) => {
    const m = next.manufacturer ?? manufacturer;
    const p = next.page ?? page;
    const search = new URLSearchParams();
    if (m !== ALL_MANUFACTURERS) search.set('manufacturer', m);
    if (p > 1) search.set('page', String(p));
    // Each page is a history entry: Back from page 3 goes to page 2 (as on the member feeds).
    setParams(search);
    window.scrollTo({ top: 0 });
  };
  const open = (row: BrowseRow) => navigate(browseSearchPath(row.partnum, row.abbrname, guest));

  return (
    <>
      <Row className="g-3 align-items-end mb-3">
        <Col sm={8} md={5} lg={4}>
          <ManufacturerSelect
            id="pm-browse-manufacturer"
            guest={guest}
            value={manufacturer}
            onChange={(m) => update({ manufacturer: m, page: 1 })}
          />
        </Col>
        <Col className="text-secondary small" aria-live="polite">
          {query.data && `${formatCount(query.data.count)} part numbers`}
          {query.isFetching && <Spinner size="sm" className="ms-2" aria-label="Loading" />}
        </Col>
      </Row>
      {query.isError && (
        <Alert variant="danger" role="alert">
          {errorText(query.error, M.fetchResultsFailed, { network: M.networkError101 })}
        </Alert>
      )}
      <div className="im-results-area">
        <Card>
          <Table responsive hover className="pm-table pm-stack align-middle mb-0">
            <caption className="visually-hidden">Parts in stock, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">Part Number</th>
                <th scope="col">Manufacturer</th>
                <th scope="col">Conditions</th>
                <th scope="col">Price</th>
                <th scope="col" className="pm-hide-sm">
                  Pictures
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(query.isPending || (settling && rows.length === 0)) && (
                <tr>
                  <td colSpan={6} className="text-center py-4">
                    <Spinner
                      animation="border"
                      variant="secondary"
                      role="status"
                      aria-label="Loading parts"
                    />
                  </td>
                </tr>
              )}
              {query.isSuccess && !settling && rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-center py-4 text-secondary">
                    No parts to display.
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={`${row.partnum}-${row.abbrname}`} className="pm-clickable" onClick={() => open(row)}>
                  <td className="fw-semibold" data-label="Part Number">
                    {row.partnum}
                  </td>
                  <td data-label="Manufacturer">{row.manuf || row.abbrname}</td>
                  <td data-label="Conditions">{row.conditions}</td>
                  <td data-label="Price">
                    <PriceCell row={row} guest={guest} />
                  </td>
                  <td className="pm-hide-sm" data-label="Pictures">
                    <PicturesCell row={row} guest={guest} />
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-dark"
                      className="text-nowrap"
                      aria-label={`View Parts ${row.partnum}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        open(row);
                      }}
                    >
                      View Parts
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </div>
      <PrevNextPager
        label={`Page ${page}`}
        prevDisabled={pager.prevDisabled || query.isFetching}
        nextDisabled={pager.nextDisabled || lastByCount || query.isFetching}
        onPrev={() => update({ page: page - 1 })}
        onNext={() => update({ page: page + 1 })}
      />
    </>
  );
}
