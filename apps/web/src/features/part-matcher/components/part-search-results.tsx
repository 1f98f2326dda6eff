import { useMemo } from 'react';
import { Alert, Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { noPartsToDisplayMessage, withoutDescriptionMessage } from '@ironmatch/contracts/part-matcher-rules';
import type { MultiSearchResult, SingleSearchResult } from '../api';
import { partViewOf } from '../part-view';
import { DidYouMean } from './did-you-mean';
import { MatchKindSections } from './match-kind';
import { PartChip } from './part-chip';
import { PartResultsTable } from './part-results-table';

function NoParts({
  partNumber,
  filters,
  didYouMean,
  onSearch,
}: {
  partNumber: string;
  filters: { manufacturer?: string; condition?: string };
  didYouMean?: string[];
  onSearch?: (partNumber: string) => void;
}) {
  return (
    <div className="p-3">
      <p className="mb-1">{noPartsToDisplayMessage(partNumber, filters.manufacturer, filters.condition)}</p>
      <DidYouMean suggestions={didYouMean} onPick={onSearch} />
      <p className="mb-0 small text-secondary">
        Nothing in stock for {partNumber} right now. Dealers watching for it can still help:{' '}
        <Link to="/partmatcher/generalrequest">send a general request</Link>.
      </p>
    </div>
  );
}

/** The description matched none of the number's parts: say so, and that these match the number alone. */
function WithoutDescriptionNote({
  partNumber,
  description,
  count,
}: {
  partNumber: string;
  description: string;
  count: number;
}) {
  return (
    <Alert variant="info" className="m-3 mb-0 small" data-testid="pm-without-description">
      {withoutDescriptionMessage(partNumber, description, count)} They are shown below.
    </Alert>
  );
}

/** The results of one part number: its parts by match kind, or what to do when there are none. */
export function SingleResults({
  result,
  onSearch,
}: {
  result: SingleSearchResult;
  /** Searches another number with the same filters ("Did you mean"). */
  onSearch?: (partNumber: string) => void;
}) {
  const parts = useMemo(() => result.parts.map(partViewOf), [result]);
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">Results for {result.partNumber}</h2>
        <Badge bg="dark">
          {parts.length} {parts.length === 1 ? 'part' : 'parts'}
        </Badge>
      </Card.Header>
      {result.withoutDescription && (
        <WithoutDescriptionNote
          partNumber={result.partNumber}
          description={result.description ?? ''}
          count={parts.length}
        />
      )}
      {parts.length ? (
        <MatchKindSections
          partNumber={result.partNumber}
          rows={parts}
          render={(rows, caption) => <PartResultsTable parts={rows} caption={caption} />}
        />
      ) : (
        <NoParts
          partNumber={result.partNumber}
          filters={result}
          didYouMean={result.didYouMean}
          onSearch={onSearch}
        />
      )}
    </Card>
  );
}

/** The results of the multi-part mode: a chip per number, then each number's parts. */
export function MultiResults({
  result,
  onSearch,
}: {
  result: MultiSearchResult;
  onSearch?: (partNumber: string) => void;
}) {
  const total = result.groups.reduce((n, g) => n + g.parts.length, 0);
  return (
    <>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">
            {total} {total === 1 ? 'part' : 'parts'} found for {result.groups.length} part numbers
          </h2>
          <ul className="list-inline mb-0">
            {result.groups.map((g) => (
              <li key={g.partNumber} className="list-inline-item mb-1">
                <PartChip partNumber={g.partNumber} count={g.parts.length} />
              </li>
            ))}
          </ul>
        </Card.Body>
      </Card>
      {result.groups.map((g) => (
        <Card
          key={g.partNumber}
          className="mb-3 pm-results-anchor"
          id={`pm-group-${g.partNumber}`}
          tabIndex={-1}
        >
          <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <h3 className="h5 mb-0">Results for {g.partNumber}</h3>
            <Badge bg={g.parts.length ? 'dark' : 'secondary'}>
              {g.parts.length} {g.parts.length === 1 ? 'part' : 'parts'}
            </Badge>
          </Card.Header>
          {g.withoutDescription && (
            <WithoutDescriptionNote
              partNumber={g.partNumber}
              description={result.description ?? ''}
              count={g.parts.length}
            />
          )}
          {g.parts.length ? (
            <MatchKindSections
              partNumber={g.partNumber}
              rows={g.parts.map(partViewOf)}
              headingLevel={4}
              render={(rows, caption) => <PartResultsTable parts={rows} caption={caption} />}
            />
          ) : (
            <NoParts
              partNumber={g.partNumber}
              filters={result}
              didYouMean={g.didYouMean}
              onSearch={onSearch}
            />
          )}
        </Card>
      ))}
    </>
  );
}
