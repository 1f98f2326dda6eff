import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerChange,
  CustomerPatch,
  PriceVisibility,
  StorefrontCustomer,
  StorefrontSettings,
} from '@ironmatch/contracts/storefront';
import { api, unwrap } from '../../lib/api-client';

export const storefrontKeys = {
  all: ['storefront'] as const,
  settings: ['storefront', 'settings'] as const,
  customers: (q: string, page: number) => ['storefront', 'customers', q, page] as const,
  customer: (companyId: number) => ['storefront', 'customer', companyId] as const,
};

export interface CustomerPage {
  customers: StorefrontCustomer[];
  count: number;
  page: number;
  limit: number;
}
export interface CustomerView {
  customer: StorefrontCustomer;
  changes: CustomerChange[];
}

export function useStorefrontSettings() {
  return useQuery({
    queryKey: storefrontKeys.settings,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/storefront/settings', { signal }),
          'Your storefront settings could not be loaded.',
        )
      ).data.settings as StorefrontSettings,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (priceVisibility: PriceVisibility) =>
      (
        await unwrap(
          api.PATCH('/api/storefront/settings', { body: { priceVisibility } }),
          'The setting could not be saved.',
        )
      ).data.settings as StorefrontSettings,
    onSuccess: (settings) => client.setQueryData(storefrontKeys.settings, settings),
  });
}

export function useCustomers(q: string, page: number) {
  return useQuery({
    queryKey: storefrontKeys.customers(q, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/storefront/customers', {
            params: { query: { ...(q ? { q } : {}), page } as never },
            signal,
          }),
          'Your customers could not be loaded.',
        )
      ).data as CustomerPage,
  });
}

export function useCustomer(companyId: number) {
  return useQuery({
    queryKey: storefrontKeys.customer(companyId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/storefront/customers/{companyId}', {
            params: { path: { companyId: String(companyId) } },
            signal,
          }),
          'This customer could not be loaded.',
        )
      ).data as CustomerView,
  });
}

export function useSaveCustomer(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: CustomerPatch) =>
      (
        await unwrap(
          api.PATCH('/api/storefront/customers/{companyId}', {
            params: { path: { companyId: String(companyId) } },
            body: patch as never,
          }),
          'The settings could not be saved.',
        )
      ).data as CustomerView,
    onSuccess: (view) => {
      client.setQueryData(storefrontKeys.customer(companyId), view);
      void client.invalidateQueries({ queryKey: ['storefront', 'customers'] });
    },
  });
}
