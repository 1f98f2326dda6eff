import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@ironmatch/contracts/orders';
import { api, errorText, unwrap } from '../../../lib/api-client';
import { formatCents, formatDateTime } from '../../../lib/format';
import { useOrderChange } from '../api';
import type { OrderNotice } from './order-notice';

const path = (id: number) => ({ params: { path: { id: String(id) } } });
const name = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : 'someone who left';

/**
 * Who sent the order request and the buyer company's purchase approval (issue 23). An admin of the
 * buyer company approves a held request or sends it back with a reason; the server decides who may.
 */
export function OrderApprovalPanel({ order, onNotice }: { order: Order; onNotice(n: OrderNotice): void }) {
  const buyer = order.role === 'buyer';
  const held = order.status === 'pending_company_approval';
  const { data: myRole } = useQuery({
    queryKey: ['team'],
    enabled: buyer && held,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/team', { signal }))).data,
    select: (team) => team.myRole,
  });
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const approve = useOrderChange(async () => {
    const res = await unwrap(
      api.POST('/api/orders/{id}/approve-request', path(order.id)),
      'Could not approve.',
    );
    return { message: res.message, order: res.data.order };
  });
  const reject = useOrderChange(async (why: string) => {
    const res = await unwrap(
      api.POST('/api/orders/{id}/reject-request', { ...path(order.id), body: { reason: why } }),
      'Could not reject.',
    );
    return { message: res.message, order: res.data.order };
  });
  const notify = {
    onSuccess: (r: { message?: string }) => onNotice({ variant: 'success', text: r.message ?? 'Saved.' }),
    onError: (err: unknown) => onNotice({ variant: 'danger', text: errorText(err, 'Could not save.') }),
  };
  const a = order.approval;
  if (!order.submittedBy && !a) return null;
  return (
    <div className="ord-approval mb-3">
      {order.submittedBy && <p className="mb-1 small text-secondary">Sent by {name(order.submittedBy)}</p>}
      {buyer && a && (
        <Alert
          variant={a.status === 'rejected' ? 'warning' : a.status === 'approved' ? 'success' : 'info'}
          className="mb-2"
        >
          {a.status === 'pending' &&
            `Waiting for approval by your company admin: ${name(a.requestedBy)} asked on ${formatDateTime(a.requestedAt)} (limit ${formatCents(a.limitCents)}).`}
          {a.status === 'approved' &&
            `Approved by ${name(a.decidedBy)}${a.decidedAt ? ` on ${formatDateTime(a.decidedAt)}` : ''}.`}
          {a.status === 'rejected' && `Not approved by ${name(a.decidedBy)}: ${a.reason ?? ''}`}
        </Alert>
      )}
      {buyer && held && myRole === 'admin' && (
        <div className="d-flex flex-column gap-2">
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="success"
              disabled={approve.isPending}
              onClick={() => approve.mutate(undefined, notify)}
            >
              Approve Request
            </Button>
            <Button variant="outline-danger" onClick={() => setRejecting((v) => !v)}>
              Reject…
            </Button>
          </div>
          {rejecting && (
            <Form
              onSubmit={(e) => {
                e.preventDefault();
                reject.mutate(reason, notify);
              }}
            >
              <Form.Label htmlFor={`reject-${order.id}`}>Reason (the member is emailed)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                id={`reject-${order.id}`}
                maxLength={2000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button type="submit" variant="danger" size="sm" className="mt-2" disabled={reject.isPending}>
                Send Back
              </Button>
            </Form>
          )}
        </div>
      )}
    </div>
  );
}
