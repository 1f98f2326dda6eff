import { Button, Table } from 'react-bootstrap';
import type { Team } from '@ironmatch/contracts/team';
import { formatDate } from '../../../lib/format';

type Invitation = Team['invitations'][number];

/** The pending invitations; stacked like the members under 768 px (team.scss). */
export function InvitationsTable({
  team,
  onResend,
  onRevoke,
}: {
  team: Team;
  onResend(invitation: Invitation): void;
  onRevoke(invitation: Invitation): void;
}) {
  const admin = team.myRole === 'admin';
  return (
    <Table className="mb-0 align-middle team-stack" aria-label="Pending invitations">
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
            <td data-label="Email" className="fw-semibold team-stack__email">
              {i.email}
            </td>
            <td data-label="Role">{i.role === 'admin' ? 'Admin' : 'Member'}</td>
            <td data-label="Invited by" className="text-nowrap">
              {i.invitedBy ? `${i.invitedBy.firstName} ${i.invitedBy.lastName}` : '-'}
            </td>
            <td data-label="Expires" className="text-nowrap">
              {formatDate(i.expiresAt)}
            </td>
            {admin && (
              <td className="text-end text-nowrap team-stack__actions">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="me-2"
                  aria-label={`Resend the invitation to ${i.email}`}
                  onClick={() => onResend(i)}
                >
                  Resend
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Revoke the invitation to ${i.email}`}
                  onClick={() => onRevoke(i)}
                >
                  Revoke
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
