import { Button } from 'react-bootstrap';
import { Link } from 'react-router';

/**
 * Issue 29: when a searched number found nothing, the stocked numbers one edit away, each searched in
 * one click: a button (`onPick`, the logged-in search) or a link (`linkTo`, the guest search's address).
 */
export function DidYouMean({
  suggestions,
  onPick,
  linkTo,
}: {
  suggestions: string[] | undefined;
  onPick?: (partNumber: string) => void;
  linkTo?: (partNumber: string) => string;
}) {
  if (!suggestions?.length) return null;
  return (
    <div
      className="pm-did-you-mean d-flex flex-wrap align-items-center gap-2 mb-2"
      data-testid="pm-did-you-mean"
    >
      <span className="fw-semibold">Did you mean</span>
      {suggestions.map((pn) =>
        linkTo ? (
          <Link key={pn} to={linkTo(pn)} className="btn btn-outline-dark btn-sm" aria-label={`Search ${pn}`}>
            {pn}
          </Link>
        ) : (
          <Button
            key={pn}
            variant="outline-dark"
            size="sm"
            onClick={() => onPick?.(pn)}
            aria-label={`Search ${pn}`}
          >
            {pn}
          </Button>
        ),
      )}
    </div>
  );
}
