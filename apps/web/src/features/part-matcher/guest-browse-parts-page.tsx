import { Alert, Container } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { useMemberRedirect } from './components/member-redirect';
import { BrowsePartsView } from './components/browse-parts-view';
import { PageHeader } from './components/page-header';

/** /partmatcher/guestbrowseparts (spec marketplace 2): prices and pictures stay hidden for guests. */
export function GuestBrowsePartsPage() {
  const [params] = useSearchParams();
  const redirect = useMemberRedirect(`/partmatcher/browseparts${params.size ? `?${params}` : ''}`);
  if (redirect) return redirect;
  return (
    <>
      <PageHeader title="Browse All Parts">Every part number in our dealers' stock.</PageHeader>
      <Container fluid="xl" className="pb-5">
        <Alert variant="light" className="border">
          Prices, pictures and sellers are shown to registered businesses.{' '}
          <Link to="/register">Create an account</Link> or <Link to="/login">log in</Link> to see them.
        </Alert>
        <BrowsePartsView guest />
      </Container>
    </>
  );
}
