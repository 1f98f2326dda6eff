import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { NOTE_MAX_LENGTH, ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type Order } from '@ironmatch/contracts/orders';
import { errorText } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { useCancelOrder } from '../api';
import { ConfirmModal } from './confirm-modal';

/**
 * Issue 24 "Cancel": the seller cancels with a reason (a paid order is refunded in full at once); the
 * buyer before payment, the reason optional. The other party is emailed the reason.
 */
export function CancelOrderDialog({
  order,
  onClose,
  onCanceled,
}: {
  order: Order;
  onClose(): void;
  onCanceled(message: string): void;
}) {
  const id = useId();
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const seller = order.role === 'seller';
  const refundable = order.amountPaid - order.amountRefunded;
  return (
    <ConfirmModal
      title="Cancel Order"
      confirmLabel={refundable > 0 ? `Cancel and Refund ${formatCents(refundable)}` : 'Cancel Order'}
      pending={cancel.isPending}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        setError(null);
        if (seller && !reason.trim()) return setError(M.cancelReasonRequired);
        try {
          const res = await cancel.mutateAsync(reason.trim());
          onCanceled(res.message ?? M.orderCanceled);
        } catch (err) {
          setError(errorText(err, M.cancelFailed));
        }
      }}
    >
      <p>
        Cancel order <strong>#{order.id}</strong>
        {seller ? ` of ${order.Customer.Company.name}` : ` with ${order.VendorCompany.name}`}?
        {refundable > 0 && ` The buyer is refunded ${formatCents(refundable)} in full.`} This cannot be
        undone.
      </p>
      <Form.Group controlId={`${id}-reason`}>
        <Form.Label>Reason {seller ? '(sent to the buyer)' : '(optional, sent to the seller)'}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={reason}
          required={seller}
          onChange={(e) => setReason(e.target.value)}
        />
      </Form.Group>
    </ConfirmModal>
  );
}
