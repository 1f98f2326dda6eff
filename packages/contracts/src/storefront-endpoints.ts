import { defineEndpoint } from './endpoint';
import {
  customerListQuerySchema,
  customerListResponseSchema,
  customerParamsSchema,
  customerPatchSchema,
  customerResponseSchema,
  settingsBodySchema,
  settingsResponseSchema,
} from './storefront';

const tag = 'Storefront';
/** Issue 25: member companies only; reading is for any of its users, changing for its admins. */
const reader = { access: 'member' } as const;
const manager = {
  access: 'member',
  adminOnly: true,
  adminMessage: 'Only a company admin can change the storefront.',
} as const;

export const storefrontEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/storefront/settings',
    ...reader,
    tag,
    summary: "The caller's company's storefront settings (who sees its prices).",
    response: settingsResponseSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/storefront/settings',
    ...manager,
    tag,
    summary: "Set who sees the company's prices: 'all' logged-in companies or 'approved' customers only.",
    body: settingsBodySchema,
    response: settingsResponseSchema,
  }),
  customers: defineEndpoint({
    method: 'GET',
    path: '/api/storefront/customers',
    ...reader,
    tag,
    summary: "The companies that searched, messaged, asked a quote of or ordered from the caller's company.",
    query: customerListQuerySchema,
    response: customerListResponseSchema,
  }),
  customer: defineEndpoint({
    method: 'GET',
    path: '/api/storefront/customers/{companyId}',
    ...reader,
    tag,
    summary: 'One customer company with its settings and every change of them, newest first.',
    params: customerParamsSchema,
    response: customerResponseSchema,
  }),
  updateCustomer: defineEndpoint({
    method: 'PATCH',
    path: '/api/storefront/customers/{companyId}',
    ...manager,
    tag,
    summary: "Change a customer's approval, price tier, credit terms and limit, or remove it.",
    params: customerParamsSchema,
    body: customerPatchSchema,
    response: customerResponseSchema,
  }),
};
