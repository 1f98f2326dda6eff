import { categoryInfo } from '@ironmatch/contracts/listing-categories';
import { type GuestListing, type Listing } from '@ironmatch/contracts/listings';
import { formatCount, formatUsDate } from '../../../lib/format';
import { CONTACT_FOR_PRICE, detailLines, formatListingPrice, visibleLocation } from '../list-state';

/** Every field of a listing as a definition list; guests' masked fields are left out. */
export function ListingFields({ listing, guest }: { listing: Listing | GuestListing; guest: boolean }) {
  const location = guest ? null : visibleLocation(listing.location);
  const fields: Array<[string, string | null]> = [
    ['Model', listing.modelnum],
    ['Manufacturer', listing.manuflong],
    ['Condition', listing.condlong],
    ['Category', categoryInfo(listing.category)?.label ?? String(listing.category)],
    ['Subcategory', listing.subcategory],
    [
      'Price',
      guest
        ? null
        : 'priceHidden' in listing && listing.priceHidden
          ? CONTACT_FOR_PRICE
          : formatListingPrice(listing.price),
    ],
    ['Model Year', listing.modelyear === null ? '' : String(listing.modelyear)],
    ['Hours', listing.hours === null ? '' : formatCount(listing.hours)],
    ['Serial Number', listing.serialnum],
    ['Stock Number', listing.stocknum],
    ['Dimensions', listing.dimensions],
    ['Weight', listing.weight],
    ['City', listing.city],
    ['State', listing.state],
    ['Location', location],
    ['Seller', guest ? null : listing.companyname],
    ['Phone', guest ? null : listing.phone],
    ['Website', guest ? null : listing.website],
    ['Shipping Notes', guest ? null : listing.shipnotes],
    ['Listed', formatUsDate(new Date(listing.datemod))],
  ];
  return (
    <>
      <dl className="row mb-3 fs-fields">
        {fields
          .filter(([, v]) => v !== null && v !== '')
          .map(([label, value]) => (
            <div key={label} className="col-12 col-md-6 d-flex gap-2">
              <dt className="fs-field-label">{label}</dt>
              <dd className="mb-1 text-break" style={{ minWidth: 0 }}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {listing.details && (
        <div>
          <h3 className="h6">Details</h3>
          <p className="mb-0" data-testid="listing-details">
            {detailLines(listing.details).map((line, i, all) => (
              <span key={i}>
                {line}
                {i < all.length - 1 && <br />}
              </span>
            ))}
          </p>
        </div>
      )}
    </>
  );
}
