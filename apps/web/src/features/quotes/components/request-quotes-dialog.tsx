import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { QUOTE_NOTE_MAX_LENGTH } from '@ironmatch/contracts/quote-rules';
import type { SearchQuotesTarget } from '../../../lib/quote-actions';
import { errorText } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { useRequestQuotes } from '../api';

/** The most result rows one request may name (the call's limit). */
const MAX_ROWS = 200;

type Whom = 'all' | 'rows';

/**
 * "Request quotes" (issue 26): ask the dealers of chosen result rows, or every member dealer that stocks
 * a number of the search (for a number nobody stocks: the dealers of its make), with a needed-by date
 * and a note. Each dealer finds it in Part Requests with Quick Quote, and by email.
 */
export function RequestQuotesDialog({
  target,
  onClose,
  onSent,
}: {
  target: SearchQuotesTarget;
  onClose: () => void;
  onSent: (dealers: number) => void;
}) {
  const rows = target.rows.slice(0, MAX_ROWS);
  const only = target.rowsOnly === true;
  const [whom, setWhom] = useState<Whom>(only ? 'rows' : 'all');
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(only ? rows.map((r) => r.id) : []));
  const [neededBy, setNeededBy] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useRequestQuotes();
  const numbers = target.partNumbers.join(', ');

  const toggle = (id: number, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function submit() {
    setProblem(null);
    if (whom === 'rows' && chosen.size === 0) return setProblem('Choose at least one dealer to ask.');
    try {
      const done = await send.mutateAsync({
        partSearchId: target.partSearchId,
        ...(whom === 'rows' ? { resultIds: [...chosen] } : { allDealers: true }),
        neededBy: neededBy || null,
        note: note.trim() || null,
      });
      onSent(done.companyIds.length);
    } catch (err) {
      setProblem(errorText(err, 'The quote request could not be sent.'));
    }
  }

  return (
    <Modal show onHide={onClose} size="lg" fullscreen="sm-down" aria-labelledby="qq-request-title">
      <Modal.Header closeButton>
        <Modal.Title id="qq-request-title" className="h5">
          Request quotes
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          Dealers get your request in Part Requests and by email, and answer with a priced Quick Quote for{' '}
          <strong>{numbers}</strong>.
        </p>
        <fieldset className="mb-3" hidden={only}>
          <legend className="h6">Whom to ask</legend>
          <Form.Check
            type="radio"
            id="qq-request-all"
            name="qq-request-whom"
            checked={whom === 'all'}
            onChange={() => setWhom('all')}
            label={
              rows.length
                ? 'Every dealer that stocks these part numbers (for a number nobody stocks: the dealers of its make)'
                : 'Every dealer that stocks the make (nobody lists these numbers in stock)'
            }
          />
          {rows.length > 0 && (
            <Form.Check
              type="radio"
              id="qq-request-rows"
              name="qq-request-whom"
              checked={whom === 'rows'}
              onChange={() => setWhom('rows')}
              label="The dealers I choose below"
            />
          )}
        </fieldset>
        {whom === 'rows' && (
          <fieldset className="qq-request-rows border rounded p-2 mb-3">
            <legend className="visually-hidden">Dealers to ask</legend>
            {rows.map((r) => (
              <Form.Check
                key={r.id}
                id={`qq-request-row-${r.id}`}
                checked={chosen.has(r.id)}
                onChange={(e) => toggle(r.id, e.target.checked)}
                label={
                  <>
                    <span className="fw-semibold">{r.companyName}</span>
                    <span className="text-secondary">
                      {' '}
                      {[r.companyCity, r.companyState].filter(Boolean).join(', ')}
                    </span>
                    <span className="d-block small">
                      {r.partNumber} · {r.condition} ·{' '}
                      {r.price !== null && r.price > 0 ? formatCents(r.price) : 'Contact for price'}
                    </span>
                  </>
                }
              />
            ))}
          </fieldset>
        )}
        <Form.Group controlId="qq-request-needed" className="mb-3 qq-date-field">
          <Form.Label>Needed by (optional)</Form.Label>
          <Form.Control type="date" value={neededBy} onChange={(e) => setNeededBy(e.target.value)} />
        </Form.Group>
        <Form.Group controlId="qq-request-note" className="mb-2">
          <Form.Label>Note (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={note}
            maxLength={QUOTE_NOTE_MAX_LENGTH}
            placeholder="Machine down, serial number, quantity, where to ship..."
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Group>
        {problem && (
          <Alert variant="danger" className="py-2 mb-0" role="alert">
            {problem}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void submit()} disabled={send.isPending}>
          {send.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          Send Request
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
