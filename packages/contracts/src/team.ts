import { z } from 'zod';
import { COMPANY_ROLES } from './access';
import { emailField } from './auth';
import { envelopeOf } from './envelope';
import { multilineText, text } from './text';

/** Company teams (issue 23): roles, invitations, the approval limit. */
export const TEAM_MESSAGES = {
  adminOnly: 'Only a company admin can manage the team.',
  lastAdmin: 'A company needs at least one admin.',
  invitationInvalid: 'This invitation is no longer valid.',
  otherEmail: 'This invitation was sent to another email address.',
  alreadyMember: 'This person is already a member of your company.',
  youAreMember: 'You are already a member of this company.',
  roleInvalid: "Role must be 'admin' or 'member'.",
  tooManyInvitations: 'Your company has sent 50 invitations in the last 24 hours. Please try again tomorrow.',
  invitationNotFound: 'Invitation not found.',
  memberNotFound: 'Member not found.',
  limitInvalid: 'Approval limit must be a whole number of cents, 0 or more, or empty for no limit.',
  invitationSent: 'Invitation sent.',
  invitationResent: 'Invitation sent again.',
  invitationRevoked: 'Invitation revoked.',
  roleChanged: 'Role changed.',
  memberRemoved: 'Member removed.',
  left: 'You have left the company.',
  settingsSaved: 'Approval limit saved.',
  joined: 'You have joined the company.',
  tokenRequired: 'This invitation is no longer valid.',
} as const;

/** Invitations live 7 days; a company sends at most 50 in 24 hours (resends count). */
export const INVITATION_LIFETIME_DAYS = 7;
export const INVITATIONS_PER_DAY = 50;

export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: TEAM_MESSAGES.roleInvalid });

const personSchema = z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() });
export type TeamPerson = z.infer<typeof personSchema>;

export const teamMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: companyRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: personSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  myRole: companyRoleSchema,
  approvalLimitCents: z.number().int().nullable(),
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponseSchema = envelopeOf(teamSchema);

export const inviteBodySchema = z.object({ email: emailField, role: companyRoleSchema });
export type InviteBody = z.infer<typeof inviteBodySchema>;
export const invitationResponseSchema = envelopeOf(z.object({ invitation: invitationSchema }));

export const invitationIdParamsSchema = z.object({ id: text() });
export const memberIdParamsSchema = z.object({ userId: text() });

export const revokeResponseSchema = envelopeOf(
  z.object({ invitationId: z.number().int(), revoked: z.literal(true) }),
);
export const roleBodySchema = z.object({ role: companyRoleSchema });
export const memberResponseSchema = envelopeOf(z.object({ member: teamMemberSchema }));
export const removeResponseSchema = envelopeOf(
  z.object({ userId: z.number().int(), removed: z.literal(true) }),
);
export const leaveResponseSchema = envelopeOf(
  z.object({ companyId: z.number().int(), left: z.literal(true) }),
);

/** Dollars are typed on the page; the API takes whole cents (null: no limit). */
export const MAX_APPROVAL_LIMIT_CENTS = 2_000_000_000;
export const teamSettingsBodySchema = z.object({
  approvalLimitCents: z
    .number({ error: TEAM_MESSAGES.limitInvalid })
    .int({ error: TEAM_MESSAGES.limitInvalid })
    .min(0, { error: TEAM_MESSAGES.limitInvalid })
    .max(MAX_APPROVAL_LIMIT_CENTS, { error: TEAM_MESSAGES.limitInvalid })
    .nullable(),
});
export const teamSettingsResponseSchema = envelopeOf(
  z.object({ approvalLimitCents: z.number().int().nullable() }),
);

// ---- the invited side ----
export const invitationTokenBodySchema = z.object({
  token: text({ required: TEAM_MESSAGES.tokenRequired })
    .trim()
    .max(200, { error: TEAM_MESSAGES.tokenRequired }),
});
export const invitationLookupSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  expiresAt: z.string(),
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;
export const invitationLookupResponseSchema = envelopeOf(invitationLookupSchema);
export const invitationAcceptResponseSchema = envelopeOf(
  z.object({ companyId: z.number().int(), companyName: z.string(), role: companyRoleSchema }),
);

/** The reason an admin gives when rejecting a member's order request. */
export const rejectReasonSchema = multilineText({ required: 'Please give a reason.' })
  .trim()
  .min(1, { error: 'Please give a reason.' })
  .max(2000, { error: 'The reason must be 2,000 characters or fewer.' });
