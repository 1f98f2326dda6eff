import { useEffect, useRef } from 'react';
import { Container, Spinner } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES as M } from '@ironmatch/contracts/payments';
import { errorText } from '../../lib/api-client';
import { completeConnect } from './api';

/**
 * /stripe/callback: back from the payout provider with `code` (or `error` and `error_description`)
 * and our `state`; the server completes the connection and /profile shows the result (spec 2.10).
 */
export function StripeCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? undefined;
    const error = params.get('error') ?? undefined;
    const description = params.get('error_description') ?? undefined;
    // The profile page reads these from location.state (its ProfileLocationState).
    const done = (payoutMessage: string, payoutError = false) => {
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      navigate('/profile', { replace: true, state: { payoutMessage, payoutError } });
    };
    if (error || description) {
      const text = description || error || M.connectCancelled;
      // The server consumes the state; the page shows the provider's description either way.
      void completeConnect({ state, error, error_description: description }).catch(() => undefined);
      done(M.connectFailed(text), true);
      return;
    }
    completeConnect({ state, code })
      .then(() => done(M.connected))
      .catch((err: unknown) => {
        const text = errorText(err, M.connectFailed('unknown error'));
        done(text.startsWith('Stripe connect failed') ? text : M.connectFailed(text), true);
      });
  }, [params, navigate, queryClient]);

  return (
    <Container className="py-5 text-center" role="status">
      <Spinner animation="border" variant="secondary" className="me-2" aria-hidden="true" />
      Connecting your payout account...
    </Container>
  );
}
