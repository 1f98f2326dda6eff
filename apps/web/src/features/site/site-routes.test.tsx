import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { PARTNER_DEALERS } from './content/dealers';
import { siteRoutes } from './site-routes';
import { FakeAuth } from './test/render-site';

function LoginStub() {
  const state = useLocation().state as { from?: string } | null;
  return <h1>Log In (from {state?.from})</h1>;
}

function renderRoute(path: string, loggedIn = false) {
  const router = createMemoryRouter([...siteRoutes, { path: 'login', element: <LoginStub /> }], {
    initialEntries: [path],
  });
  return render(
    <FakeAuth loggedIn={loggedIn} message={null}>
      <RouterProvider router={router} />
    </FakeAuth>,
  );
}

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/', 'The right part, from a dealer who already has it on the shelf.'],
  ['/aboutus', 'About IronMatch'],
  ['/contact', 'Contact Us'],
  ['/services/partsnetwork', 'The IronMatch Parts Network'],
  ['/services/partseller', 'Part Seller'],
  ['/services/storefront', 'Marketplace Solution'],
  ['/services/testimonials', 'Testimonials'],
  [`/galleries/${PARTNER_DEALERS[0]!.slug}`, PARTNER_DEALERS[0]!.name],
];

describe('site routes', () => {
  it.each(PUBLIC_PAGES)('%s renders one h1: %s', async (path, title) => {
    renderRoute(path);
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(h1).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
