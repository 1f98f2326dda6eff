import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { InvitationLookup } from '@ironmatch/contracts/team';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/format';
import { acceptInvitation, lookupInvitation } from './api';

/**
 * /invite?token=... (issue 23): what the invitation is for, then join (logged in with the invited,
 * verified email) or sign up / log in first. The link keeps working through sign-up and verification.
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status, claims, refreshClaims } = useAuth();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<InvitationLookup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);

  useEffect(() => {
    let live = true;
    lookupInvitation(token)
      .then((found) => live && setInvitation(found))
      .catch((err: unknown) => live && setProblem(errorText(err, 'This invitation is no longer valid.')));
    return () => {
      live = false;
    };
  }, [token]);

  const join = async () => {
    setJoining(true);
    setProblem(null);
    try {
      const res = await acceptInvitation(token);
      // The joined company is now the current one: new claims, then its team.
      await refreshClaims();
      navigate('/company/team', { replace: true, state: { message: res.message } });
    } catch (err) {
      setProblem(errorText(err, 'Could not accept the invitation.'));
      setJoining(false);
    }
  };

  const here = `/invite?${new URLSearchParams({ token }).toString()}`;
  return (
    <Container className="py-5" style={{ maxWidth: '40rem' }}>
      <Card>
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">Company invitation</h1>
          {!invitation && !problem && <Spinner animation="border" role="status" aria-label="Loading" />}
          {problem && <Alert variant="danger">{problem}</Alert>}
          {invitation && (
            <>
              <p className="lead">
                {invitation.invitedBy
                  ? `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName} invited you`
                  : 'You are invited'}{' '}
                to join <strong>{invitation.companyName}</strong> on IronMatch as{' '}
                {invitation.role === 'admin' ? 'an admin' : 'a member'}.
              </p>
              <p className="text-secondary">
                For {invitation.email}. The invitation expires on {formatDate(invitation.expiresAt)}.
              </p>
              {status === 'authenticated' && claims ? (
                <>
                  {!claims.emailVerified && (
                    <Alert variant="warning">
                      Verify your email address first: open the link we emailed you, then come back to this
                      invitation.
                    </Alert>
                  )}
                  <Button size="lg" onClick={() => void join()} disabled={joining}>
                    Join {invitation.companyName}
                  </Button>
                </>
              ) : (
                <>
                  <p>
                    New to IronMatch? Create your account with {invitation.email}, verify your email, then
                    open this invitation again (the link in your email keeps working).
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    <Link to="/register" className="btn btn-primary btn-lg">
                      Create Account
                    </Link>
                    <Link to="/login" state={{ from: here }} className="btn btn-outline-secondary btn-lg">
                      Log In
                    </Link>
                  </div>
                </>
              )}
            </>
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
