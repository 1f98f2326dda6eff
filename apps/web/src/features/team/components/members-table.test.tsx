import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Team } from '@ironmatch/contracts/team';
import { InvitationsTable } from './invitations-table';
import { MembersTable } from './members-table';

const team = (over: Partial<Team> = {}): Team => ({
  companyId: 3,
  companyName: 'Summit Heavy Parts',
  myRole: 'admin',
  approvalLimitCents: null,
  members: [
    {
      userId: 7,
      firstName: 'Rick',
      lastName: 'Alvarez',
      email: 'rick@summit.test',
      role: 'admin',
      joinedAt: '2026-01-05T10:00:00.000Z',
      lastActiveAt: '2026-11-20T10:00:00.000Z',
    },
    {
      userId: 8,
      firstName: 'Pat',
      lastName: 'Colleague',
      email: 'pat.colleague.with.a.long.address@summit-heavy-parts.test',
      role: 'member',
      joinedAt: '2026-11-26T10:00:00.000Z',
      lastActiveAt: null,
    },
  ],
  invitations: [
    {
      id: 4,
      email: 'shop@summit.test',
      role: 'member',
      createdAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-12-03T10:00:00.000Z',
      invitedBy: { userId: 7, firstName: 'Rick', lastName: 'Alvarez' },
    },
  ],
  ...over,
});

describe('team tables', () => {
  it('an admin changes roles and removes others (never themselves); every cell names its column for the phone layout', () => {
    const onChangeRole = vi.fn();
    const onRemove = vi.fn();
    render(<MembersTable team={team()} myUserId={7} onChangeRole={onChangeRole} onRemove={onRemove} />);
    const table = screen.getByRole('table', { name: 'Members of Summit Heavy Parts' });
    expect(table).toHaveClass('team-stack');
    expect(table.closest('.table-responsive')).toBeNull();
    const [, me, pat] = within(table).getAllByRole('row');
    expect(within(me!).getByText('You')).toBeInTheDocument();
    expect(within(me!).queryByRole('button', { name: /^Remove/ })).toBeNull();
    for (const label of ['Name', 'Email', 'Role', 'Joined', 'Last active'])
      expect(pat!.querySelector(`td[data-label="${label}"]`)).not.toBeNull();
    expect(within(pat!).getByText('Not yet')).toBeInTheDocument();

    fireEvent.change(within(pat!).getByRole('combobox', { name: 'Role of Pat Colleague' }), {
      target: { value: 'admin' },
    });
    expect(onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ userId: 8 }), 'admin');
    fireEvent.click(within(pat!).getByRole('button', { name: 'Remove Pat Colleague' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ userId: 8 }));
  });

  it('a member reads the roles without controls and has no actions column', () => {
    render(
      <MembersTable
        team={team({ myRole: 'member' })}
        myUserId={8}
        onChangeRole={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Members of Summit Heavy Parts' });
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).getByText('Admin')).toBeInTheDocument();
  });

  it('pending invitations: resend and revoke name the address; members only read them', () => {
    const onResend = vi.fn();
    const onRevoke = vi.fn();
    const { unmount } = render(<InvitationsTable team={team()} onResend={onResend} onRevoke={onRevoke} />);
    const row = within(screen.getByRole('table', { name: 'Pending invitations' })).getAllByRole('row')[1]!;
    expect(row.querySelector('td[data-label="Invited by"]')).toHaveTextContent('Rick Alvarez');
    fireEvent.click(within(row).getByRole('button', { name: 'Resend the invitation to shop@summit.test' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the invitation to shop@summit.test' }));
    expect(onResend).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    unmount();
    render(<InvitationsTable team={team({ myRole: 'member' })} onResend={onResend} onRevoke={onRevoke} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
