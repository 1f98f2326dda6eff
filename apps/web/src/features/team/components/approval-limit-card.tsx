import { useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { parseMoneyText } from '@ironmatch/contracts/order-money';
import type { Team } from '@ironmatch/contracts/team';
import { errorText } from '../../../lib/api-client';
import { centsAsDecimal, formatCents } from '../../../lib/format';
import { useApprovalLimit } from '../api';

/** Purchase approval: members' order requests above the limit wait for an admin (issue 23). */
export function ApprovalLimitCard({
  team,
  onDone,
}: {
  team: Team;
  onDone: (banner: { variant: 'success' | 'danger'; text: string }) => void;
}) {
  const [text, setText] = useState(
    team.approvalLimitCents === null ? '' : centsAsDecimal(team.approvalLimitCents),
  );
  const save = useApprovalLimit();
  const current =
    team.approvalLimitCents === null
      ? 'No limit: members’ order requests go straight to the seller.'
      : `Members’ order requests above ${formatCents(team.approvalLimitCents)} wait for an admin’s approval.`;
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5 mb-0">
        Purchase approval
      </Card.Header>
      <Card.Body>
        <p className="mb-2">{current}</p>
        {team.myRole === 'admin' && (
          <Form
            className="d-flex flex-wrap gap-2 align-items-end"
            onSubmit={(e) => {
              e.preventDefault();
              let cents: number | null = null;
              if (text.trim() !== '') {
                const parsed = parseMoneyText(text, 'Approval limit');
                if (!parsed.ok) return onDone({ variant: 'danger', text: parsed.message });
                cents = parsed.cents;
              }
              save.mutate(cents, {
                onSuccess: (res) =>
                  onDone({ variant: 'success', text: res.message ?? 'Approval limit saved.' }),
                onError: (err) =>
                  onDone({ variant: 'danger', text: errorText(err, 'Could not save the limit.') }),
              });
            }}
          >
            <div>
              <Form.Label htmlFor="approval-limit">Approval limit per order (empty: no limit)</Form.Label>
              <InputGroup style={{ maxWidth: '16rem' }}>
                <InputGroup.Text>$</InputGroup.Text>
                <Form.Control
                  id="approval-limit"
                  inputMode="decimal"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="No limit"
                />
              </InputGroup>
            </div>
            <Button type="submit" variant="outline-primary" disabled={save.isPending}>
              Save Limit
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
