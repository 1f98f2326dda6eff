import { useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import type { AdminCompany } from '@ironmatch/contracts/operator-accounts';
import { errorText } from '../../../lib/api-client';
import { useAdminAction } from '../api';
import type { ActionResult } from './action-result';

/** A company's actions (issue 30): member id, payout account, suspend or reinstate. */
export function CompanyActions({
  company,
  onResult,
}: {
  company: AdminCompany;
  onResult: (r: ActionResult) => void;
}) {
  const action = useAdminAction();
  const [memid, setMemid] = useState(company.memid ?? '');
  const [payout, setPayout] = useState(company.stripeAccountId ?? '');
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
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            run('PUT', 'memid', { memid: memid.trim() }, `${company.name} is member ${memid.trim()}.`);
          }}
        >
          <Form.Label htmlFor="company-memid">Member id</Form.Label>
          <InputGroup>
            <Form.Control
              id="company-memid"
              value={memid}
              maxLength={40}
              placeholder="e.g. NC2001"
              onChange={(e) => setMemid(e.target.value)}
            />
            <Button type="submit" variant="dark" disabled={busy || !memid.trim()}>
              Set
            </Button>
            <Button
              variant="outline-dark"
              disabled={busy || company.memid === null}
              onClick={() =>
                run('PUT', 'memid', { memid: null }, `${company.name} is no longer a network member.`)
              }
            >
              Clear
            </Button>
          </InputGroup>
          <Form.Text>Reaches the company’s users at their next token refresh.</Form.Text>
        </Form>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            run(
              'PUT',
              'payout-account',
              { stripeAccountId: payout.trim() },
              `${company.name} pays out to ${payout.trim()}.`,
            );
          }}
        >
          <Form.Label htmlFor="company-payout">Payout account id</Form.Label>
          <InputGroup>
            <Form.Control
              id="company-payout"
              value={payout}
              maxLength={70}
              placeholder="acct_..."
              onChange={(e) => setPayout(e.target.value)}
            />
            <Button type="submit" variant="dark" disabled={busy || !payout.trim()}>
              Set
            </Button>
            <Button
              variant="outline-dark"
              disabled={busy || company.stripeAccountId === null}
              onClick={() =>
                run(
                  'PUT',
                  'payout-account',
                  { stripeAccountId: null },
                  `${company.name} has no payout account now.`,
                )
              }
            >
              Clear
            </Button>
          </InputGroup>
        </Form>
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
