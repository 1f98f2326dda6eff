import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

describe('Picture', () => {
  it('shows the picture at its size', () => {
    render(<Picture src="/files/thumb/a.jpg" alt="Part 1R-0750" width={96} height={72} />);
    const img = screen.getByRole('img', { name: 'Part 1R-0750' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('width', '96');
  });

  it('without a picture: a striped box of its proportions, named for screen readers', () => {
    render(<Picture src={null} alt="No picture" className="fs-thumb" width={96} height={72} />);
    const box = screen.getByRole('img', { name: 'No picture' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveClass('im-img-placeholder', 'fs-thumb');
    expect(box.style.aspectRatio).toBe('96 / 72');
    expect(box).toHaveTextContent('');
  });

  it('without a picture, with words: the box says them', () => {
    render(<Picture src={undefined} alt="Part 1R-0750: no picture" emptyText="No picture" />);
    const box = screen.getByRole('img', { name: 'Part 1R-0750: no picture' });
    expect(box).toHaveClass('im-img-placeholder', 'im-img-placeholder--text');
    expect(box).toHaveTextContent('No picture');
  });
});
