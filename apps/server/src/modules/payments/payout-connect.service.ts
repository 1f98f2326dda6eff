import { createHash, randomBytes } from 'node:crypto';
import {
  CONNECT_STATE_TTL_MINUTES,
  PAYMENT_MESSAGES as M,
  type ConnectCompleteRequest,
} from '@ironmatch/contracts/payments';
import type { MemberClaims } from '@ironmatch/contracts/access';
import { badRequest, conflict } from '../../http/app-error';
import { ProviderError } from '../../platform/payments/payments-provider';
import { createAccountsOperations } from '../accounts/accounts.service';
import { createPaymentsRepository } from './payments.repository';
import { providerFailureOf, type PaymentsServiceDeps, type ProviderFailure } from './payments-deps';
/** The seller's payout connection (issue 15): the provider's onboarding link and its callback. */
export function createPayoutConnectService(deps: PaymentsServiceDeps) {
  const { db, provider, log } = deps;
  const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

  const providerFailure: ProviderFailure = providerFailureOf(log);

  return {
    /** GET /api/stripe/connect-url: a link with a fresh state bound to this user, for 30 minutes. */
    async connectUrl(claims: MemberClaims): Promise<string> {
      const company = await createAccountsOperations(db).payoutState(claims.companyId);
      if (company?.stripeAccountId) throw conflict(M.payoutAlreadyConnected);
      const state = randomBytes(32).toString('base64url');
      const repo = createPaymentsRepository(db);
      await repo.deleteExpiredStates();
      await repo.insertState({
        stateHash: hashState(state),
        userId: claims.userId,
        companyId: claims.companyId,
        expiresAt: new Date(Date.now() + CONNECT_STATE_TTL_MINUTES * 60_000).toISOString(),
      });
      return provider.connectUrl(state, `${deps.appUrl}/stripe/callback`);
    },

    /** POST /api/stripe/connect/complete: the callback's code (or error) for this user's state. */
    async connectComplete(claims: MemberClaims, body: ConnectCompleteRequest): Promise<string> {
      const used = await db.transaction(async (tx) => {
        const row = await createPaymentsRepository(tx).consumeState(hashState(body.state), claims.userId);
        return row;
      });
      // Unknown, replayed, another user's or expired: all refused alike.
      if (!used || used.expired) throw badRequest(M.connectStateInvalid);
      if (body.error || body.error_description)
        throw badRequest(M.connectFailed(body.error_description || body.error || M.connectCancelled));
      if (!body.code) throw badRequest(M.connectNeedsCode);
      // The state was issued to a member of `used.companyId` (the endpoint's access level) minutes ago.
      const before = await createAccountsOperations(db).payoutState(used.companyId);
      if (before?.stripeAccountId) throw conflict(M.payoutAlreadyConnected);

      let connected: { accountId: string; chargesEnabled: boolean };
      try {
        connected = await provider.completeConnect(body.code);
      } catch (err) {
        if (err instanceof ProviderError && err.userError) throw badRequest(err.message);
        providerFailure(err, M.connectFailed('the payment provider did not answer.'));
      }
      await db.transaction(async (tx) => {
        const inserted = await createPaymentsRepository(tx).insertAccount({
          companyId: used.companyId,
          provider: provider.mode,
          accountId: connected.accountId,
          chargesEnabled: connected.chargesEnabled,
          connectedByUserId: claims.userId,
        });
        if (!inserted) throw conflict(M.payoutAlreadyConnected);
        await createAccountsOperations(tx).setPayoutAccount(
          used.companyId,
          connected.accountId,
          connected.chargesEnabled,
        );
      });
      return connected.accountId;
    },
  };
}
