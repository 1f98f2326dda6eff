import { useState } from 'react';
import { Alert, Button, Card, Container, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { api, errorText, unwrap } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { ApprovalLimitCard } from './components/approval-limit-card';
import { InvitationsTable } from './components/invitations-table';
import { InviteForm } from './components/invite-form';
import { MembersTable } from './components/members-table';
import { useChangeRole, useRemoveMember, useResend, useRevoke, useTeam } from './api';
import './team.scss';

type Banner = { variant: 'success' | 'danger'; text: string } | null;

/** /company/team (issue 23): the members and pending invitations; admins manage them. */
export function TeamPage() {
  const { claims, refreshClaims } = useAuth();
  const navigate = useNavigate();
  const { data: team, error, isPending } = useTeam();
  const [banner, setBanner] = useState<Banner>(null);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const resend = useResend();
  const revoke = useRevoke();

  const report = (fallback: string) => ({
    onSuccess: (res: { message?: string }) =>
      setBanner({ variant: 'success', text: res.message ?? 'Saved.' }),
    onError: (err: unknown) => setBanner({ variant: 'danger', text: errorText(err, fallback) }),
  });

  if (isPending)
    return (
      <Container className="py-5 text-center">
        <Spinner animation="border" role="status" aria-label="Loading" />
      </Container>
    );
  if (error || !team)
    return (
      <Container className="py-4">
        <Alert variant="danger">{errorText(error, 'Could not load your team.')}</Alert>
      </Container>
    );

  const admin = team.myRole === 'admin';
  const leave = async () => {
    if (!window.confirm(`Leave ${team.companyName}? You lose access to its orders and messages.`)) return;
    try {
      await unwrap(api.POST('/api/team/leave'), 'Could not leave the company.');
      await refreshClaims();
      navigate('/profile', { replace: true });
    } catch (err) {
      setBanner({ variant: 'danger', text: errorText(err, 'Could not leave the company.') });
    }
  };

  return (
    <Container className="py-4 im-team">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Team of {team.companyName}</h1>
        <span className="text-secondary">You are {admin ? 'an admin' : 'a member'} of this company.</span>
      </div>
      {banner && (
        <Alert variant={banner.variant} dismissible onClose={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}

      <Card className="mb-4">
        <Card.Header as="h2" className="h5 mb-0">
          Members ({team.members.length})
        </Card.Header>
        <MembersTable
          team={team}
          myUserId={claims?.userId}
          onChangeRole={(m, role) =>
            changeRole.mutate({ userId: m.userId, role }, report('Could not change the role.'))
          }
          onRemove={(m) => {
            if (window.confirm(`Remove ${m.firstName} ${m.lastName} from ${team.companyName}?`))
              remove.mutate(m.userId, report('Could not remove the member.'));
          }}
        />
      </Card>

      {admin && <InviteForm onDone={setBanner} />}

      <Card className="mb-4">
        <Card.Header as="h2" className="h5 mb-0">
          Pending invitations ({team.invitations.length})
        </Card.Header>
        {team.invitations.length === 0 ? (
          <Card.Body className="text-secondary">No pending invitations.</Card.Body>
        ) : (
          <InvitationsTable
            team={team}
            onResend={(i) => resend.mutate(i.id, report('Could not send the invitation again.'))}
            onRevoke={(i) => revoke.mutate(i.id, report('Could not revoke the invitation.'))}
          />
        )}
      </Card>

      <ApprovalLimitCard team={team} onDone={setBanner} />

      <div className="text-end">
        <Button variant="outline-secondary" onClick={() => void leave()}>
          Leave {team.companyName}
        </Button>
      </div>
    </Container>
  );
}
