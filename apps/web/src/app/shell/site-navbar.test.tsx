import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAuth } from '../../features/site/test/render-site';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { SiteNavbar } from './site-navbar';

function fakeAccessToken(): string {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '7', sid: '00000000-0000-4000-8000-000000000001', companyId: 3, memid: null, email_verified: true, exp })}.sig`;
}

function renderNavbar(loggedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FakeAuth loggedIn={loggedIn} message={null}>
        <MemoryRouter>
          <SiteNavbar />
        </MemoryRouter>
      </FakeAuth>
    </QueryClientProvider>,
  );
}

describe('the unread badge on Messages', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the count, and asks again when the window regains focus and every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 3;
    const { seen } = stubFetch(
      () =>
        new Response(JSON.stringify({ status: 200, data: { count: unread } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderNavbar(true);
    const link = screen.getByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(link).toHaveTextContent(/^Messages\s*3 unread$/));
    // Besides the count, only the user record (the company switcher reads the user's companies).
    expect(seen.map((r) => r.url).filter((u) => !u.startsWith('/api/user/'))).toEqual([
      '/api/messages/unread-count',
    ]);

    unread = 5;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(link).toHaveTextContent(/^Messages\s*5 unread$/));

    unread = 0;
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    await waitFor(() => expect(link).toHaveTextContent(/^Messages$/));
  });

  it('asks nothing for a guest', async () => {
    const { seen } = stubFetch(() => new Response('{}', { status: 500 }));
    renderNavbar(false);
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(0);
  });
});
