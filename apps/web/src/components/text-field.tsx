import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { Form } from 'react-bootstrap';

/** What react-hook-form's `register(name)` returns (or a wrapper around it). */
interface FieldRegistration {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
}

interface TextFieldProps {
  id: string;
  label: ReactNode;
  registration: FieldRegistration;
  /** The field's message; its presence marks the input invalid. */
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Adds a quiet "(optional)" after the label. */
  optional?: boolean;
  className?: string;
  /** The schema's length limit: the box stops there. */
  maxLength?: number;
}

/** A labelled input with its validation message: the one shape every account form repeats. */
export function TextField({
  id,
  label,
  registration,
  error,
  type,
  autoComplete,
  optional,
  className,
  maxLength,
}: TextFieldProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {label}
        {optional && (
          <>
            {' '}
            <span className="text-body-secondary small">(optional)</span>
          </>
        )}
      </Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        isInvalid={Boolean(error)}
        {...registration}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
