import { Button, Pagination } from 'react-bootstrap';
import { numberedPagerState } from '../pager';

/** Previous / Next with a label between ('Page N' or 'Page X of Y'). */
export function PrevNextPager({
  label,
  prevDisabled,
  nextDisabled,
  onPrev,
  onNext,
}: {
  label: string;
  prevDisabled: boolean;
  nextDisabled: boolean;
  onPrev: () => void;
  onNext: () => void;
}) {
  return (
    <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label="Pages">
      <Button variant="outline-dark" size="sm" disabled={prevDisabled} onClick={onPrev}>
        Previous
      </Button>
      <span aria-live="polite" className="fw-semibold">
        {label}
      </span>
      <Button variant="outline-dark" size="sm" disabled={nextDisabled} onClick={onNext}>
        Next
      </Button>
    </nav>
  );
}

/** Arrows and up to 3 numbered page buttons; renders nothing when everything fits on one page. */
export function NumberedPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const state = numberedPagerState(page, total, pageSize);
  if (!state.visible) return null;
  return (
    <nav aria-label="Pages" className="d-flex justify-content-center my-3">
      <Pagination className="mb-0">
        <Pagination.Prev
          disabled={state.prevDisabled}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        />
        {state.numbers.map((n) => (
          <Pagination.Item key={n} active={n === page} onClick={() => onPage(n)} aria-label={`Page ${n}`}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next
          disabled={state.nextDisabled}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        />
      </Pagination>
    </nav>
  );
}
