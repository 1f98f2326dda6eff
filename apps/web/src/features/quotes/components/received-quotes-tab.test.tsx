import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '@ironmatch/contracts/quotes';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { ReceivedQuotesTab } from './received-quotes-tab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const quote = (over: Partial<Quote>): Quote => ({
  id: 1,
  requestId: 5,
  status: 'sent',
  expired: false,
  validUntil: '2099-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  DealerCompany: { id: 9, name: 'Summit Heavy Parts', city: 'Denver', state: 'CO' },
  BuyerCompany: { id: 3, name: 'Buyer Excavating' },
  sentBy: { userId: 4, firstName: 'Dee', lastName: 'Dealer' },
  declineReason: null,
  orderId: null,
  lines: [
    {
      id: 1,
      partSearchId: 5,
      partNumber: '1R0750',
      description: 'FUEL FILTER',
      partId: null,
      condition: 'NEW',
      price: 4100,
      quantity: 2,
      leadTimeDays: 0,
      freightEstimate: null,
      coreCharge: null,
      note: null,
      total: 8200,
    },
  ],
  total: 8200,
  ...over,
});

function signIn() {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const claims = {
    sub: '7',
    sid: '00000000-0000-4000-8000-000000000001',
    companyId: 3,
    memid: null,
    email_verified: true,
    exp,
  };
  localStorage.setItem(ACCESS_TOKEN_KEY, `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`);
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
}

describe('Quotes received (the Orders tab)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'lists each quote with its dealer, total and status; an accepted one opens its order, an expired one is greyed',
    { timeout: 20_000 },
    async () => {
      signIn();
      const { seen } = stubFetch(() =>
        json(200, {
          status: 200,
          data: {
            quotes: [
              quote({ id: 1, status: 'accepted', orderId: 77 }),
              quote({ id: 2, status: 'expired', expired: true }),
            ],
            count: 2,
          },
        }),
      );
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <ReceivedQuotesTab />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const table = await screen.findByRole('table', { name: 'Quotes received' });
      const [, accepted, expired] = within(table).getAllByRole('row');
      expect(accepted).toHaveTextContent('Summit Heavy Parts');
      expect(accepted).toHaveTextContent('Denver, CO');
      expect(accepted).toHaveTextContent('$82.00');
      expect(within(accepted!).getByRole('link', { name: 'View Order' })).toHaveAttribute(
        'href',
        '/orders/77',
      );
      expect(expired).toHaveClass('qq-expired');
      expect(expired).toHaveTextContent('This quote has expired.');
      expect(within(expired!).getByRole('link', { name: 'Compare' })).toHaveAttribute(
        'href',
        '/quotes/compare/5',
      );
      expect(seen[0]!.url).toBe('/api/quotes/received');
    },
  );
});
