import { Badge, Button, Form, Table } from 'react-bootstrap';
import type { CompanyRole } from '@ironmatch/contracts/access';
import type { Team } from '@ironmatch/contracts/team';
import { formatDate } from '../../../lib/format';

type Member = Team['members'][number];

/**
 * The company's members. Under 768 px each row becomes a small card (team.scss, the cells carry their
 * column names), so a phone reads it top to bottom without scrolling sideways.
 */
export function MembersTable({
  team,
  myUserId,
  onChangeRole,
  onRemove,
}: {
  team: Team;
  myUserId: number | undefined;
  onChangeRole(member: Member, role: CompanyRole): void;
  onRemove(member: Member): void;
}) {
  const admin = team.myRole === 'admin';
  return (
    <Table className="mb-0 align-middle team-stack" aria-label={`Members of ${team.companyName}`}>
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
          const me = m.userId === myUserId;
          const name = `${m.firstName} ${m.lastName}`;
          return (
            <tr key={m.userId}>
              <td data-label="Name" className="fw-semibold">
                <span>
                  {name} {me && <Badge bg="secondary">You</Badge>}
                </span>
              </td>
              <td data-label="Email" className="team-stack__email">
                {m.email}
              </td>
              <td data-label="Role">
                {admin ? (
                  <Form.Select
                    size="sm"
                    className="team-stack__role"
                    aria-label={`Role of ${name}`}
                    value={m.role}
                    onChange={(e) => onChangeRole(m, e.target.value as CompanyRole)}
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
              <td data-label="Joined" className="text-nowrap">
                {formatDate(m.joinedAt)}
              </td>
              <td data-label="Last active" className="text-nowrap">
                {m.lastActiveAt ? formatDate(m.lastActiveAt) : 'Not yet'}
              </td>
              {admin && (
                <td className="text-end team-stack__actions">
                  {!me && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove ${name}`}
                      onClick={() => onRemove(m)}
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
  );
}
