import type { RouteObject } from 'react-router';

interface ComingSoonRoute {
  path: string;
  title: string;
  purpose: string;
  /** Logged-in pages get the company guard of spec 2.3. */
  guarded: boolean;
}

/**
 * Routes of capabilities that are not open yet. Each shows an honest "opening soon" page with its real
 * title; whoever builds the real page replaces its entry here with the real route.
 */
const COMING_SOON: ComingSoonRoute[] = [];

const comingSoonRoutes: RouteObject[] = COMING_SOON.map(({ path, title, purpose, guarded }) => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('./coming-soon-page');
    const page = <ComingSoonPage title={title} purpose={purpose} />;
    if (!guarded) return { element: page };
    const { RequireAuth } = await import('../../lib/require-auth');
    return { element: <RequireAuth company>{page}</RequireAuth> };
  },
}));

/** The public face of IronMatch: home, about, contact, marketing, dealer galleries. One lazy chunk per page. */
export const siteRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
  { path: 'aboutus', lazy: async () => ({ Component: (await import('./about-page')).AboutPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }) },
  {
    path: 'services/partsnetwork',
    lazy: async () => ({ Component: (await import('./parts-network-page')).PartsNetworkPage }),
  },
  {
    path: 'services/partseller',
    lazy: async () => ({ Component: (await import('./part-seller-page')).PartSellerPage }),
  },
  {
    path: 'services/storefront',
    lazy: async () => ({ Component: (await import('./storefront-page')).StorefrontPage }),
  },
  {
    path: 'services/testimonials',
    lazy: async () => ({ Component: (await import('./testimonials-page')).TestimonialsPage }),
  },
  {
    path: 'galleries/:dealer',
    lazy: async () => ({ Component: (await import('./gallery-page')).GalleryPage }),
  },
  ...comingSoonRoutes,
];
