import { useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import type { AdminCompany } from '@ironmatch/contracts/operator-accounts';
import { errorText } from '../../../lib/api-client';
import { useAdminAction } from '../api';
import type { ActionResult } from './action-result';

/** A value the operator sets (trimmed, not empty) or clears (null): the member id, the payout account. */
function SetOrClear(props: {
  id: string;
  label: string;
  initial: string | null;
  maxLength: number;
  placeholder: string;
  help?: string;
  busy: boolean;
  onSet: (value: string) => void;
  onClear: () => void;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSet(value.trim());
      }}
    >
      <Form.Label htmlFor={props.id}>{props.label}</Form.Label>
      <InputGroup>
        <Form.Control
          id={props.id}
          value={value}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" variant="dark" disabled={props.busy || !value.trim()}>
          Set
        </Button>
        <Button
          variant="outline-dark"
          disabled={props.busy || props.initial === null}
          onClick={props.onClear}
        >
          Clear
        </Button>
      </InputGroup>
      {props.help && <Form.Text>{props.help}</Form.Text>}
    </Form>
  );
}

/** A company's actions (issue 30): member id, payout account, suspend or reinstate. */
export function CompanyActions({
  company,
  onResult,
}: {
  company: AdminCompany;
  onResult: (r: ActionResult) => void;
}) {
  const action = useAdminAction();
  const [reason, setReason] = useState('');
  const base = `/api/admin/companies/${company.id}`;
  const run = (method: 'POST' | 'PUT', path: string, body: unknown, done: string) =>
    action.mutate(
      { method, path: `${base}/${path}`, body },
      {
        onSuccess: () => onResult({ variant: 'success', text: done }),
        onError: (err) =>
          onResult({ variant: 'danger', text: errorText(err, 'The action failed.', { prefer: 'errors' }) }),
      },
    );
  const busy = action.isPending;
  return (
    <Card className="shadow-sm">
      <Card.Header className="bg-body">
        <h2 className="h5 mb-0">Actions</h2>
      </Card.Header>
      <Card.Body className="d-grid gap-4">
        <SetOrClear
          id="company-memid"
          label="Member id"
          initial={company.memid}
          maxLength={40}
          placeholder="e.g. NC2001"
          help="Reaches the company’s users at their next token refresh."
          busy={busy}
          onSet={(memid) => run('PUT', 'memid', { memid }, `${company.name} is member ${memid}.`)}
          onClear={() =>
            run('PUT', 'memid', { memid: null }, `${company.name} is no longer a network member.`)
          }
        />
        <SetOrClear
          id="company-payout"
          label="Payout account id"
          initial={company.stripeAccountId}
          maxLength={70}
          placeholder="acct_..."
          busy={busy}
          onSet={(stripeAccountId) =>
            run(
              'PUT',
              'payout-account',
              { stripeAccountId },
              `${company.name} pays out to ${stripeAccountId}.`,
            )
          }
          onClear={() =>
            run(
              'PUT',
              'payout-account',
              { stripeAccountId: null },
              `${company.name} has no payout account now.`,
            )
          }
        />
        {company.suspended ? (
          <div>
            <p className="mb-2">
              Suspended: <span className="text-break">{company.suspendedReason}</span>
            </p>
            <Button
              variant="success"
              disabled={busy}
              onClick={() =>
                run(
                  'POST',
                  'reinstate',
                  undefined,
                  `${company.name} is reinstated; its users can log in again.`,
                )
              }
            >
              Reinstate
            </Button>
          </div>
        ) : (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              run(
                'POST',
                'suspend',
                { reason },
                `${company.name} is suspended; every session of its users has ended.`,
              );
            }}
          >
            <Form.Label htmlFor="suspend-reason">Reason for a suspension</Form.Label>
            <Form.Control
              id="suspend-reason"
              as="textarea"
              rows={2}
              maxLength={2000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Form.Text className="d-block">
              No user of the company can log in; every session ends within 60 seconds.
            </Form.Text>
            <Button type="submit" variant="outline-danger" className="mt-2" disabled={busy}>
              Suspend
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
