import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES as M, type ConnectCompleteRequest } from '@ironmatch/contracts/payments';
import { api, unwrap } from '../../lib/api-client';

/** Payments (spec marketplace 7): every call, with the spec's fallback texts (8). */

const orderPath = (id: number) => ({ params: { path: { id: String(id) } } });

/** The orders feature's queries (its key prefix): refreshed after a payment or a refund. */
const ORDERS_KEY = ['orders'] as const;

export async function createIntent(orderId: number) {
  const res = await unwrap(
    api.POST('/api/stripe/order-payments/{id}/create-intent', { ...orderPath(orderId), body: {} }),
    M.unableToStart,
  );
  return res.data;
}

export async function confirmSimulated(clientSecret: string, cardNumber: string) {
  const res = await unwrap(
    api.POST('/api/stripe/simulated/confirm', { body: { clientSecret, cardNumber } }),
    M.paymentError,
  );
  return res.data;
}

export function useRefund(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number | undefined) =>
      unwrap(
        api.POST('/api/stripe/order-payments/{id}/refund', {
          ...orderPath(orderId),
          body: amount === undefined ? {} : { amount },
        }),
        M.refundFailed,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** Refreshes the order after its payment went through (the order is now placed). */
export function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ORDERS_KEY });
}

export async function completeConnect(body: ConnectCompleteRequest) {
  const res = await unwrap(
    api.POST('/api/stripe/connect/complete', { body }),
    M.connectFailed('unknown error'),
  );
  return res.data.stripeAccountId;
}
