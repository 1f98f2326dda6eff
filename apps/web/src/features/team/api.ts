import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyRole } from '@ironmatch/contracts/access';
import type { InvitationLookup, Team } from '@ironmatch/contracts/team';
import { api, guestApi, unwrap } from '../../lib/api-client';

/** The team of the current company (issue 23): members, invitations, approval limit. */
const teamKey = ['team'] as const;

export function useTeam(enabled = true) {
  return useQuery({
    queryKey: teamKey,
    enabled,
    queryFn: async ({ signal }): Promise<Team> =>
      (await unwrap(api.GET('/api/team', { signal }), 'Could not load your team.')).data,
  });
}

function useTeamMutation<V>(run: (values: V) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

const id = (value: number) => String(value);

export const useInvite = () =>
  useTeamMutation((body: { email: string; role: CompanyRole }) =>
    unwrap(api.POST('/api/team/invitations', { body }), 'Could not send the invitation.'),
  );
export const useResend = () =>
  useTeamMutation((invitationId: number) =>
    unwrap(
      api.POST('/api/team/invitations/{id}/resend', { params: { path: { id: id(invitationId) } } }),
      'Could not send the invitation again.',
    ),
  );
export const useRevoke = () =>
  useTeamMutation((invitationId: number) =>
    unwrap(
      api.DELETE('/api/team/invitations/{id}', { params: { path: { id: id(invitationId) } } }),
      'Could not revoke the invitation.',
    ),
  );
export const useChangeRole = () =>
  useTeamMutation((v: { userId: number; role: CompanyRole }) =>
    unwrap(
      api.PATCH('/api/team/members/{userId}', {
        params: { path: { userId: id(v.userId) } },
        body: { role: v.role },
      }),
      'Could not change the role.',
    ),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: number) =>
    unwrap(
      api.DELETE('/api/team/members/{userId}', { params: { path: { userId: id(userId) } } }),
      'Could not remove the member.',
    ),
  );
export const useApprovalLimit = () =>
  useTeamMutation((approvalLimitCents: number | null) =>
    unwrap(api.PATCH('/api/team/settings', { body: { approvalLimitCents } }), 'Could not save the limit.'),
  );

export async function lookupInvitation(token: string): Promise<InvitationLookup> {
  return (
    await unwrap(
      guestApi.POST('/api/invitations/lookup', { body: { token } }),
      'Could not read the invitation.',
    )
  ).data;
}

export async function acceptInvitation(token: string) {
  return unwrap(api.POST('/api/invitations/accept', { body: { token } }), 'Could not accept the invitation.');
}
