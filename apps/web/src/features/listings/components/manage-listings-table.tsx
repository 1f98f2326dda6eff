import { Button, Spinner, Table } from 'react-bootstrap';
import { listingThumbnailUrl } from '@ironmatch/contracts/listing-rules';
import { categoryInfo } from '@ironmatch/contracts/listing-categories';
import { type OwnListing } from '@ironmatch/contracts/listings';
import { formatListingPrice } from '../list-state';
import { ListingPicture } from './listing-picture';
import { HiddenMark } from '../../../components/hidden-mark';

/**
 * The listing manager's rows. Below 576 px the picture and the category are hidden and the model moves
 * under the title, so price and Edit/Remove stay on a 375 px screen (issue 21 item 2).
 */
export function ManageListingsTable({
  listings,
  loading,
  empty,
  removing,
  onEdit,
  onRemove,
}: {
  listings: OwnListing[];
  loading: boolean;
  /** What an empty list says (no listings at all, or none matching the filters). */
  empty: string | null;
  removing: boolean;
  onEdit: (listing: OwnListing) => void;
  onRemove: (listing: OwnListing) => void;
}) {
  return (
    <Table hover className="fs-table mb-0">
      <thead>
        <tr>
          <th scope="col" className="fs-hide-sm">
            Picture
          </th>
          <th scope="col">Title</th>
          <th scope="col" className="fs-hide-sm">
            Model
          </th>
          <th scope="col" className="fs-hide-sm">
            Category
          </th>
          <th scope="col">Price</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
            <span aria-hidden="true" className="fs-hide-sm">
              Actions
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {loading && (
          <tr>
            <td colSpan={6} className="text-center py-4">
              <Spinner animation="border" role="status" aria-label="Loading your listings" />
            </td>
          </tr>
        )}
        {!loading && empty && (
          <tr>
            <td colSpan={6} className="text-center text-secondary py-4">
              {empty}
            </td>
          </tr>
        )}
        {listings.map((l) => (
          <tr key={l.id} data-testid="manage-listing-row">
            <td className="fs-hide-sm">
              <ListingPicture
                src={l.pictures[0] ? listingThumbnailUrl(l.pictures[0].filename) : null}
                alt={l.pictures[0] ? `Cover of ${l.title}` : 'No picture'}
                className="fs-thumb"
                width={96}
                height={72}
              />
            </td>
            <td>
              {l.title}
              {l.draft && (
                <span className="badge text-bg-secondary ms-2" title="Saved, not published">
                  Draft
                </span>
              )}
              <div className="d-sm-none small text-secondary">{l.modelnum}</div>
              {l.hidden && <HiddenMark reason={l.hiddenReason} />}
            </td>
            <td className="fs-hide-sm">{l.modelnum}</td>
            <td className="fs-hide-sm">
              {categoryInfo(l.category)?.label} / {l.subcategory}
            </td>
            <td className="text-nowrap">{formatListingPrice(l.price)}</td>
            <td>
              <div className="d-flex flex-column flex-sm-row gap-2">
                <Button size="sm" variant="outline-dark" onClick={() => onEdit(l)}>
                  Edit
                </Button>
                <Button size="sm" variant="outline-danger" disabled={removing} onClick={() => onRemove(l)}>
                  Remove
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
