import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import {
  SUGGESTION_MESSAGES,
  authorName,
  voteIntent,
  type Suggestion,
  type VoteValue,
} from '@ironmatch/contracts/suggestions';
import { formatDate } from '../../../lib/format';
import { suggestionErrorMessage, useSuggestionVote } from '../api';
import { HiddenMark } from '../../../components/hidden-mark';
import { ReportLink } from '../../../components/report-link';

interface SuggestionCardProps {
  suggestion: Suggestion;
  onOpenComments(suggestion: Suggestion): void;
}

/** One idea: vote column (up, score, down), the text as plain text, author, date and comments. */
export function SuggestionCard({ suggestion, onOpenComments }: SuggestionCardProps) {
  const vote = useSuggestionVote();
  const [error, setError] = useState<string | null>(null);
  const { id, userVote, upvoteCount, commentCount } = suggestion;

  const onVote = (clicked: VoteValue) => {
    setError(null);
    const removing = voteIntent(userVote, clicked).kind === 'remove';
    vote.mutate(
      { suggestionId: id, current: userVote, clicked },
      {
        onError: (err) =>
          setError(
            suggestionErrorMessage(
              err,
              removing ? SUGGESTION_MESSAGES.removeVoteFailed : SUGGESTION_MESSAGES.voteFailed,
            ),
          ),
      },
    );
  };

  const author = authorName(suggestion.User, 'Anonymous');
  const date = formatDate(suggestion.createdAt);

  return (
    <Card as="article" className="im-suggestion-card shadow-sm" aria-label={`Suggestion by ${author}`}>
      <Card.Body className="d-flex gap-3">
        <div className="im-vote-column d-flex flex-column align-items-center" role="group" aria-label="Votes">
          <Button
            variant={userVote === 1 ? 'success' : 'outline-secondary'}
            size="sm"
            className="im-vote-btn"
            aria-label="Vote up"
            aria-pressed={userVote === 1}
            disabled={vote.isPending}
            onClick={() => onVote(1)}
          >
            <span aria-hidden="true">▲</span>
          </Button>
          <output
            className={`im-vote-score fw-bold ${upvoteCount > 0 ? 'text-success' : upvoteCount < 0 ? 'text-danger' : ''}`}
            aria-label={`Score ${upvoteCount}`}
            aria-live="polite"
            data-testid="suggestion-score"
          >
            {upvoteCount}
          </output>
          <Button
            variant={userVote === -1 ? 'danger' : 'outline-secondary'}
            size="sm"
            className="im-vote-btn"
            aria-label="Vote down"
            aria-pressed={userVote === -1}
            disabled={vote.isPending}
            onClick={() => onVote(-1)}
          >
            <span aria-hidden="true">▼</span>
          </Button>
        </div>
        <div className="flex-grow-1 min-w-0">
          {/* Plain text only: React escapes it; line breaks are kept by CSS. */}
          <p className="im-suggestion-text mb-2">{suggestion.suggestion}</p>
          {suggestion.hidden && <HiddenMark reason={suggestion.hiddenReason} />}
          <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
            <span className="fw-semibold text-body text-break">{author}</span>
            {date && (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={suggestion.createdAt}>{date}</time>
              </>
            )}
            <Button
              variant="link"
              size="sm"
              className="ms-auto p-0 text-decoration-none"
              onClick={() => onOpenComments(suggestion)}
            >
              Comments ({commentCount})
            </Button>
            {!suggestion.hidden && <ReportLink targetType="suggestion" targetId={suggestion.id} />}
          </div>
          {error && (
            <Alert
              variant="danger"
              className="mt-2 mb-0 py-2 small"
              role="alert"
              dismissible
              onClose={() => setError(null)}
            >
              {error}
            </Alert>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
