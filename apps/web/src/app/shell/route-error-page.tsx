import { Container } from 'react-bootstrap';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewBuild } from '../../lib/chunk-reload';

/** Shown when a page fails to load or render (for example a chunk missing after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  // A page of an older build asked for a chunk the new build no longer has: reload once to the new build.
  if (isChunkLoadError(error) && reloadForNewBuild()) return null;
  console.error(error);
  return (
    <Container className="py-5 text-center">
      <h1>Something went wrong</h1>
      <p className="lead">This page could not be shown. Reload to try again.</p>
      <p>
        <button type="button" className="btn btn-primary me-2" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn-outline-secondary" to="/" reloadDocument>
          Go to the home page
        </Link>
      </p>
    </Container>
  );
}
