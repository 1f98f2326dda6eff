import { useState } from 'react';
import { Alert, Badge, Button, Card, Container, Form, Spinner, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import type { CompanyRole } from '@ironmatch/contracts/access';
import { api, errorText, unwrap } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/format';
import { ApprovalLimitCard } from './components/approval-limit-card';
import { InviteForm } from './components/invite-form';
import { useChangeRole, useRemoveMember, useResend, useRevoke, useTeam } from './api';

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
        <Table responsive className="mb-0 align-middle">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Role</th>
              <th>Joined</th>
              <th>Last active</th>
              {admin && <th className="text-end">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {team.members.map((m) => {
              const me = m.userId === claims?.userId;
              return (
                <tr key={m.userId}>
                  <td className="text-nowrap">
                    {m.firstName} {m.lastName} {me && <Badge bg="secondary">You</Badge>}
                  </td>
                  <td>{m.email}</td>
                  <td>
                    {admin ? (
                      <Form.Select
                        size="sm"
                        aria-label={`Role of ${m.firstName} ${m.lastName}`}
                        value={m.role}
                        onChange={(e) =>
                          changeRole.mutate(
                            { userId: m.userId, role: e.target.value as CompanyRole },
                            report('Could not change the role.'),
                          )
                        }
                      >
                        <option value="admin">Admin</option>
                        <option value="member">Member</option>
                      </Form.Select>
                    ) : m.role === 'admin' ? (
                      'Admin'
                    ) : (
                      'Member'
                    )}
                  </td>
                  <td className="text-nowrap">{formatDate(m.joinedAt)}</td>
                  <td className="text-nowrap">{m.lastActiveAt ? formatDate(m.lastActiveAt) : 'Not yet'}</td>
                  {admin && (
                    <td className="text-end">
                      {!me && (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => {
                            if (
                              window.confirm(`Remove ${m.firstName} ${m.lastName} from ${team.companyName}?`)
                            )
                              remove.mutate(m.userId, report('Could not remove the member.'));
                          }}
                        >
                          Remove
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card>

      {admin && <InviteForm onDone={setBanner} />}

      <Card className="mb-4">
        <Card.Header as="h2" className="h5 mb-0">
          Pending invitations ({team.invitations.length})
        </Card.Header>
        {team.invitations.length === 0 ? (
          <Card.Body className="text-secondary">No pending invitations.</Card.Body>
        ) : (
          <Table responsive className="mb-0 align-middle">
            <thead>
              <tr>
                <th>Email</th>
                <th>Role</th>
                <th>Invited by</th>
                <th>Expires</th>
                {admin && <th className="text-end">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {team.invitations.map((i) => (
                <tr key={i.id}>
                  <td>{i.email}</td>
                  <td>{i.role === 'admin' ? 'Admin' : 'Member'}</td>
                  <td className="text-nowrap">
                    {i.invitedBy ? `${i.invitedBy.firstName} ${i.invitedBy.lastName}` : '-'}
                  </td>
                  <td className="text-nowrap">{formatDate(i.expiresAt)}</td>
                  {admin && (
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        onClick={() => resend.mutate(i.id, report('Could not send the invitation again.'))}
                      >
                        Resend
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => revoke.mutate(i.id, report('Could not revoke the invitation.'))}
                      >
                        Revoke
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
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
