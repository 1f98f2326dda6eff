import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import {
  BODY_MAX_LENGTH,
  MESSAGING_MESSAGES as M,
  SUBJECT_MAX_LENGTH,
} from '@ironmatch/contracts/messaging-rules';
import { AttachmentPicker } from './attachment-picker';

/** What the composer hands over to be sent: trimmed texts and the chosen files. */
export interface MessageDraft {
  subject: string;
  body: string;
  files: File[];
}

/**
 * The dialog that writes a message or a reply (spec marketplace 2): the texts, optional attachments,
 * 'Sending...' with every button held while it sends, and a danger alert when a required text is
 * empty or the sending failed. A new message has a subject (prefilled); a reply keeps its message's.
 */
export function MessageComposer({
  title,
  subject,
  bodyLabel,
  kind,
  submitLabel,
  busy,
  send,
  onClose,
  children,
}: {
  title: ReactNode;
  /** The prefilled subject of a new message; undefined for a reply, which has no subject field. */
  subject?: string;
  bodyLabel: string;
  kind: 'message' | 'reply';
  submitLabel: string;
  busy: boolean;
  /** Sends the draft; `fail` shows the sentence of a failure in the dialog. */
  send(draft: MessageDraft, fail: (message: string) => void): void;
  onClose(): void;
  /** What stands above the fields: to whom, about what. */
  children: ReactNode;
}) {
  const titleId = useId();
  const [subjectText, setSubjectText] = useState(subject ?? '');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const withSubject = subject !== undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if ((withSubject && !subjectText.trim()) || !body.trim()) {
      setError(withSubject ? M.subjectAndBodyRequired : M.replyRequired);
      return;
    }
    setError(null);
    send({ subject: subjectText.trim(), body: body.trim(), files }, setError);
  };

  return (
    <Modal
      show
      onHide={busy ? undefined : onClose}
      centered
      aria-labelledby={titleId}
      backdrop={busy ? 'static' : true}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!busy}>
          <Modal.Title id={titleId} className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          {withSubject && (
            <Form.Group className="mb-3" controlId={`${titleId}-subject`}>
              <Form.Label>Subject</Form.Label>
              <Form.Control
                value={subjectText}
                maxLength={SUBJECT_MAX_LENGTH}
                onChange={(e) => setSubjectText(e.target.value)}
                disabled={busy}
                required
              />
            </Form.Group>
          )}
          <Form.Group className="mb-3" controlId={`${titleId}-body`}>
            <Form.Label>{bodyLabel}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={body}
              maxLength={BODY_MAX_LENGTH}
              onChange={(e) => setBody(e.target.value)}
              disabled={busy}
              required
              autoFocus
            />
          </Form.Group>
          <AttachmentPicker files={files} onChange={setFiles} variant={kind} disabled={busy} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? M.sending : submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
