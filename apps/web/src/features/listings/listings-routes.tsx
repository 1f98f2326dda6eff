import type { RouteObject } from 'react-router';
import { LISTING_CATEGORIES } from '@ironmatch/contracts/listings';

/** For-sale lists (spec marketplace 2): five logged-in (company required), five guest, the guest detail, the manager. */
export const listingsRoutes: RouteObject[] = [
  ...LISTING_CATEGORIES.map((category): RouteObject => ({
    path: category.path.slice(1),
    lazy: async () => {
      const [{ ListingsListPage }, { RequireAuth }] = await Promise.all([
        import('./listings-list-page'),
        import('../../lib/require-auth'),
      ]);
      return {
        element: (
          <RequireAuth company>
            <ListingsListPage category={category} guest={false} />
          </RequireAuth>
        ),
      };
    },
  })),
  ...LISTING_CATEGORIES.map((category): RouteObject => ({
    path: category.guestPath.slice(1),
    lazy: async () => {
      const { ListingsListPage } = await import('./listings-list-page');
      return { element: <ListingsListPage key={category.code} category={category} guest /> };
    },
  })),
  {
    path: 'forsale/guestattachments/:id/:modelnum',
    lazy: async () => ({ Component: (await import('./guest-listing-detail-page')).GuestListingDetailPage }),
  },
  {
    path: 'forsale/manage',
    lazy: async () => {
      const [{ ManageListingsPage }, { RequireAuth }] = await Promise.all([
        import('./manage-listings-page'),
        import('../../lib/require-auth'),
      ]);
      return {
        element: (
          <RequireAuth company>
            <ManageListingsPage />
          </RequireAuth>
        ),
      };
    },
  },
];
