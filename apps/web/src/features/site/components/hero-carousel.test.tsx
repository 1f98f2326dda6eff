import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_ROTATION_MS } from '@ironmatch/contracts/site-rules';
import { renderSite } from '../test/render-site';
import { HERO_SLIDES, HeroCarousel } from './hero-carousel';

const slogan = () => screen.getByTestId('hero-slogan').textContent;
const slide = (i: number) => HERO_SLIDES[i]!.slogan;

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has four slogans and moves to the next one every 15 seconds, wrapping around', () => {
    expect(HERO_SLIDES).toHaveLength(4);
    renderSite(<HeroCarousel loggedIn={false} />);
    expect(slogan()).toBe(slide(0));
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS - 1));
    expect(slogan()).toBe(slide(0));
    act(() => vi.advanceTimersByTime(1));
    expect(slogan()).toBe(slide(1));
    for (const next of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
      expect(slogan()).toBe(slide(next));
    }
  });

  it('jumps to a slogan when its dot is clicked and restarts the 15 seconds', () => {
    renderSite(<HeroCarousel loggedIn={false} />);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slogan 4 of 4' }));
    expect(slogan()).toBe(slide(3));
    expect(screen.getByRole('button', { name: 'Show slogan 4 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show slogan 1 of 4' })).not.toHaveAttribute('aria-current');
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS - 1));
    expect(slogan()).toBe(slide(3));
    act(() => vi.advanceTimersByTime(1));
    expect(slogan()).toBe(slide(0));
  });

  it('stops rotating while paused', () => {
    renderSite(<HeroCarousel loggedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slogan rotation' }));
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(slogan()).toBe(slide(0));
    fireEvent.click(screen.getByRole('button', { name: 'Resume slogan rotation' }));
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(slogan()).toBe(slide(1));
  });

  it('offers Get Started to guests and Search Parts to logged-in users', () => {
    const guest = renderSite(<HeroCarousel loggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Search Parts' })).toBeNull();
    guest.unmount();
    renderSite(<HeroCarousel loggedIn />);
    expect(screen.getByRole('link', { name: 'Search Parts' })).toHaveAttribute(
      'href',
      '/partmatcher/partsearch',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });
});
