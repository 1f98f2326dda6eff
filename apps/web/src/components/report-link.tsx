import { useContext, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ModerationTargetType,
  type ReportReason,
} from '@ironmatch/contracts/moderation';
import { api, errorText, unwrap } from '../lib/api-client';
import { AuthContext } from '../lib/auth-context';

const NOUN: Record<ModerationTargetType, string> = {
  listing: 'listing',
  machine: 'machine',
  suggestion: 'suggestion',
  comment: 'comment',
};

/**
 * "Report" (issue 30): any logged-in user flags a listing, machine, suggestion or comment to the
 * operators, with a reason from the short list and optional text. Nothing shows for a guest.
 */
export function ReportLink(props: {
  targetType: ModerationTargetType;
  targetId: number;
  className?: string;
}) {
  // Read without requiring the provider, so a card shown on its own (tests, previews) simply has no link.
  const auth = useContext(AuthContext);
  const [open, setOpen] = useState(false);
  if (auth?.status !== 'authenticated') return null;
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className={`p-0 text-secondary report-link ${props.className ?? ''}`}
        onClick={() => setOpen(true)}
      >
        Report
      </Button>
      {open && <ReportDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog(props: { targetType: ModerationTargetType; targetId: number; onClose(): void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError('Choose a reason.');
    setBusy(true);
    setError(null);
    try {
      const res = await unwrap(
        api.POST('/api/reports', {
          body: { targetType: props.targetType, targetId: props.targetId, reason, text },
        }),
        'The report could not be sent.',
      );
      setDone(res.message ?? 'Thank you. An operator will look at your report.');
    } catch (err) {
      setError(errorText(err, 'The report could not be sent.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={props.onClose} centered aria-labelledby="report-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="report-title">Report this {NOUN[props.targetType]}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {done ? (
            <Alert variant="success" className="mb-0">
              {done}
            </Alert>
          ) : (
            <>
              <p className="text-secondary small">
                Operators review every report. Tell us what is wrong; your name is not shown to the owner.
              </p>
              <Form.Group className="mb-3" role="radiogroup" aria-label="Reason">
                <Form.Label className="fw-semibold">Reason</Form.Label>
                {REPORT_REASONS.map((r) => (
                  <Form.Check
                    key={r}
                    type="radio"
                    id={`report-reason-${r}`}
                    name="report-reason"
                    label={REPORT_REASON_LABELS[r]}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                  />
                ))}
              </Form.Group>
              <Form.Group controlId="report-text">
                <Form.Label className="fw-semibold">Details (optional)</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  maxLength={2000}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </Form.Group>
              {error && (
                <Alert variant="danger" className="mt-3 mb-0" role="alert">
                  {error}
                </Alert>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && (
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? 'Sending…' : 'Send report'}
            </Button>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
