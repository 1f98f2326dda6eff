import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { MACHINE_MESSAGES as M } from '@ironmatch/contracts/machine-rules';
import { errorText } from '../../../lib/api-client';
import { useRequestParts } from '../api';

/** 'Request parts from this machine': a message to the dealer with the list the buyer types. */
export function RequestPartsForm({ machineId, companyName }: { machineId: number; companyName: string }) {
  const [open, setOpen] = useState(false);
  const [parts, setParts] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useRequestParts(machineId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parts.trim() === '') {
      setProblem(M.partsRequired);
      return;
    }
    setProblem(null);
    send.mutate({ parts, note }, { onSuccess: () => setOpen(false) });
  };
  if (send.isSuccess && !open)
    return (
      <Alert variant="success" data-testid="request-sent">
        {M.requestSent(companyName)} Their answer arrives in your <Link to="/messages">Messages</Link>.
      </Alert>
    );
  if (!open)
    return (
      <Button size="lg" onClick={() => setOpen(true)}>
        Request parts from this machine
      </Button>
    );
  return (
    <Form onSubmit={submit} noValidate aria-label="Request parts from this machine">
      <h2 className="h5">Request parts from this machine</h2>
      {(problem || send.isError) && (
        <Alert variant="danger" role="alert">
          {problem ?? errorText(send.error, 'Failed to send the request.')}
        </Alert>
      )}
      <Form.Group controlId="mc-request-parts" className="mb-2">
        <Form.Label>The parts you need (one a line)</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={4000}
          value={parts}
          placeholder={'Boom cylinder\nFinal drive, left\nCab door'}
          onChange={(e) => setParts(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="mc-request-note" className="mb-3">
        <Form.Label>Note (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={4000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Form.Group>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Request'}
        </Button>
        <Button variant="outline-secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
