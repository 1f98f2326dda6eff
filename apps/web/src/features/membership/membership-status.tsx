import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Application } from '@ironmatch/contracts/membership';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/format';
import { useMyApplications } from './api';

const renewedFor = new Set<number>();

/** The newest application's state, for the profile page (issue 30); nothing before the first one. */
export function MembershipStatus() {
  const { claims, refreshClaims } = useAuth();
  const { data } = useMyApplications();
  const newest: Application | undefined = data?.[0];
  // Approved since this session's token was issued: renew it once, so the member menu shows now
  // rather than at the next scheduled refresh.
  // Once per application and page load: renewing remounts the page, and a memid cleared since the
  // approval must not renew again and again.
  const approvedSinceToken = newest?.status === 'approved' && !claims?.memid ? newest.id : null;
  useEffect(() => {
    if (approvedSinceToken === null || renewedFor.has(approvedSinceToken)) return;
    renewedFor.add(approvedSinceToken);
    void refreshClaims();
  }, [approvedSinceToken, refreshClaims]);
  if (!data) return null;
  if (!newest)
    return claims?.memid ? null : (
      <p className="mb-0 small">
        Not a network member yet. <Link to="/membership/apply">Apply to join the network</Link>
      </p>
    );
  if (newest.status === 'open')
    return (
      <Alert variant="info" className="mb-0" data-testid="membership-status">
        <strong>Network membership:</strong> your application of {formatDate(newest.createdAt)} is waiting for
        review.
      </Alert>
    );
  if (newest.status === 'approved')
    return (
      <Alert variant="success" className="mb-0" data-testid="membership-status">
        <strong>Network membership:</strong> approved
        {newest.decidedAt ? ` on ${formatDate(newest.decidedAt)}` : ''}. Your member id is{' '}
        <strong>{newest.memid}</strong>.
      </Alert>
    );
  return (
    <Alert variant="warning" className="mb-0" data-testid="membership-status">
      <strong>Network membership:</strong> your application was not approved: {newest.rejectionReason}
      <div className="mt-2">
        <Link to="/membership/apply" className="btn btn-sm btn-outline-dark">
          Apply again
        </Link>
      </div>
    </Alert>
  );
}
