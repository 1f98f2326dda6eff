import type { AccessClaims, CompanyClaims } from '@ironmatch/contracts/access';
import { applicationFeeCents } from '@ironmatch/contracts/order-money';
import {
  PAYMENT_MESSAGES as M,
  applicationFeeRefundedCents,
  checkRefundAmount,
  type CreateIntentResponse,
  type RefundResponse,
} from '@ironmatch/contracts/payments';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { orderIdOf } from '../orders/orders-records';
import {
  type ChargeDetails,
  type PaymentsMode,
  type ProviderEvent,
  type ProviderRefund,
} from '../../platform/payments/payments-provider';
import { chargeDetailsOf } from '../../platform/payments/payments-provider';
import { createAccountsOperations } from '../accounts/accounts.service';
import {
  lockOrderForPayment,
  orderForPayment,
  placeOrderForPayment,
} from '../orders/order-payment-hooks.service';
import { toOrderPayment } from './order-payment-view';
import { createOrphanPaymentsRepository } from './orphan-payments.repository';
import { createPaymentsRepository } from './payments.repository';
import { providerFailureOf, type PaymentsServiceDeps, type ProviderFailure } from './payments-deps';
import { createPayoutConnectService } from './payout-connect.service';
import {
  applyRefund,
  recomputeRefunds,
  requestLedgerRefund,
  reserves,
  type OnRefunded,
} from './refund-ledger';
import { notifyOrderPlaced, notifyRefunded } from '../orders/order-notices.service';

export type { PaymentsServiceDeps };

