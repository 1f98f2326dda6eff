import { Badge } from 'react-bootstrap';
import type { MultiSearchResult, SingleSearchResult } from '../api';
import type { ResultGroup } from '../results-csv';
import { partViewOf } from '../part-view';

/** The element id of one part number's results in a multi-part answer. */
export const groupElementId = (partNumber: string) => `pm-group-${partNumber}`;

/**
 * A summary chip of a multi-part answer: it jumps to that part number's results (scrolling and
 * moving focus there) without adding a history entry, so Back still leaves the search.
 */
export function PartChip({ partNumber, count }: { partNumber: string; count: number }) {
  const jump = () => {
    const target = document.getElementById(groupElementId(partNumber));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-decoration-none"
      onClick={jump}
      aria-label={`${partNumber}: ${count} ${count === 1 ? 'part' : 'parts'}, go to its results`}
    >
      <Badge bg={count ? 'dark' : 'secondary'}>
        {partNumber}: {count}
      </Badge>
    </button>
  );
}

/** A search answer as groups of part rows (one per part number searched). */
export function resultGroupsOf(result: SingleSearchResult | MultiSearchResult): ResultGroup[] {
  return result.kind === 'single'
    ? [{ partNumber: result.partNumber, parts: result.parts.map(partViewOf) }]
    : result.groups.map((g) => ({ partNumber: g.partNumber, parts: g.parts.map(partViewOf) }));
}
