import { Spinner, Table } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { type GuestListing, type Listing } from '@ironmatch/contracts/listings';
import {
  LISTING_MESSAGES as M,
  guestDetailPath,
  listingThumbnailUrl,
  parseListingSort,
  type ListingSort,
  type ListingSortField,
} from '@ironmatch/contracts/listing-rules';
import { formatUsDate } from '../../../lib/format';
import { CONTACT_FOR_PRICE, formatListingPrice } from '../list-state';
import { Picture } from '../../../components/picture';

type Row = Listing | GuestListing;
const isGuestRow = (row: Row): row is GuestListing => 'createAccountToView' in row;

function SortHeader({
  field,
  label,
  mod,
  onSort,
  className,
}: {
  field: ListingSortField;
  label: string;
  mod: ListingSort | '';
  onSort: (field: ListingSortField) => void;
  className?: string;
}) {
  const current = mod ? parseListingSort(mod) : null;
  const active = current?.field === field;
  const sort = active ? (current!.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={sort} className={`fs-sort-th ${className ?? ''}`.trim()}>
      <button type="button" className="fs-sort-button" onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true" className="ms-1">
          {active ? (current!.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function Blurred({ label }: { label: string }) {
  return (
    <>
      <span className="fs-blurred" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </>
  );
}

function CreateAccount() {
  return (
    <Link to="/register" className="fw-semibold text-nowrap" onClick={(e) => e.stopPropagation()}>
      {M.createAccountToView}
    </Link>
  );
}

/**
 * A for-sale list table (spec 2): sortable Model, Price and Date headers; columns marked `fs-hide-sm`
 * are hidden under 576 px. Guests see blurred placeholders, 'Create Account to View' on the rows the
 * server flagged, and a row opens the guest detail page; logged in, a row opens the detail dialog.
 */
export function ListingsTable({
  rows,
  guest,
  mod,
  onSort,
  onOpen,
  loading,
  error,
}: {
  rows: Row[];
  guest: boolean;
  mod: ListingSort | '';
  onSort: (field: ListingSortField) => void;
  onOpen: (row: Row) => void;
  loading: boolean;
  error: string | null;
}) {
  const columns = 8;
  const navigate = useNavigate();
  // A guest's row opens the guest detail page, and its model is a real link to it (issue 21 item 3).
  const open = (row: Row) => (guest ? navigate(guestDetailPath(row.id, row.modelnum)) : onOpen(row));
  return (
    <Table hover responsive className="fs-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">{guest ? 'Seller' : 'Picture'}</th>
          <SortHeader field="model" label="Model" mod={mod} onSort={onSort} />
          <th scope="col" className="fs-hide-sm">
            Manufacturer
          </th>
          <th scope="col" className="fs-hide-sm">
            Description
          </th>
          <th scope="col" className="fs-hide-sm">
            Condition
          </th>
          {!guest && (
            <th scope="col" className="fs-hide-sm">
              Company
            </th>
          )}
          <SortHeader field="price" label="Price" mod={mod} onSort={onSort} />
          <SortHeader field="date" label="Date" mod={mod} onSort={onSort} className="fs-hide-sm" />
        </tr>
      </thead>
      <tbody>
        {error !== null && (
          <tr>
            <td colSpan={columns} className="text-danger py-3" role="alert">
              Error: {error}
            </td>
          </tr>
        )}
        {error === null && loading && rows.length === 0 && (
          <tr>
            <td colSpan={columns} className="text-center py-4">
              <Spinner animation="border" variant="secondary" role="status" aria-label="Loading listings" />
            </td>
          </tr>
        )}
        {error === null && !loading && rows.length === 0 && (
          <tr>
            <td colSpan={columns} className="text-center py-4 text-secondary">
              No listings match these filters.
            </td>
          </tr>
        )}
        {error === null &&
          rows.map((row) => {
            const guestRow = isGuestRow(row) ? row : null;
            return (
              <tr
                key={row.id}
                className="fs-clickable"
                onClick={() => open(row)}
                data-testid="listing-row"
                data-listing-id={row.id}
              >
                <td>
                  {guestRow ? (
                    guestRow.createAccountToView ? (
                      <CreateAccount />
                    ) : (
                      <Blurred label="Seller shown to registered users" />
                    )
                  ) : (
                    <Picture
                      src={row.filename ? listingThumbnailUrl(row.filename) : null}
                      alt={row.filename ? `${row.modelnum}` : 'No picture'}
                      className="fs-thumb"
                      width={96}
                      height={72}
                    />
                  )}
                </td>
                <td className="fw-semibold">
                  {guest ? (
                    <Link to={guestDetailPath(row.id, row.modelnum)} onClick={(e) => e.stopPropagation()}>
                      {row.modelnum}
                    </Link>
                  ) : (
                    row.modelnum
                  )}
                  <div className="small text-secondary d-sm-none">{row.manuflong}</div>
                </td>
                <td className="fs-hide-sm">{row.manuflong || 'N/A'}</td>
                <td className="fs-hide-sm">{row.title}</td>
                <td className="fs-hide-sm">{row.condlong || 'N/A'}</td>
                {!guest && <td className="fs-hide-sm">{row.companyname}</td>}
                <td className="text-nowrap">
                  {guestRow ? (
                    guestRow.createAccountToView ? (
                      <CreateAccount />
                    ) : (
                      <Blurred label="Price shown to registered users" />
                    )
                  ) : 'priceHidden' in row && row.priceHidden ? (
                    CONTACT_FOR_PRICE
                  ) : (
                    formatListingPrice(row.price)
                  )}
                </td>
                <td className="fs-hide-sm text-nowrap">{formatUsDate(new Date(row.datemod))}</td>
              </tr>
            );
          })}
      </tbody>
    </Table>
  );
}
