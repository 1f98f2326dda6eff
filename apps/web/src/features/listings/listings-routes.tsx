import type { RouteObject } from 'react-router';
import { LISTING_CATEGORIES } from '@ironmatch/contracts/listing-categories';
import { RequireAuth } from '../../lib/require-auth';

/** For-sale lists (spec marketplace 2): five logged-in (company required), five guest, the guest detail, the manager. */
export const listingsRoutes: RouteObject[] = [
  ...LISTING_CATEGORIES.map((category): RouteObject => ({
    path: category.path.slice(1),
    lazy: async () => {
      const { ListingsListPage } = await import('./listings-list-page');
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
      const { ManageListingsPage } = await import('./manage-listings-page');
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
