import { useId, useMemo, useState } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { type OwnPartSearch } from '@ironmatch/contracts/part-matcher';
import { noPartsToDisplayMessage } from '@ironmatch/contracts/part-matcher-rules';
import { formatCount, formatDateTime } from '../../../lib/format';
import { QuotesSectionSlot } from '../../../lib/quote-actions';
import { partViewOf } from '../part-view';
import { PartResultsTable } from './part-results-table';
import { MatchKindSections } from './match-kind';

/** Consecutive searches of one request (the API lists a request's searches together). */
export function groupByRequest(searches: readonly OwnPartSearch[]): OwnPartSearch[][] {
  const groups: OwnPartSearch[][] = [];
  for (const s of searches) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.requestId === s.requestId) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

/** 'Results for 1R0750' or 'Results for 1R0750, 6I2503 + 18 more'. */
export function requestTitle(searches: readonly OwnPartSearch[]): string {
  const numbers = searches.map((s) => s.partNumber);
  if (numbers.length <= 2) return `Results for ${numbers.join(', ')}`;
  return `Results for ${numbers.slice(0, 2).join(', ')} + ${numbers.length - 2} more`;
}

function SearchSection({ search, nested }: { search: OwnPartSearch; nested: boolean }) {
  const parts = useMemo(() => search.PartSearchResults.map(partViewOf), [search]);
  return (
    <section aria-label={`Results for ${search.partNumber}`} className={nested ? 'border-top' : undefined}>
      {nested && (
        <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 bg-body-tertiary">
          <h3 className="h6 mb-0">Results for {search.partNumber}</h3>
          <Badge bg={parts.length ? 'dark' : 'secondary'}>
            {parts.length} {parts.length === 1 ? 'part' : 'parts'}
          </Badge>
        </div>
      )}
      {parts.length ? (
        <MatchKindSections
          partNumber={search.partNumber}
          rows={parts}
          headingLevel={nested ? 4 : 3}
          render={(rows, caption) => <PartResultsTable parts={rows} caption={caption} />}
        />
      ) : (
        <p className="mb-0 px-3 py-2">
          {noPartsToDisplayMessage(search.partNumber, search.manufacturer, search.condition)}
        </p>
      )}
    </section>
  );
}

/**
 * One past search request in My Results (issue 10, item 11): one line (part number, date, match
 * count) that opens on click; a multi-part search is one card with a section per part number.
 */
export function SearchRequestCard({ searches }: { searches: OwnPartSearch[] }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const first = searches[0]!;
  const matches = searches.reduce((n, s) => n + s.PartSearchResults.length, 0);
  const filters = [
    first.manufacturer && `Manufacturer: ${first.manufacturer}`,
    first.condition && `Condition: ${first.condition}`,
    first.description && `Description: ${first.description}`,
    first.comments && `Comments: ${first.comments}`,
  ].filter(Boolean);
  const multi = searches.length > 1;

  return (
    <Card className="mb-2 pm-request-card">
      <Card.Header className="p-0">
        <h2 className="h6 mb-0">
          <button
            type="button"
            className="pm-request-toggle d-flex flex-wrap align-items-center gap-2 w-100 text-start px-3 py-2"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className="pm-request-chevron" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            <span className="fw-semibold text-break">{requestTitle(searches)}</span>
            <span className="small text-secondary fw-normal ms-sm-auto">
              {first.timesSearched > 1 && `Searched ${formatCount(first.timesSearched)} times, last `}
              <time dateTime={first.createdAt}>{formatDateTime(first.createdAt)}</time>
            </span>
            <Badge bg={matches ? 'dark' : 'secondary'}>
              {matches} {matches === 1 ? 'match' : 'matches'}
            </Badge>
          </button>
        </h2>
      </Card.Header>
      <QuotesSectionSlot
        requestId={first.requestId}
        quoteCount={searches.reduce((n, s) => n + (s.quoteCount ?? 0), 0)}
      />
      {open && (
        <div id={bodyId}>
          {(filters.length > 0 || multi) && (
            <div className="small text-secondary px-3 py-2">
              {[multi && `${searches.length} part numbers`, ...filters].filter(Boolean).join(' · ')}
            </div>
          )}
          {searches.map((s) => (
            <SearchSection key={s.id} search={s} nested={multi} />
          ))}
        </div>
      )}
    </Card>
  );
}
