import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { type GuestListing, type Listing } from '@ironmatch/contracts/listings';
import {
  LISTING_MESSAGES as M,
  guestDetailPath,
  listingMessageSubject,
} from '@ironmatch/contracts/listing-rules';
import { errorText } from '../../../lib/api-client';
import { MessageActionSlot } from '../../../lib/marketplace-actions';
import { useListingDetail } from '../api';
import { ListingCarousel } from './listing-carousel';
import { ListingFields } from './listing-fields';
import { ReportLink } from '../../../components/report-link';

/** The large detail dialog over a list (spec 2): pictures, every field, Send Message. */
export function ListingDetailModal({
  row,
  guest,
  onClose,
}: {
  row: Listing | GuestListing | null;
  guest: boolean;
  onClose: () => void;
}) {
  const detail = useListingDetail(row && !guest ? row.id : null);
  const listing = guest ? row : (detail.data?.attachment ?? row);
  const urls = detail.data?.picurls.map((p) => p.picurl) ?? [];
  return (
    <Modal show={row !== null} onHide={onClose} size="xl" centered aria-labelledby="fs-detail-title">
      {listing && (
        <>
          <Modal.Header closeButton>
            <Modal.Title as="h2" className="h4" id="fs-detail-title">
              {listing.title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="row g-4">
              <div className="col-lg-6">
                {guest ? (
                  <div className="fs-guest-pictures">
                    <span className="fs-blurred fs-blurred-large" aria-hidden="true" />
                    <p className="mt-2 mb-0">
                      Pictures, prices and sellers are shown to registered businesses.{' '}
                      <Link to="/register">Create an account</Link>
                    </p>
                  </div>
                ) : detail.isPending ? (
                  <Spinner animation="border" role="status" aria-label="Loading pictures" />
                ) : (
                  <ListingCarousel urls={urls} label={`${listing.manuflong} ${listing.modelnum}`.trim()} />
                )}
                {detail.isError && (
                  <Alert variant="danger" className="mt-2">
                    {errorText(detail.error, M.fetchResultsFailed, { network: M.networkError201 })}
                  </Alert>
                )}
              </div>
              <div className="col-lg-6">
                <ListingFields listing={listing} guest={guest} />
              </div>
            </div>
          </Modal.Body>
          <Modal.Footer>
            {guest ? (
              <>
                <Link
                  className="btn btn-outline-dark me-auto"
                  to={guestDetailPath(listing.id, listing.modelnum)}
                >
                  Open details page
                </Link>
                <Link className="btn btn-primary" to="/register">
                  Create Account to Message the Seller
                </Link>
              </>
            ) : (
              'companyId' in listing && (
                <div className="me-auto">
                  <MessageActionSlot
                    target={{
                      recipientCompanyId: listing.companyId,
                      recipientCompanyName: listing.companyname,
                      messageType: 'attachment',
                      relatedId: listing.id,
                      subject: listingMessageSubject(listing),
                      extras: {
                        modelnum: listing.modelnum,
                        manuflong: listing.manuflong,
                        condlong: listing.condlong,
                        category: String(listing.category),
                        subcategory: listing.subcategory,
                      },
                    }}
                  />
                </div>
              )
            )}
            {!guest && <ReportLink targetType="listing" targetId={listing.id} className="me-2" />}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
