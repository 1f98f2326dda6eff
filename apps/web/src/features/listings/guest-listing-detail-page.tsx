import { useEffect } from 'react';
import { Alert, Card, Container, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { LISTING_MESSAGES as M } from '@ironmatch/contracts/listing-rules';
import { categoryInfo } from '@ironmatch/contracts/listing-categories';
import { errorText } from '../../lib/api-client';
import { useGuestListingDetail } from './api';
import { ListingFields } from './components/listing-fields';
import './listings.scss';

/** /forsale/guestattachments/{id}/{modelnum}: one listing for a guest, titled '<Category> Details' (spec 2). */
export function GuestListingDetailPage() {
  const { id = '' } = useParams();
  const detail = useGuestListingDetail(id);
  const listing = detail.data?.attachment;
  const info = listing ? categoryInfo(listing.category) : undefined;
  const title = `${info?.label ?? 'For Sale Item'} Details`;
  useEffect(() => {
    document.title = `${title} | IronMatch`;
  }, [title]);
  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">{title}</h1>
          {listing && <p className="mb-0 text-white-50">{listing.title}</p>}
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {detail.isPending && <Spinner animation="border" role="status" aria-label="Loading" />}
        {detail.isError && (
          <Alert variant="danger">
            Error: {errorText(detail.error, M.fetchResultsFailed, { network: M.networkError201 })}
          </Alert>
        )}
        {listing && (
          <Card body>
            <div className="row g-4">
              <div className="col-lg-5">
                <span className="fs-blurred fs-blurred-large" aria-hidden="true" />
                <p className="mt-2">Pictures, the price and the seller are shown to registered businesses.</p>
                <Link className="btn btn-primary" to="/register">
                  {M.createAccountToView}
                </Link>
              </div>
              <div className="col-lg-7">
                <ListingFields listing={listing} guest />
              </div>
            </div>
            {info && (
              <Link className="d-inline-block mt-3" to={info.guestPath}>
                Back to {info.heading}
              </Link>
            )}
          </Card>
        )}
      </Container>
    </>
  );
}
