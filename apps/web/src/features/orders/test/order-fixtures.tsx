import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import type { Order, OrderItem } from '@ironmatch/contracts/orders';
import { AuthContext, type AuthState } from '../../../lib/auth-context';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type SessionClaims } from '../../../lib/session';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An unsigned token that decodes as valid for an hour: the client only reads its claims. */
export function signIn(memid: string | null = null) {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(
    ACCESS_TOKEN_KEY,
    `${encode({ alg: 'HS256' })}.${encode({ sub: '7', sid: '00000000-0000-4000-8000-000000000001', companyId: 3, memid, email_verified: true, exp })}.sig`,
  );
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
}

export function item(over: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 11,
    price: 14999,
    priceConfirmed: true,
    quantity: 2,
    buyerNote: null,
    sellerNote: null,
    status: 'price_confirmed',
    isQuote: false,
    priceTier: null,
    partNumber: '1R0750',
    description: 'FUEL FILTER',
    partId: 5,
    partSearchResultId: 21,
    ...over,
  };
}

export function order(over: Partial<Order> = {}): Order {
  return {
    id: 42,
    status: 'new_order',
    statusLabel: 'New Order',
    isQuote: false,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    customerId: 7,
    customerCompanyId: 3,
    Customer: {
      email: 'bea@buyer.test',
      firstName: 'Bea',
      lastName: 'Buyer',
      Company: { id: 3, name: 'Buyer Excavating' },
    },
    vendorCompanyId: 9,
    VendorCompany: { id: 9, name: 'Summit Heavy Parts', applicationFeeRate: 200 },
    buyerNote: null,
    sellerNote: null,
    shippingAmount: null,
    taxAmount: null,
    shippingCarrier: null,
    trackingNumber: null,
    shippedAt: null,
    shipTo: null,
    poNumber: null,
    shippingMethod: null,
    total: 0,
    amountPaid: 0,
    amountRefunded: 0,
    netAmount: 0,
    paymentMethod: null,
    dueDate: null,
    paidAt: null,
    offlinePayment: null,
    overdue: false,
    invoiceNumber: null,
    changes: [],
    canceledBy: null,
    canceledAt: null,
    cancelReason: null,
    canceledFromStatus: null,
    OrderItems: [item()],
    Payments: [],
    role: 'buyer',
    accountTerms: null,
    submittedBy: null,
    approval: null,
    ...over,
  };
}

/**
 * Renders `ui` signed in. `path` starts a memory router; `'browser'` renders under a BrowserRouter on
 * jsdom's real history instead (for what depends on the browser's history, like closing back a step).
 */
export function renderOrders(
  ui: ReactNode,
  claims: Partial<SessionClaims> = {},
  path: string | 'browser' = '/',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthState = {
    status: 'authenticated',
    claims: {
      userId: 7,
      companyId: 3,
      memid: null,
      emailVerified: true,
      loginId: '00000000-0000-4000-8000-000000000007',
      exp: 9_999_999_999,
      ...claims,
    },
    message: null,
    clearMessage: () => undefined,
    signIn: () => undefined,
    logout: async () => undefined,
    refreshClaims: async () => true,
  };
  return render(
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={client}>
        {path === 'browser' ? (
          <BrowserRouter>{ui}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        )}
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
}
