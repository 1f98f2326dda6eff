import { useState } from 'react';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { type Order, type OrderItem } from '@ironmatch/contracts/orders';
import { errorText } from '../../../lib/api-client';
import { useDeleteOrder, useRemoveItem } from '../api';
import { ConfirmModal } from './confirm-modal';

/** Confirm Removal of one item; removing the last one deletes the whole order (the server says which). */
export function RemoveItemDialog({
  order,
  item,
  onClose,
  onRemoved,
}: {
  order: Order;
  item: OrderItem;
  onClose(): void;
  onRemoved(orderDeleted: boolean, message: string): void;
}) {
  const remove = useRemoveItem(order.id);
  const [error, setError] = useState<string | null>(null);
  const last = order.OrderItems.length === 1;
  return (
    <ConfirmModal
      title="Confirm Removal"
      confirmLabel="Remove"
      pending={remove.isPending}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        setError(null);
        try {
          const res = await remove.mutateAsync(item.id);
          onRemoved(Boolean(res.deleted), res.message ?? M.itemRemoved);
        } catch (err) {
          setError(errorText(err, M.removeItemFailed));
        }
      }}
    >
      <p className="mb-0">
        Remove <strong>{item.partNumber}</strong> ({item.description}) from this{' '}
        {order.isQuote ? 'quote request' : 'order'}?
        {last && ' It is the only item: the whole order will be deleted.'}
      </p>
    </ConfirmModal>
  );
}

/** Confirm Delete of the buyer's whole order or quote request. */
export function DeleteOrderDialog({
  order,
  onClose,
  onDeleted,
}: {
  order: Order;
  onClose(): void;
  onDeleted(): void;
}) {
  const del = useDeleteOrder(order.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmModal
      title="Confirm Delete"
      confirmLabel="Delete"
      pending={del.isPending}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        setError(null);
        try {
          await del.mutateAsync();
          onDeleted();
        } catch (err) {
          setError(errorText(err, M.deleteFailed));
        }
      }}
    >
      <p className="mb-0">
        Delete {order.isQuote ? 'quote request' : 'order'} <strong>#{order.id}</strong> with{' '}
        {order.VendorCompany.name}? This cannot be undone.
      </p>
    </ConfirmModal>
  );
}
