import { useId, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import {
  FILE_MESSAGES,
  MESSAGE_ATTACHMENT_LIMITS,
  acceptAttribute,
  precheckUploads,
} from '@ironmatch/contracts/files';
import { formatFileSize } from '../../../lib/format';

/**
 * Attachments for a message or a reply (spec marketplace 5): the seven types, at most 10 files of 10 MB.
 * A selection with a file of another type is cleared with the spec's alert ('Invalid file type(s): ...'
 * in the Send Message dialog, 'Invalid file type: {names}' in reply modals); the server checks again by
 * content.
 */
export function AttachmentPicker({
  files,
  onChange,
  variant,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  variant: 'message' | 'reply';
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const found = precheckUploads(
      chosen.map((f) => ({ name: f.name, size: f.size })),
      MESSAGE_ATTACHMENT_LIMITS,
    );
    if (found) {
      setProblem(
        found.reason === 'type' && variant === 'reply'
          ? FILE_MESSAGES.invalidTypesInReply(found.names)
          : found.message,
      );
      onChange([]);
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(null);
    onChange(chosen);
  };

  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label>Attachments (optional)</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        multiple
        accept={acceptAttribute(MESSAGE_ATTACHMENT_LIMITS.types)}
        disabled={disabled}
        onChange={(e) => choose((e.target as HTMLInputElement).files)}
        aria-describedby={`${id}-hint`}
      />
      <Form.Text id={`${id}-hint`} muted>
        Up to 10 files of 10 MB: JPG, PNG, GIF, PDF, BMP, WEBP or HEIC.
      </Form.Text>
      {problem && (
        <Alert variant="danger" className="mt-2 mb-0 py-2" role="alert">
          {problem}
        </Alert>
      )}
      {files.length > 0 && (
        <ul className="list-unstyled small mt-2 mb-0">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="d-flex align-items-center gap-2">
              <span className="text-break">{f.name}</span>
              <span className="text-secondary">({formatFileSize(f.size)})</span>
              <Button
                variant="link"
                size="sm"
                className="p-0"
                disabled={disabled}
                aria-label={`Remove ${f.name}`}
                onClick={() => {
                  const rest = files.filter((_, j) => j !== i);
                  onChange(rest);
                  if (rest.length === 0 && input.current) input.current.value = '';
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
