import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, InputGroup, Modal, Spinner } from 'react-bootstrap';
import {
  PAYMENT_MESSAGES as M,
  REFUND_CONFIRMATION_PHRASE,
  checkRefundAmount,
  parseRefundDollars,
} from '@ironmatch/contracts/payments';
import { errorText } from '../../lib/api-client';
import { formatCents } from '../../lib/format';
import { useRefund } from './api';

/** Spec 4 "Refund state". */
type RefundState =
  { kind: 'form' } | { kind: 'processing' } | { kind: 'success' } | { kind: 'error'; message: string };

const TITLES = {
  form: 'Process Refund',
  processing: 'Processing refund',
  success: M.refundInitiatedTitle,
  error: M.refundFailedTitle,
} as const;

/**
 * Process Refund (spec marketplace 2, 5): a full refund of what remains or a partial one, confirmed by
 * typing PROCESS REFUND. The server checks the amount again and refunds the application fee in proportion.
 */
export function RefundDialog({
  orderId,
  remainingCents,
  testMode,
  onClose,
}: {
  orderId: number;
  remainingCents: number;
  testMode: boolean;
  onClose(): void;
}) {
  const id = useId();
  const refund = useRefund(orderId);
  const [state, setState] = useState<RefundState>({ kind: 'form' });
  const [partial, setPartial] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [phrase, setPhrase] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let cents: number | undefined;
    if (partial) {
      const check = checkRefundAmount(parseRefundDollars(amountText) ?? Number.NaN, remainingCents);
      if (!check.ok) {
        setInvalid(M.invalidPartialRefund);
        return;
      }
      cents = check.cents;
    }
    setInvalid(null);
    setState({ kind: 'processing' });
    try {
      await refund.mutateAsync(cents);
      setState({ kind: 'success' });
    } catch (err) {
      setState({ kind: 'error', message: errorText(err, M.refundFailed) });
    }
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton={state.kind !== 'processing'}>
        <Modal.Title id={`${id}-title`}>{TITLES[state.kind]}</Modal.Title>
      </Modal.Header>
      {state.kind === 'form' ? (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <p>
              Refundable: <strong>{formatCents(remainingCents)}</strong>
            </p>
            <Form.Check
              type="radio"
              id={`${id}-full`}
              name={`${id}-kind`}
              label={`Full refund (${formatCents(remainingCents)})`}
              checked={!partial}
              onChange={() => setPartial(false)}
            />
            <Form.Check
              type="radio"
              id={`${id}-partial`}
              name={`${id}-kind`}
              label="Partial refund"
              checked={partial}
              onChange={() => setPartial(true)}
            />
            {partial && (
              <Form.Group controlId={`${id}-amount`} className="mt-2">
                <Form.Label>Refund amount</Form.Label>
                <InputGroup hasValidation>
                  <InputGroup.Text>$</InputGroup.Text>
                  <Form.Control
                    inputMode="decimal"
                    value={amountText}
                    isInvalid={invalid !== null}
                    onChange={(e) => {
                      setAmountText(e.target.value);
                      setInvalid(null);
                    }}
                  />
                  <Form.Control.Feedback type="invalid">{invalid}</Form.Control.Feedback>
                </InputGroup>
              </Form.Group>
            )}
            <Form.Group controlId={`${id}-phrase`} className="mt-3">
              <Form.Label>
                Type <strong>{REFUND_CONFIRMATION_PHRASE}</strong> to confirm
              </Form.Label>
              <Form.Control value={phrase} autoComplete="off" onChange={(e) => setPhrase(e.target.value)} />
            </Form.Group>
            <p className="small text-secondary mt-3 mb-0">
              {testMode
                ? 'Test mode: the refund and the application fee refund happen at once; nothing is paid back for real.'
                : `The buyer is refunded to the original payment method. ${M.feeRefundDelay}`}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={remainingCents <= 0 || phrase !== REFUND_CONFIRMATION_PHRASE}
            >
              Process Refund
            </Button>
          </Modal.Footer>
        </Form>
      ) : (
        <>
          <Modal.Body>
            {state.kind === 'processing' && (
              <div role="status">
                <Spinner size="sm" className="me-2" aria-hidden="true" />
                Processing refund...
              </div>
            )}
            {state.kind === 'success' && <p className="mb-0">{M.refundInitiatedText}</p>}
            {state.kind === 'error' && (
              <Alert variant="danger" role="alert" className="mb-0">
                {state.message}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose} disabled={state.kind === 'processing'}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
