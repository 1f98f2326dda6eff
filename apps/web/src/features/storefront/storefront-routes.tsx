import type { RouteObject } from 'react-router';

/** Issue 25: a member company's storefront controls (customers, price visibility). */
export const storefrontRoutes: RouteObject[] = [
  {
    path: 'storefront/customers',
    lazy: async () => ({ Component: (await import('./customers-page')).CustomersPage }),
  },
  {
    path: 'storefront/customers/:companyId',
    lazy: async () => ({ Component: (await import('./customer-page')).CustomerPage }),
  },
  {
    path: 'storefront/settings',
    lazy: async () => ({ Component: (await import('./storefront-settings-page')).StorefrontSettingsPage }),
  },
];
