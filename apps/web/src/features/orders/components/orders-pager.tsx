import { Button } from 'react-bootstrap';
import { showingText } from '@ironmatch/contracts/orders-list';

/** Below a list: 'Showing 21-40 of 57' and the keyset page buttons. */
export function OrdersPager({
  offset,
  shown,
  count,
  onPrevious,
  onNext,
  busy,
}: {
  offset: number;
  shown: number;
  count: number;
  /** Null on the first page / the last page. */
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  busy: boolean;
}) {
  return (
    <nav className="ord-pager" aria-label="Order pages">
      <p className="ord-pager__showing mb-0" aria-live="polite">
        {showingText(offset, shown, count)}
      </p>
      <div className="ord-pager__buttons">
        <Button
          variant="outline-dark"
          size="sm"
          disabled={!onPrevious || busy}
          onClick={() => onPrevious?.()}
        >
          Previous
        </Button>
        <Button variant="outline-dark" size="sm" disabled={!onNext || busy} onClick={() => onNext?.()}>
          Next
        </Button>
      </div>
    </nav>
  );
}
