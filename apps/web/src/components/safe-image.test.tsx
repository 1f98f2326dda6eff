import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeImage } from './safe-image';

describe('SafeImage', () => {
  it('renders the picture with its size and alt text', () => {
    render(<SafeImage src="/images/a.svg" alt="An excavator" width={400} height={200} />);
    const img = screen.getByRole('img', { name: 'An excavator' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '200');
  });

  it('swaps a failed picture for a placeholder that keeps the alt text', () => {
    render(<SafeImage src="/images/missing.svg" alt="A dozer" width={400} height={200} className="x" />);
    fireEvent.error(screen.getByRole('img', { name: 'A dozer' }));
    const placeholder = screen.getByRole('img', { name: 'A dozer' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveClass('im-img-placeholder', 'x');
    expect(placeholder.style.aspectRatio).toBe('400 / 200');
  });

  it('tries again when the src changes', () => {
    const { rerender } = render(<SafeImage src="/a.svg" alt="Part" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    rerender(<SafeImage src="/b.svg" alt="Part" width={10} height={10} />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('hides a failed decorative picture from assistive technology', () => {
    const { container } = render(<SafeImage src="/x.svg" alt="" width={10} height={10} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('.im-img-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });
});
