import { Fragment, useState } from 'react';
import { Badge, Button, Form, InputGroup, Modal } from 'react-bootstrap';
import type { AdminApplication } from '@ironmatch/contracts/membership';
import { errorText } from '../../../lib/api-client';
import { formatCount, formatDateTime } from '../../../lib/format';
import { checkMemid, useAdminAction } from '../api';
import type { ActionResult } from './action-result';

export const STATUS_VARIANT = { open: 'warning', approved: 'success', rejected: 'secondary' } as const;

/** One application opened: what the company sent, the memid check, approve and reject. */
export function ApplicationDetails({
  application,
  onHide,
  onDone,
}: {
  application: AdminApplication;
  onHide: () => void;
  onDone: (result: ActionResult) => void;
}) {
  const [memid, setMemid] = useState('');
  const [check, setCheck] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useAdminAction();
  const open = application.status === 'open';
  const base = `/api/admin/applications/${application.id}`;

  async function runCheck() {
    setCheck(null);
    try {
      const result = await checkMemid(memid.trim());
      setCheck(
        result.available
          ? `${result.memid} is available.`
          : `${result.memid} is taken by company ${result.companyId ?? ''}.`,
      );
    } catch (err) {
      setCheck(errorText(err, 'Could not check the member id.'));
    }
  }
  function run(path: string, body: unknown, done: string) {
    setError(null);
    action.mutate(
      { method: 'POST', path, body },
      {
        onSuccess: () => onDone({ variant: 'success', text: done }),
        onError: (err) => setError(errorText(err, 'The action failed.', { prefer: 'errors' })),
      },
    );
  }

  const facts: Array<[string, string]> = [
    ['Company', `${application.company.name} (id ${application.company.id}, ${application.company.email1})`],
    [
      'Yard or shop address',
      `${application.yardAddress1}, ${application.yardCity}, ${application.yardState} ${application.yardZip}`,
    ],
    ['Sells', application.sells],
    ['Makes', application.makes.join(', ')],
    ['Parts in stock', formatCount(application.inventorySize)],
    ['Website', application.website ?? '—'],
    ['Sent', formatDateTime(application.createdAt)],
  ];
  if (application.memid) facts.push(['Member id', application.memid]);
  if (application.rejectionReason) facts.push(['Rejection reason', application.rejectionReason]);

  return (
    <Modal show onHide={onHide} size="lg" aria-labelledby="application-title">
      <Modal.Header closeButton>
        <Modal.Title id="application-title" className="h5">
          Application {application.id}{' '}
          <Badge
            bg={STATUS_VARIANT[application.status]}
            text={application.status === 'open' ? 'dark' : undefined}
          >
            {application.status}
          </Badge>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-0">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="col-sm-4">{label}</dt>
              <dd className="col-sm-8 text-break">{value}</dd>
            </Fragment>
          ))}
        </dl>
        {error && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
        {open && (
          <>
            <hr />
            <Form
              onSubmit={(e) => {
                e.preventDefault();
                run(
                  `${base}/approve`,
                  { memid: memid.trim() },
                  `Approved ${application.company.name} as member ${memid.trim()}.`,
                );
              }}
            >
              <Form.Label htmlFor="approve-memid">Member id</Form.Label>
              <InputGroup>
                <Form.Control
                  id="approve-memid"
                  value={memid}
                  maxLength={40}
                  placeholder="e.g. NC2001"
                  onChange={(e) => {
                    setMemid(e.target.value);
                    setCheck(null);
                  }}
                />
                <Button variant="outline-dark" disabled={!memid.trim()} onClick={() => void runCheck()}>
                  Check availability
                </Button>
                <Button type="submit" variant="success" disabled={!memid.trim() || action.isPending}>
                  Approve
                </Button>
              </InputGroup>
              {check && (
                <Form.Text role="status" className="d-block">
                  {check}
                </Form.Text>
              )}
            </Form>
            <Form
              className="mt-3"
              onSubmit={(e) => {
                e.preventDefault();
                run(`${base}/reject`, { reason }, `Rejected the application of ${application.company.name}.`);
              }}
            >
              <Form.Label htmlFor="reject-reason">
                Reason for the rejection (emailed to the company’s admins)
              </Form.Label>
              <Form.Control
                id="reject-reason"
                as="textarea"
                rows={2}
                maxLength={2000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button type="submit" variant="outline-danger" className="mt-2" disabled={action.isPending}>
                Reject
              </Button>
            </Form>
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
