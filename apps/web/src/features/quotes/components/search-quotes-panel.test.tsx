import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompareRow, QuoteCompare } from '@ironmatch/contracts/quotes';
import type { SearchQuotesTarget } from '../../../lib/quote-actions';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { quoteSummaries, SearchQuotesPanel } from './search-quotes-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const row = (over: Partial<CompareRow>): CompareRow => ({
  quoteId: 1,
  lineId: 1,
  status: 'sent',
  expired: false,
  dealer: { companyId: 9, name: 'Summit Heavy Parts', city: 'Denver', state: 'CO', medianReplySeconds: 600 },
  condition: 'NEW',
  price: 4100,
  quantity: 1,
  leadTimeDays: 0,
  freightEstimate: null,
  coreCharge: null,
  total: 4100,
  validUntil: '2099-01-01T00:00:00.000Z',
  note: null,
  ...over,
});

const compare = (groups: QuoteCompare['groups']): QuoteCompare => ({ requestId: 5, sort: 'total', groups });

const target: SearchQuotesTarget = {
  partSearchId: 5,
  partNumbers: ['1R0750', '6I2503'],
  rows: [
    {
      id: 71,
      companyId: 9,
      companyName: 'Summit Heavy Parts',
      companyCity: 'Denver',
      companyState: 'CO',
      partNumber: '1R0750',
      condition: 'New',
      price: 4500,
    },
    {
      id: 72,
      companyId: 12,
      companyName: 'Prairie Iron',
      companyCity: 'Omaha',
      companyState: 'NE',
      partNumber: '1R0750',
      condition: 'Used',
      price: null,
    },
  ],
};

/** An unsigned token that decodes as valid for an hour: the client only reads its claims. */
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

function renderPanel() {
  signIn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SearchQuotesPanel target={target} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('quoteSummaries', () => {
  it('joins the lines of one quote across part numbers, cheapest quote first', () => {
    const other = {
      companyId: 12,
      name: 'Prairie Iron',
      city: 'Omaha',
      state: 'NE',
      medianReplySeconds: null,
    };
    const summaries = quoteSummaries(
      compare([
        {
          partSearchId: 5,
          partNumber: '1R0750',
          quotes: [row({ quoteId: 1, total: 4100 }), row({ quoteId: 2, total: 9000, dealer: other })],
        },
        {
          partSearchId: 6,
          partNumber: '6I2503',
          quotes: [row({ quoteId: 1, lineId: 3, total: 2000, leadTimeDays: 4 })],
        },
      ]),
    );
    expect(summaries.map((s) => [s.quoteId, s.total, s.leadTimeDays, s.partNumbers])).toEqual([
      [1, 6100, 4, ['1R0750', '6I2503']],
      [2, 9000, 0, ['1R0750']],
    ]);
    expect(summaries[1]!.place).toBe('Omaha, NE');
  });
});

describe('SearchQuotesPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the request's quotes with their badge, greys an expired one, and links to compare", async () => {
    stubFetch(() =>
      json(200, {
        status: 200,
        data: compare([
          {
            partSearchId: 5,
            partNumber: '1R0750',
            quotes: [
              row({ quoteId: 1, status: 'updated' }),
              row({ quoteId: 2, status: 'expired', expired: true, total: 9000 }),
            ],
          },
        ]),
      }),
    );
    renderPanel();
    await screen.findByRole('link', { name: 'Compare quotes' });
    expect(screen.getByTestId('quotes-badge')).toHaveTextContent('2');
    const rows = screen.getAllByRole('row');
    expect(rows[0]).toHaveTextContent('updated');
    expect(rows[1]).toHaveTextContent('This quote has expired.');
    expect(rows[1]).toHaveClass('text-secondary');
    expect(screen.getByRole('link', { name: 'Compare quotes' })).toHaveAttribute('href', '/quotes/compare/5');
  });

  it(
    'requests quotes from the dealers of chosen rows, with a needed-by date and a note',
    { timeout: 20_000 },
    async () => {
      const { seen } = stubFetch((req) =>
        req.method === 'POST'
          ? json(201, { status: 201, data: { quoteRequestId: 3, requestId: 5, companyIds: [12] } })
          : json(200, {
              status: 200,
              data: compare([{ partSearchId: 5, partNumber: '1R0750', quotes: [] }]),
            }),
      );
      const user = userEvent.setup();
      renderPanel();
      expect(await screen.findByText(/No quotes yet/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Request quotes' }));
      const dialog = screen.getByRole('dialog', { name: 'Request quotes' });
      await user.click(within(dialog).getByLabelText('The dealers I choose below'));
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one dealer to ask.');
      await user.click(within(dialog).getByLabelText(/Prairie Iron/));
      fireEvent.change(within(dialog).getByLabelText('Needed by (optional)'), {
        target: { value: '2099-05-01' },
      });
      fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
        target: { value: 'Machine down' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
      expect(await screen.findByText(/Quote request sent to 1 dealer\./)).toBeVisible();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(seen.find((r) => r.method === 'POST')).toEqual({
        url: '/api/quote-requests',
        method: 'POST',
        body: { partSearchId: 5, resultIds: [72], neededBy: '2099-05-01', note: 'Machine down' },
      });
    },
  );

  it("asks every dealer by default and shows the server's sentence when nobody can be asked", async () => {
    const { seen } = stubFetch((req) =>
      req.method === 'POST'
        ? json(409, { status: 409, message: 'No member dealer could be asked for this search.' })
        : json(200, { status: 200, data: compare([]) }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Request quotes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request quotes' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No member dealer could be asked for this search.',
    );
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      partSearchId: 5,
      allDealers: true,
      neededBy: null,
      note: null,
    });
  });
});
