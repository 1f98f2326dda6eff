import { Badge } from 'react-bootstrap';
import type { MatchKind } from '@ironmatch/contracts/part-matcher-rules';

/**
 * Each row says whether it is the searched number itself, a longer number that begins with it, or a
 * number found through a cross-reference (issue 29: its `matchLabel`, 'Replaces 1R0716').
 */
export function MatchKindBadge({ kind, label }: { kind: MatchKind; label?: string | null }) {
  if (kind === 'superseded' || kind === 'interchange')
    return (
      <Badge bg="info-subtle" text="info-emphasis" className="pm-match-kind">
        {label ?? (kind === 'superseded' ? 'Superseded number' : 'Interchangeable')}
      </Badge>
    );
  return kind === 'exact' ? (
    <Badge bg="success-subtle" text="success-emphasis" className="pm-match-kind">
      Exact
    </Badge>
  ) : (
    <Badge bg="warning-subtle" text="warning-emphasis" className="pm-match-kind">
      Begins with
    </Badge>
  );
}

/**
 * Splits one part number's rows into exact matches first, "begins with" matches after, then the
 * superseded and interchangeable numbers (issue 29), each under its own heading, so a 1R-07501 assembly
 * is never read as one of the 1R-0750 filters.
 */
export function MatchKindSections<T extends { matchKind: MatchKind }>({
  partNumber,
  rows,
  render,
  headingLevel = 3,
}: {
  partNumber: string;
  rows: T[];
  render: (rows: T[], caption: string) => React.ReactNode;
  headingLevel?: 3 | 4;
}) {
  const exact = rows.filter((r) => r.matchKind === 'exact');
  const prefix = rows.filter((r) => r.matchKind === 'prefix');
  const superseded = rows.filter((r) => r.matchKind === 'superseded');
  const interchange = rows.filter((r) => r.matchKind === 'interchange');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading className="h6 px-3 pt-3 mb-2 pm-match-heading">
        Exact matches for {partNumber} ({exact.length})
      </Heading>
      {exact.length > 0 ? (
        render(exact, `Parts found for ${partNumber}`)
      ) : (
        <p className="px-3 small text-secondary">No dealer lists exactly {partNumber}.</p>
      )}
      {prefix.length > 0 && (
        <>
          <Heading className="h6 px-3 pt-3 mb-2 pm-match-heading">
            Part numbers beginning with {partNumber} ({prefix.length})
          </Heading>
          {render(prefix, `Parts beginning with ${partNumber}`)}
        </>
      )}
      {superseded.length > 0 && (
        <>
          <Heading className="h6 px-3 pt-3 mb-2 pm-match-heading">
            Superseded numbers for {partNumber} ({superseded.length})
          </Heading>
          {render(superseded, `Superseded numbers for ${partNumber}`)}
        </>
      )}
      {interchange.length > 0 && (
        <>
          <Heading className="h6 px-3 pt-3 mb-2 pm-match-heading">
            Interchangeable numbers for {partNumber} ({interchange.length})
          </Heading>
          {render(interchange, `Interchangeable numbers for ${partNumber}`)}
        </>
      )}
    </>
  );
}
