import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ProfileLocationState } from './profile-page';

/** /stripe/callback: back from the payout provider; the result is shown on the profile. */
export function StripeCallbackPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const failed = params.has('error') || params.has('error_description');
  const description = params.get('error_description') || params.get('error') || '';
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['user'] });
  }, [queryClient]);
  const state: ProfileLocationState = failed
    ? { payoutMessage: `Stripe connect failed: ${description}`, payoutError: true }
    : { payoutMessage: 'Stripe account connected!' };
  return <Navigate to="/profile" replace state={state} />;
}
