import { useState } from 'react';
import { Alert, Button, Form, ListGroup, Modal, Spinner } from 'react-bootstrap';
import {
  COMMENT_MAX_LENGTH,
  SUGGESTION_MESSAGES,
  authorName,
  type Suggestion,
} from '@ironmatch/contracts/suggestions';
import { formatDate } from '../../../lib/format';
import { suggestionErrorMessage, useAddComment, useSuggestionComments } from '../api';
import { HiddenMark } from '../../../components/hidden-mark';
import { ReportLink } from '../../../components/report-link';

interface CommentsModalProps {
  show: boolean;
  suggestion: Suggestion | null;
  onHide(): void;
}

/** Comments of one suggestion, newest first, with a box to add one at the top. */
export function CommentsModal({ show, suggestion, onHide }: CommentsModalProps) {
  const suggestionId = show && suggestion ? suggestion.id : null;
  const comments = useSuggestionComments(suggestionId);
  const add = useAddComment(suggestionId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = body.trim();

  const close = () => {
    setBody('');
    setError(null);
    onHide();
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!trimmed || add.isPending) return;
    setError(null);
    try {
      await add.mutateAsync(trimmed);
      setBody('');
    } catch (err) {
      setError(suggestionErrorMessage(err, SUGGESTION_MESSAGES.addCommentFailed));
    }
  };

  return (
    <Modal show={show} onHide={close} centered scrollable size="lg" aria-labelledby="comments-title">
      <Modal.Header closeButton>
        <Modal.Title id="comments-title">Comments</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!suggestion ? (
          <Alert variant="warning" className="mb-0">
            {SUGGESTION_MESSAGES.noSuggestionSelected}
          </Alert>
        ) : (
          <>
            <blockquote className="im-suggestion-text border-start border-4 border-primary ps-3 mb-3 text-body-secondary">
              {suggestion.suggestion}
            </blockquote>
            <Form onSubmit={onSubmit} className="mb-3">
              <Form.Group controlId="new-comment">
                <Form.Label className="visually-hidden">Add a comment</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  placeholder="Add a comment..."
                  value={body}
                  maxLength={COMMENT_MAX_LENGTH}
                  onChange={(e) => setBody(e.target.value)}
                />
              </Form.Group>
              {error && (
                <Alert variant="danger" className="mt-2 mb-0 py-2" role="alert">
                  {error}
                </Alert>
              )}
              <div className="d-flex justify-content-end mt-2">
                <Button type="submit" variant="primary" disabled={!trimmed || add.isPending}>
                  {add.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                  Post
                </Button>
              </div>
            </Form>
            {comments.isPending ? (
              <div className="d-flex justify-content-center py-3" role="status">
                <Spinner animation="border" size="sm" variant="secondary" />
                <span className="visually-hidden">Loading comments...</span>
              </div>
            ) : comments.isError ? (
              <Alert variant="danger" role="alert">
                {SUGGESTION_MESSAGES.loadCommentsFailed}
              </Alert>
            ) : comments.data.length === 0 ? (
              <p className="text-body-secondary mb-0">No comments yet. Start the conversation.</p>
            ) : (
              <ListGroup variant="flush" as="ol" aria-label="Comments, newest first">
                {comments.data.map((c) => (
                  <ListGroup.Item as="li" key={c.id} className="px-0">
                    <div className="d-flex flex-wrap gap-2 small text-body-secondary mb-1">
                      <span className="fw-semibold text-body text-break">{authorName(c.User, 'User')}</span>
                      <span aria-hidden="true">·</span>
                      <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                      {!c.hidden && <ReportLink targetType="comment" targetId={c.id} className="ms-auto" />}
                    </div>
                    <p className="im-suggestion-text mb-0">{c.body}</p>
                    {c.hidden && <HiddenMark reason={c.hiddenReason} />}
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
