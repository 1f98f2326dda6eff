import { Suspense } from 'react';
import { Spinner } from 'react-bootstrap';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '../../features/consent/cookie-banner';
import { DocumentMeta } from './document-meta';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';

export function PageSpinner() {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" variant="secondary" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}

export function AppLayout() {
  return (
    <>
      <a className="skip-link btn btn-primary" href="#main-content">
        Skip to content
      </a>
      <SiteNavbar />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <CookieBanner />
      <ScrollRestoration />
      <DocumentMeta />
    </>
  );
}