/**
 * Payments (issue 15, ADR 0014): payout connection, paying a confirmed order, refunds, and the one
 * event-processing path that webhooks and the simulated provider both go through.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, access, provider, log } = deps;
  const onRefunded: OnRefunded = (tx, orderId, cents) => notifyRefunded(tx, deps.mail, orderId, cents);

  const providerFailure: ProviderFailure = providerFailureOf(log);

  /**
   * Money taken for an intent we have no payment for (its order was deleted while the intent was live,
   * or it was made outside IronMatch): kept for operators and logged at error level, never dropped.
   */
  async function keepOrphan(tx: Db, event: ProviderEvent, intentId: string): Promise<void> {
    const intent = event.data.object as {
      amount?: unknown;
      amount_received?: unknown;
      currency?: unknown;
      metadata?: { orderId?: unknown } | null;
    };
    const cents = [intent.amount_received, intent.amount].find(
      (v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 2 ** 31 - 1,
    );
    const orderRef = intent.metadata?.orderId;
    const orphan = {
      eventId: event.id,
      provider: provider.mode,
      account: event.account ?? null,
      intentId,
      amount: cents ?? null,
      currency: typeof intent.currency === 'string' ? intent.currency.slice(0, 10) : null,
      orderRef:
        typeof orderRef === 'string' || typeof orderRef === 'number' ? String(orderRef).slice(0, 100) : null,
    };
    if (!(await createOrphanPaymentsRepository(tx).insert(orphan))) return;
    log.error(
      { ...orphan, amountCents: orphan.amount },
      'A payment succeeded that matches no order: kept in orphan_payments for operators (npm run admin -- list-orphan-payments); refund or match it at the payment provider',
    );
  }

  /** A PaymentIntent event: succeeded places the order exactly once and fills the Payment fields. */
  async function applyIntent(tx: Db, event: ProviderEvent, details: ChargeDetails | null): Promise<void> {
    const repo = createPaymentsRepository(tx);
    const intent = event.data.object as {
      id?: string;
      amount?: number;
      application_fee_amount?: number | null;
      last_payment_error?: { message?: string } | null;
    };
    if (!intent.id) return;
    const known = await repo.paymentByIntent(intent.id);
    if (!known) {
      if (event.type === 'payment_intent.succeeded') await keepOrphan(tx, event, intent.id);
      return; // no payment of ours to change
    }
    if (event.account && event.account !== known.accountId) return;
    // The order first, then the payment: the same order as create-intent takes them.
    await lockOrderForPayment(tx, known.orderId);
    const payment = (await repo.lockPayment(known.id))!;
    if (payment.status === 'succeeded') return; // final: a duplicate, late or out-of-order event
    if (event.type === 'payment_intent.succeeded') {
      let placed = false;
      try {
        placed = (await placeOrderForPayment(tx, payment.orderId)) === 'placed';
      } catch (err) {
        // The payment is real whatever the order's state; record it and let people sort the order out.
        if (!(err instanceof AppError)) throw err;
        log.error({ orderId: payment.orderId, err: err.message }, 'Paid order could not be placed');
      }
      const amount = intent.amount ?? payment.amount;
      const fee = intent.application_fee_amount ?? payment.applicationFee;
      const transactionFee = details?.transactionFee ?? null;
      await repo.updatePayment(payment.id, {
        status: 'succeeded',
        amount,
        applicationFee: fee,
        paymentMethodType: details?.paymentMethodType ?? null,
        cardBrand: details?.cardBrand ?? null,
        cardLast4: details?.cardLast4 ?? null,
        bankLast4: details?.bankLast4 ?? null,
        transactionFee,
        netAmount: amount - fee - (transactionFee ?? 0),
        lastError: null,
        succeededAt: new Date().toISOString(),
      });
      // Refund events may have arrived first.
      await recomputeRefunds(tx, (await repo.lockPayment(payment.id))!);
      // Issue 24: once, with the payment as it now is.
      if (placed) await notifyOrderPlaced(tx, deps.mail, payment.orderId);
    } else if (event.type === 'payment_intent.payment_failed') {
      await repo.updatePayment(payment.id, {
        status: 'failed',
        lastError: intent.last_payment_error?.message ?? M.declined,
      });
    } else if (event.type === 'payment_intent.processing') {
      await repo.updatePayment(payment.id, { status: 'processing' });
    }
  }

  async function applyEvent(tx: Db, event: ProviderEvent, details: ChargeDetails | null): Promise<void> {
    const object = event.data.object;
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.processing':
        return applyIntent(tx, event, details);
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        return applyRefund(tx, object as unknown as ProviderRefund, onRefunded);
      case 'charge.refunded': {
        const refunds = (object.refunds as { data?: ProviderRefund[] } | undefined)?.data ?? [];
        const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : null;
        for (const r of refunds)
          await applyRefund(tx, { ...r, payment_intent: r.payment_intent ?? intentId }, onRefunded);
        return;
      }
      case 'account.updated': {
        const account = object as { id?: string; charges_enabled?: boolean };
        if (!account.id) return;
        const row = await createPaymentsRepository(tx).setChargesEnabled(
          account.id,
          account.charges_enabled === true,
        );
        if (row)
          await createAccountsOperations(tx).setPayoutAccount(
            row.companyId,
            account.id,
            account.charges_enabled === true,
          );
        return;
      }
      default:
        return; // stored, nothing to do
    }
  }

  /**
   * The one event-processing path (webhooks and the simulated provider): the event is stored once by
   * its id in the transaction that applies it, so a duplicate changes nothing, and every change is
   * order-independent (final states stay final, totals are recomputed from the ledger).
   */
  async function processEvent(event: ProviderEvent, source: PaymentsMode): Promise<{ duplicate: boolean }> {
    let details: ChargeDetails | null = null;
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object as { id?: string; latest_charge?: unknown };
      if (intent.latest_charge && typeof intent.latest_charge === 'object')
        details = chargeDetailsOf(intent.latest_charge as Record<string, unknown>);
      else if (intent.id) {
        // Read before the transaction: no lock is held while the provider answers.
        const known = await createPaymentsRepository(db).paymentByIntent(intent.id);
        if (known && known.status !== 'succeeded')
          details = await provider.chargeDetails(known.accountId, intent.id).catch(() => null);
      }
    }
    return db.transaction(async (tx) => {
      const fresh = await createPaymentsRepository(tx).storeEvent({
        id: event.id,
        type: event.type,
        account: event.account ?? null,
        provider: source,
        payload: event,
      });
      if (!fresh) return { duplicate: true };
      await applyEvent(tx, event, details);
      return { duplicate: false };
    });
  }

  return {
    processEvent,

    // The payout connection (payout-connect.service.ts).
    ...createPayoutConnectService(deps),

    /**
     * POST /api/stripe/order-payments/{id}/create-intent: the buyer's payment of a confirmed order, on
     * the seller's connected account. Amounts come from the stored order; an open payment is reused.
     */
    async createIntent(auth: CompanyClaims, rawId: string): Promise<CreateIntentResponse['data']> {
      const id = orderIdOf(rawId);
      return db.transaction(async (tx) => {
        await access.require(auth, 'order', id, 'buyer', { db: tx, lock: true });
        const order = (await orderForPayment(tx, id))!;
        const repo = createPaymentsRepository(tx);
        const existing = await repo.paymentOfOrder(id);
        if (
          existing?.status === 'succeeded' ||
          order.status === 'order_placed' ||
          order.status === 'order_shipped'
        )
          throw conflict(M.alreadyPaid);
        if (order.status !== 'order_confirmed') throw conflict(M.notConfirmed);
        if (!(order.totalCents > 0)) throw conflict(M.nothingToPay);
        // The company's payout account as the one rule reads it (db/can-transact.ts); each provider
        // charges only its own accounts (the demo's simulated ones are not Stripe's).
        const seller = await createAccountsOperations(tx).payoutState(order.vendorCompanyId);
        const accountId = seller?.stripeAccountId;
        if (!seller?.memid || !seller.canTransact || !accountId || !provider.ownsAccount(accountId))
          throw conflict(M.sellerNotConnected);
        const account = { accountId };
        const fee = applicationFeeCents(order.totalCents, order.applicationFeeRate);
        const answer = (p: { clientSecret: string }) => ({
          clientSecret: p.clientSecret,
          connectedAccount: account.accountId,
          amountCents: order.totalCents,
          applicationFeeCents: fee,
          mode: provider.mode,
        });
        if (
          existing &&
          existing.amount === order.totalCents &&
          existing.applicationFee === fee &&
          existing.accountId === account.accountId &&
          existing.provider === provider.mode
        )
          return answer(existing);

        let intent: { id: string; clientSecret: string };
        try {
          intent = await provider.createPaymentIntent({
            account: account.accountId,
            amountCents: order.totalCents,
            applicationFeeCents: fee,
            orderId: id,
            // The same payment asked for again (a retry after a lost answer) is the same intent.
            idempotencyKey: `order-${id}-intent-${account.accountId}-${order.totalCents}-${fee}`,
          });
        } catch (err) {
          providerFailure(err, M.unableToStart);
        }
        const values = {
          provider: provider.mode,
          accountId: account.accountId,
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          status: 'open' as const,
          amount: order.totalCents,
          applicationFee: fee,
          lastError: null,
        };
        if (existing) await repo.updatePayment(existing.id, values);
        else await repo.insertPayment({ orderId: id, ...values });
        return answer(intent);
      });
    },

    /** POST /api/stripe/simulated/confirm: the test-mode card form; its outcome is an event like any. */
    async simulatedConfirm(
      auth: AccessClaims,
      body: { clientSecret: string; cardNumber: string },
    ): Promise<{ status: 'succeeded' | 'failed'; message: string | null }> {
      const local = provider.local;
      if (!local) throw notFound(M.simulatedOnly);
      const payment = await createPaymentsRepository(db).paymentByClientSecret(body.clientSecret);
      if (!payment) throw notFound(M.paymentNotFound);
      await access.require(auth, 'order', payment.orderId, 'buyer');
      if (payment.status === 'succeeded') throw conflict(M.alreadyPaid);
      const paid = local.payWithTestCard({
        account: payment.accountId,
        intentId: payment.intentId,
        amountCents: payment.amount,
        applicationFeeCents: payment.applicationFee,
        cardNumber: body.cardNumber,
      });
      if (!paid) throw badRequest(M.testCardsOnly);
      await processEvent(paid.event, provider.mode);
      return paid.outcome === 'succeeded'
        ? { status: 'succeeded', message: null }
        : { status: 'failed', message: M.declined };
    },

    /**
     * POST /api/stripe/order-payments/{id}/refund: the seller refunds all that remains or `amount`.
     * The ledger row is written under the payment's lock before the provider is called, so concurrent
     * requests can never refund more than was paid; the provider's answer goes through applyRefund.
     */
    async refund(
      auth: CompanyClaims,
      rawId: string,
      amount: number | null | undefined,
    ): Promise<RefundResponse['data']> {
      const id = orderIdOf(rawId);
      const { payment, row } = await db.transaction(async (tx) => {
        await access.require(auth, 'order', id, 'seller', { db: tx });
        const repo = createPaymentsRepository(tx);
        const found = await repo.paymentOfOrder(id);
        if (!found || found.status !== 'succeeded') throw conflict(M.noCapturedPayment);
        const locked = (await repo.lockPayment(found.id))!;
        const taken = (await repo.refundsOf(locked.id)).filter(reserves).reduce((s, r) => s + r.amount, 0);
        const check = checkRefundAmount(amount ?? undefined, locked.amount - taken);
        if (!check.ok) throw badRequest(check.message, check.errors);
        const inserted = await repo.insertRefund({
          paymentId: locked.id,
          amount: check.cents,
          status: 'pending',
          requestedByUserId: auth.userId,
        });
        return { payment: locked, row: inserted };
      });

      const reported = await requestLedgerRefund(provider, payment, row, async (reason, err) => {
        await db.transaction(async (tx) => {
          const repo = createPaymentsRepository(tx);
          await repo.lockPayment(payment.id);
          await repo.updateRefund(row.id, { status: 'failed', failureReason: reason });
        });
        return providerFailure(err, M.refundFailed);
      });
      // A provider without webhooks reports the refund as an event; Stripe's answer is applied at once.
      if (provider.local)
        await processEvent(provider.local.refundEvent(payment.accountId, reported), provider.mode);
      else await db.transaction((tx) => applyRefund(tx, reported, onRefunded));

      const repo = createPaymentsRepository(db);
      const now = (await repo.paymentOfOrder(id))!;
      const ledger = (await repo.refundById(row.id))!;
      return {
        refund: {
          id: ledger.id,
          amount: ledger.amount,
          applicationFeeRefunded: applicationFeeRefundedCents(
            payment.applicationFee,
            payment.amount,
            ledger.amount,
          ),
          status: ledger.status,
        },
        payment: toOrderPayment(now),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
