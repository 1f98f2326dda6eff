import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_DISPLAY_MS } from '@ironmatch/contracts/site-rules';
import { HomePage } from './home-page';
import { renderSite } from './test/render-site';

function cardTargets() {
  const list = screen.getByRole('list', { name: 'Start here' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  );
}

describe('HomePage', () => {
  afterEach(() => vi.useRealTimers());

  it('has exactly one h1', () => {
    renderSite(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends guests to the guest pages, and General Part Request to /register', () => {
    renderSite(<HomePage />);
    expect(cardTargets()).toEqual({
      'Search Parts': '/partmatcher/guestpartsearch',
      'General Part Request': '/register',
      Attachments: '/forsale/guestattachments',
      Engines: '/forsale/guestengines',
      Machines: '/forsale/guestmachines',
      'Other Items': '/forsale/guestotheritems',
    });
  });

  it('sends logged-in users to the member pages', () => {
    renderSite(<HomePage />, { loggedIn: true });
    expect(cardTargets()).toEqual({
      'Search Parts': '/partmatcher/partsearch',
      'General Part Request': '/partmatcher/generalpartrequest',
      Attachments: '/forsale/attachments',
      Engines: '/forsale/engines',
      Machines: '/forsale/machines',
      'Other Items': '/forsale/otheritems',
    });
  });

  it('links Learn More to /aboutus and every partner dealer to its gallery', () => {
    renderSite(<HomePage />);
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/aboutus');
    const dealers = within(screen.getByRole('list', { name: 'Partner dealers' })).getAllByRole('link');
    expect(dealers).toHaveLength(11);
    for (const a of dealers) expect(a.getAttribute('href')).toMatch(/^\/galleries\/[a-z-]+$/);
  });

  it('shows the logout message in a green banner and clears it after 5 seconds', () => {
    vi.useFakeTimers();
    renderSite(<HomePage />, { message: 'You have been logged out.' });
    const banner = screen.getByText('You have been logged out.');
    expect(banner).toHaveClass('alert-success');
    act(() => vi.advanceTimersByTime(BANNER_DISPLAY_MS - 1));
    expect(screen.getByText('You have been logged out.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('You have been logged out.')).toBeNull();
  });

  it('shows no banner without a message', () => {
    renderSite(<HomePage />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.alert')).toBeNull();
  });
});
