import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth-context';
import { STARTUP_SESSION_EXPIRED_MESSAGE } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { VerifyEmailPage } from './verify-email-page';

/** A session refresh the test settles when it wants. */
function deferredRefresh() {
  let settle!: (ok: boolean) => void;
  const refreshClaims = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
  return { refreshClaims, settle: (ok: boolean) => settle(ok) };
}

function renderPage(auth: Pick<AuthState, 'refreshClaims' | 'logout'>, token: string) {
  const value: AuthState = {
    status: 'authenticated',
    claims: null,
    message: null,
    clearMessage: () => undefined,
    signIn: () => undefined,
    ...auth,
  };
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[`/verify-email?token=${token}&email=pat%40example.com`]}>
        <VerifyEmailPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  localStorage.setItem('refreshToken', 'r0');
  stubFetch(() => Response.json({ status: 200, message: 'Your email has been verified successfully.' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('VerifyEmailPage in a signed-in browser', () => {
  it('says "verified" only once the new tokens are stored, and keeps the session', async () => {
    const { refreshClaims, settle } = deferredRefresh();
    const logout = vi.fn(async () => undefined);
    renderPage({ refreshClaims, logout }, 't-stored');
    await flush();
    expect(refreshClaims).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/verified successfully/)).toBeNull();
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    await act(async () => settle(true));
    expect(await screen.findByText('Your email has been verified successfully.')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it('ends the session when the server refuses the refresh while the page is open', async () => {
    const { refreshClaims, settle } = deferredRefresh();
    const logout = vi.fn(async () => undefined);
    renderPage({ refreshClaims, logout }, 't-refused');
    await flush();
    await act(async () => settle(false));
    expect(logout).toHaveBeenCalledWith(STARTUP_SESSION_EXPIRED_MESSAGE);
    expect(await screen.findByText('Your email has been verified successfully.')).toBeInTheDocument();
  });

  it('leaves the session alone when the page was left before the refresh came back', async () => {
    const { refreshClaims, settle } = deferredRefresh();
    const logout = vi.fn(async () => undefined);
    const { unmount } = renderPage({ refreshClaims, logout }, 't-left');
    await flush();
    unmount();
    await act(async () => settle(false));
    expect(logout).not.toHaveBeenCalled();
  });
});
