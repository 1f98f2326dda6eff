import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import type { GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import { noPartsToDisplayMessage } from '@ironmatch/contracts/part-matcher-rules';
import { DidYouMean } from './did-you-mean';
import { GuestRows } from './guest-rows';
import { MatchKindSections } from './match-kind';

/**
 * One searched number's guest results: its rows by match kind, or the "nothing" sentence with "Did you
 * mean" (each suggestion a link to its own guest search).
 */
export function GuestResultCard({
  partNumber,
  rows,
  didYouMean,
  filters,
  linkTo,
  headingLevel = 2,
}: {
  partNumber: string;
  rows: GuestPartRow[];
  didYouMean: string[] | undefined;
  filters: { manufacturer?: string; condition?: string };
  linkTo: (partNumber: string) => string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="mb-3" data-testid="pm-guest-group">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <Heading className="h5 mb-0">Results for {partNumber}</Heading>
        <Badge bg={rows.length ? 'dark' : 'secondary'}>
          {rows.length} {rows.length === 1 ? 'part' : 'parts'}
        </Badge>
      </Card.Header>
      {rows.length ? (
        <>
          <MatchKindSections
            partNumber={partNumber}
            rows={rows}
            headingLevel={headingLevel === 2 ? 3 : 4}
            render={(list, caption) => <GuestRows rows={list} caption={caption} />}
          />
          <Card.Footer className="small">
            Seller names, prices and pictures are shown to registered businesses.{' '}
            <Link to="/register">Create an account</Link> to contact sellers and order.
          </Card.Footer>
        </>
      ) : (
        <Card.Body>
          <p className="mb-2">
            {noPartsToDisplayMessage(partNumber, filters.manufacturer, filters.condition)}
          </p>
          <DidYouMean suggestions={didYouMean} linkTo={linkTo} />
          <p className="mb-0 small text-secondary">
            Dealers on IronMatch can still find it for you: <Link to="/register">register</Link> to send a
            general request to every dealer.
          </p>
        </Card.Body>
      )}
    </Card>
  );
}
