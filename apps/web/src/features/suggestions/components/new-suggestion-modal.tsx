import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  SUGGESTION_MAX_LENGTH,
  SUGGESTION_MESSAGES,
  newSuggestionSchema,
} from '@ironmatch/contracts/suggestions';
import { zodResolver } from '../../../lib/zod-resolver';
import { suggestionErrorMessage, useCreateSuggestion } from '../api';

type FormIn = z.input<typeof newSuggestionSchema>;
type FormOut = z.output<typeof newSuggestionSchema>;

interface NewSuggestionModalProps {
  show: boolean;
  onHide(): void;
  onCreated(): void;
}

/** "New Suggestion": non-empty after trimming ('Please enter a suggestion.'), sent trimmed (spec 5). */
export function NewSuggestionModal({ show, onHide, onCreated }: NewSuggestionModalProps) {
  const create = useCreateSuggestion();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(newSuggestionSchema),
    defaultValues: { suggestion: '' },
  });
  const length = (watch('suggestion') ?? '').trim().length;

  const close = () => {
    if (create.isPending) return;
    reset();
    setError(null);
    onHide();
  };

  const onSubmit = handleSubmit(async ({ suggestion }) => {
    setError(null);
    try {
      await create.mutateAsync(suggestion);
      reset();
      onCreated();
    } catch (err) {
      setError(suggestionErrorMessage(err, SUGGESTION_MESSAGES.createFailed));
    }
  });

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="new-suggestion-title">
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="new-suggestion-title">New Suggestion</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group controlId="new-suggestion-text">
            <Form.Label>Your suggestion</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              placeholder="What would make IronMatch work better for you?"
              isInvalid={!!errors.suggestion}
              aria-describedby="new-suggestion-count"
              {...register('suggestion')}
            />
            <Form.Control.Feedback type="invalid">{errors.suggestion?.message}</Form.Control.Feedback>
            <Form.Text
              id="new-suggestion-count"
              className={length > SUGGESTION_MAX_LENGTH ? 'text-danger' : undefined}
            >
              {length} / {SUGGESTION_MAX_LENGTH} characters
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Submit
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
