import { Button } from 'react-bootstrap';

/** Previous / "Page n of m" / Next under a numbered list (the manager pages); nothing for one page. */
export function PagePager({
  page,
  pages,
  busy,
  onPage,
  labelTestId,
}: {
  page: number;
  pages: number;
  /** While the list loads, the buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
  labelTestId?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label="Pages">
      <Button variant="outline-dark" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite" className="fw-semibold" data-testid={labelTestId}>
        Page {page} of {pages}
      </span>
      <Button
        variant="outline-dark"
        size="sm"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
