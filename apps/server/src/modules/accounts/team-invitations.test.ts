import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { TEAM_MESSAGES } from '@ironmatch/contracts/team';
import { queryRows } from '../../db/database';
import { createTestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { addTeamMember, invitationTokenFrom } from './team.fixtures';

describe('teams: invitations', async () => {
  const t = await createTestApp();
  const call = (
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    headers?: object,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as object });
  const invite = async (admin: { headers: object }, email: string, role = 'member') =>
    call('POST', '/api/team/invitations', admin.headers, { email, role });
  const sentTo = async (email: string) => {
    await t.app.ctx.jobs.drain();
    return invitationTokenFrom(t, email);
  };

  it('invite, lookup and accept by an existing user: joins with the role and the company becomes current', async () => {
    const admin = await createTestUser(t, { firstName: 'Dana', lastName: 'Ruiz' });
    const guest = await createTestUser(t, { email: `Pat-${Date.now()}@x.test` });
    const res = await invite(admin, guest.email.toUpperCase(), 'admin');
    expect(res.statusCode).toBe(201);
    const invitation = res.json().data.invitation;
    expect(invitation).toMatchObject({
      email: guest.email,
      role: 'admin',
      invitedBy: { userId: admin.userId, firstName: 'Dana', lastName: 'Ruiz' },
    });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBeCloseTo(
      7 * 86400_000,
      -4,
    );
    const token = await sentTo(guest.email);
    // Stored only as a hash.
    const stored = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from company_invitations where id = ${invitation.id}`,
    );
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.token_hash).toHaveLength(64);

    const team = await call('GET', '/api/team', admin.headers);
    expect(team.json().data.invitations.map((i: { id: number }) => i.id)).toEqual([invitation.id]);

    const looked = await call('POST', '/api/invitations/lookup', {}, { token });
    expect(looked.json().data).toMatchObject({
      email: guest.email,
      role: 'admin',
      invitedBy: { firstName: 'Dana' },
    });

    const accepted = await call('POST', '/api/invitations/accept', guest.headers, { token });
    expect(accepted.json()).toMatchObject({
      status: 200,
      data: { companyId: admin.companyId, role: 'admin' },
    });
    const user = await call('GET', `/api/user/${guest.userId}`, guest.headers);
    expect(user.json().data.user.companyId).toBe(admin.companyId);
    expect(user.json().data.user.companies.map((c: { companyId: number }) => c.companyId)).toEqual([
      guest.companyId,
      admin.companyId,
    ]);
    // Single use.
    const again = await call('POST', '/api/invitations/accept', guest.headers, { token });
    expect([again.statusCode, again.json().message]).toEqual([410, TEAM_MESSAGES.invitationInvalid]);
    expect((await call('POST', '/api/invitations/lookup', {}, { token })).statusCode).toBe(410);
    expect((await call('GET', '/api/team', admin.headers)).json().data.invitations).toEqual([]);
  });

  it('a new person signs up, verifies the email, then accepts', async () => {
    const admin = await createTestUser(t);
    const email = `newbie-${Date.now()}@x.test`;
    await invite(admin, email);
    const token = await sentTo(email);
    const reg = await call(
      'POST',
      '/api/user',
      {},
      {
        email,
        password: 'a-long-enough-password',
        firstName: 'Nia',
        lastName: 'Cole',
        consent: true,
      },
    );
    expect(reg.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${reg.json().data.accessToken}` };
    const early = await call('POST', '/api/invitations/accept', headers, { token });
    expect([early.statusCode, early.json().message]).toEqual([403, GUARD_MESSAGES.verificationRequired]);
    await t.app.ctx.jobs.drain();
    const verify = t.mailbox.list().find((m) => m.to === email && m.text.includes('/verify-email'))!;
    const link = new URL(/(http\S+\/verify-email\S+)/.exec(verify.text)![1]!);
    const verified = await call('GET', `/api/verify-email${link.search}`);
    expect(verified.statusCode).toBe(200);
    const accepted = await call('POST', '/api/invitations/accept', headers, { token });
    expect(accepted.json()).toMatchObject({
      status: 200,
      data: { companyId: admin.companyId, role: 'member' },
    });
    const refresh = await call(
      'POST',
      '/api/refresh-token',
      {},
      { refreshToken: reg.json().data.refreshToken },
    );
    const claims = JSON.parse(
      Buffer.from(refresh.json().data.accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims.companyId).toBe(admin.companyId);
  });

  it('every bad case answers its 4xx and changes nothing', async () => {
    const admin = await createTestUser(t);
    const member = await addTeamMember(t, admin, 'member');
    const other = await createTestUser(t);

    const badEmail = await invite(admin, 'nope');
    expect([badEmail.statusCode, badEmail.json().message]).toEqual([400, 'Email is invalid']);
    const badRole = await invite(admin, 'x@x.test', 'owner');
    expect([badRole.statusCode, badRole.json().message]).toEqual([400, TEAM_MESSAGES.roleInvalid]);
    const already = await invite(admin, member.email);
    expect([already.statusCode, already.json().message]).toEqual([409, TEAM_MESSAGES.alreadyMember]);

    const email = `someone-${Date.now()}@x.test`;
    const sent = (await invite(admin, email)).json().data.invitation;
    const token = await sentTo(email);
    const wrong = await call('POST', '/api/invitations/accept', other.headers, { token });
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, TEAM_MESSAGES.otherEmail]);

    // The member's own email invited: already a member answers 409.
    await t.db.execute(
      sql`delete from company_memberships where user_id = ${member.userId} and company_id = ${admin.companyId}`,
    );
    await invite(admin, member.email);
    const memberToken = await sentTo(member.email);
    await t.db.execute(
      sql`insert into company_memberships (user_id, company_id, role) values (${member.userId}, ${admin.companyId}, 'member')`,
    );
    const dup = await call('POST', '/api/invitations/accept', member.headers, { token: memberToken });
    expect([dup.statusCode, dup.json().message]).toEqual([409, TEAM_MESSAGES.youAreMember]);

    // Another company's invitation id, and an unknown one: 404.
    for (const id of [sent.id, 999999, 'x']) {
      expect((await call('DELETE', `/api/team/invitations/${id}`, other.headers)).statusCode).toBe(404);
      expect((await call('POST', `/api/team/invitations/${id}/resend`, other.headers)).statusCode).toBe(404);
    }
    for (const bad of ['', 'not-a-token'])
      expect((await call('POST', '/api/invitations/lookup', {}, { token: bad })).statusCode).toBe(410);
    expect((await call('POST', '/api/invitations/accept', {}, { token })).statusCode).toBe(401);
  });

  it('revoke, resend (the earlier link stops working) and expiry', async () => {
    const admin = await createTestUser(t);
    const guest = await createTestUser(t, { company: false });
    const first = (await invite(admin, guest.email)).json().data.invitation;
    const oldToken = await sentTo(guest.email);
    const resent = await call('POST', `/api/team/invitations/${first.id}/resend`, admin.headers);
    expect(resent.statusCode).toBe(200);
    const newToken = await sentTo(guest.email);
    expect(newToken).not.toBe(oldToken);
    expect((await call('POST', '/api/invitations/lookup', {}, { token: oldToken })).statusCode).toBe(410);
    expect((await call('POST', '/api/invitations/lookup', {}, { token: newToken })).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/team/invitations/${first.id}`, admin.headers);
    expect(revoked.json()).toMatchObject({ status: 200, data: { invitationId: first.id, revoked: true } });
    const after = await call('POST', '/api/invitations/accept', guest.headers, { token: newToken });
    expect([after.statusCode, after.json().message]).toEqual([410, TEAM_MESSAGES.invitationInvalid]);
    const resendRevoked = await call('POST', `/api/team/invitations/${first.id}/resend`, admin.headers);
    expect([resendRevoked.statusCode, resendRevoked.json().message]).toEqual([
      410,
      TEAM_MESSAGES.invitationInvalid,
    ]);

    await invite(admin, guest.email);
    const expiring = await sentTo(guest.email);
    // Seven days later (the clock of the database decides, so the row is moved back instead).
    await t.db.execute(
      sql`update company_invitations set created_at = created_at - interval '7 days', expires_at = now() - interval '1 second'
          where email = ${guest.email} and revoked_at is null`,
    );
    const expired = await call('POST', '/api/invitations/accept', guest.headers, { token: expiring });
    expect([expired.statusCode, expired.json().message]).toEqual([410, TEAM_MESSAGES.invitationInvalid]);
    expect((await call('GET', '/api/team', admin.headers)).json().data.invitations).toEqual([]);
  });

  it('at most 50 invitations per company in 24 hours, resends included', async () => {
    const admin = await createTestUser(t);
    const first = (await invite(admin, 'r0@x.test')).json().data.invitation;
    for (let i = 1; i < 49; i++) expect((await invite(admin, `r${i}@x.test`)).statusCode).toBe(201);
    expect((await call('POST', `/api/team/invitations/${first.id}/resend`, admin.headers)).statusCode).toBe(
      200,
    );
    const over = await invite(admin, 'r50@x.test');
    expect([over.statusCode, over.json().message]).toEqual([429, TEAM_MESSAGES.tooManyInvitations]);
    const other = await createTestUser(t);
    expect((await invite(other, 'r50@x.test')).statusCode).toBe(201);
  });
});
