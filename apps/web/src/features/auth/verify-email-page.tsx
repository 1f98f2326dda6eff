import { useEffect, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@ironmatch/contracts/auth';
import { ApiError } from '../../lib/api-client';
import { getRefreshToken, STARTUP_SESSION_EXPIRED_MESSAGE } from '../../lib/session';
import { verifyEmail } from './api';
import { useAuth } from '../../lib/auth-context';
import { AuthCard } from './components/auth-card';

type Outcome = { state: 'success' | 'error'; message: string };

/**
 * One request per link for the page's lifetime: StrictMode's second effect run (and a remount)
 * reuse the first answer instead of spending the single-use token twice.
 */
const attempts = new Map<string, Promise<Outcome>>();

function verifyOnce(token: string, email: string): Promise<Outcome> {
  const key = `${email}\n${token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = verifyEmail(token, email).then(
      (message): Outcome => ({
        state: 'success',
        message: message ?? 'Your email has been verified successfully.',
      }),
      (err: unknown): Outcome => ({
        state: 'error',
        message:
          err instanceof ApiError && err.status > 0
            ? err.message || 'Email verification failed.'
            : 'An error occurred during email verification.',
      }),
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

/** /verify-email?token=&email= (spec 2.6 and 4). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const linkValid = token !== '' && email !== '';
  const { refreshClaims, logout } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(
    linkValid ? null : { state: 'error', message: 'Invalid verification link.' },
  );

  useEffect(() => {
    if (!linkValid) return;
    let active = true;
    void verifyOnce(token, email).then(async (result) => {
      if (!active) return;
      // A signed-in browser needs new tokens whose claims say the email is verified. A link of an
      // address verified before changes nothing, so the session is left alone (no refresh racing the
      // page load's own). The outcome is shown once the new tokens are stored: a user who follows a
      // link as soon as the page says "verified" must not cut the refresh short, since a refresh
      // that never came back would look like an ended session and log the browser out.
      const verifiedNow = result.state === 'success' && result.message !== AUTH_MESSAGES.emailAlreadyVerified;
      if (verifiedNow && getRefreshToken()) {
        const ok = await refreshClaims();
        // Only a page still open ends the session: one left meanwhile had its request cut short.
        if (!ok && active) await logout(STARTUP_SESSION_EXPIRED_MESSAGE);
      }
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
    // refreshClaims/logout are stable; the link is what matters.
  }, [linkValid, token, email, refreshClaims, logout]);

  return (
    <AuthCard title="Email Verification">
      {outcome === null && (
        <div className="d-flex align-items-center gap-3" role="status">
          <Spinner animation="border" size="sm" aria-hidden />
          <span>Verifying your email...</span>
        </div>
      )}
      {outcome?.state === 'success' && (
        <>
          <Alert variant="success">{outcome.message}</Alert>
          <Link to="/profile" className="btn btn-primary">
            Go to Profile
          </Link>
        </>
      )}
      {outcome?.state === 'error' && (
        <>
          <Alert variant="danger" role="alert">
            {outcome.message}
          </Alert>
          <p className="mb-0">
            You can send a new verification email from your <Link to="/profile">profile</Link>, or{' '}
            <Link to="/contact">contact us</Link> for help.
          </p>
        </>
      )}
    </AuthCard>
  );
}
