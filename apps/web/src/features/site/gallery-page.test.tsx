import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PARTNER_DEALERS } from './content/dealers';
import { GalleryPage } from './gallery-page';
import { renderSite } from './test/render-site';

const renderGallery = (slug: string) =>
  renderSite(<GalleryPage />, { path: `/galleries/${slug}`, pattern: '/galleries/:dealer' });

describe('GalleryPage', () => {
  it('has eleven partner dealers with unique slugs and three pictures each', () => {
    expect(PARTNER_DEALERS).toHaveLength(11);
    expect(new Set(PARTNER_DEALERS.map((d) => d.slug)).size).toBe(11);
    for (const d of PARTNER_DEALERS) expect(d.images).toHaveLength(3);
  });

  it('shows the not-found page for an unknown dealer', () => {
    renderGallery('no-such-dealer');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the dealer, its pictures linking to its site in a new tab, and its contact block', () => {
    const dealer = PARTNER_DEALERS[4]!;
    renderGallery(dealer.slug);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(dealer.name);
    for (const img of dealer.images) {
      const link = screen.getByRole('img', { name: img.alt }).closest('a');
      expect(link).toHaveAttribute('href', dealer.website);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link?.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: dealer.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{10}$/),
    );
    expect(screen.getByRole('heading', { name: `Contact ${dealer.name}` })).toBeInTheDocument();
  });
});
