import { useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { CompanyRole } from '@ironmatch/contracts/access';
import { errorText } from '../../../lib/api-client';
import { useInvite } from '../api';

/** An admin invites a colleague by email with a role; the link is valid 7 days. */
export function InviteForm({
  onDone,
}: {
  onDone: (banner: { variant: 'success' | 'danger'; text: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('member');
  const invite = useInvite();
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5 mb-0">
        Invite a colleague
      </Card.Header>
      <Card.Body>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            invite.mutate(
              { email, role },
              {
                onSuccess: (res) => {
                  setEmail('');
                  onDone({ variant: 'success', text: `${res.message ?? 'Invitation sent.'} (${email})` });
                },
                onError: (err) =>
                  onDone({ variant: 'danger', text: errorText(err, 'Could not send the invitation.') }),
              },
            );
          }}
        >
          <Row className="g-2 align-items-end">
            <Col xs={12} md={6}>
              <Form.Label htmlFor="invite-email">Email</Form.Label>
              <Form.Control
                id="invite-email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="colleague@company.com"
              />
            </Col>
            <Col xs={7} md={3}>
              <Form.Label htmlFor="invite-role">Role</Form.Label>
              <Form.Select
                id="invite-role"
                value={role}
                onChange={(e) => setRole(e.target.value as CompanyRole)}
              >
                <option value="member">Member</option>
                <option value="admin">Admin</option>
              </Form.Select>
            </Col>
            <Col xs={5} md={3}>
              <Button type="submit" className="w-100" disabled={invite.isPending || email.trim() === ''}>
                Send Invitation
              </Button>
            </Col>
          </Row>
          <Form.Text>
            Members search, message, quote and order for the company. Admins also manage the team, the company
            details, payouts and purchase approval.
          </Form.Text>
        </Form>
      </Card.Body>
    </Card>
  );
}
