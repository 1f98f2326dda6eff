import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { TEAM_MESSAGES } from '@ironmatch/contracts/team';
import { queryRows } from '../../db/database';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { createMembershipCache } from './team-membership-cache';
import { addTeamMember, tokenFor } from './team.fixtures';

describe('teams: roles, membership on every request, switching company', async () => {
  const t = await createTestApp();
  const call = (
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    headers?: object,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as object });

  it('the creator of a company is its admin; GET /api/user lists every membership with its role', async () => {
    const u = await createTestUser(t, { company: false });
    const created = await call('POST', '/api/company', u.headers, {
      name: 'Ridge Paving',
      phoneMain: '555',
      shipAddress1: '1 Road',
      shipCity: 'Town',
      shipState: 'CO',
      shipZip: '80301',
      shipCountry: 'USA',
      email1: 'ridge@x.test',
    });
    expect(created.statusCode).toBe(201);
    const other = await createTestUser(t);
    await addTeamMember(t, other, 'member', {}).then(() => undefined);
    await t.db.execute(
      sql`insert into company_memberships (user_id, company_id, role) values (${u.userId}, ${other.companyId}, 'member')`,
    );
    const res = await call('GET', `/api/user/${u.userId}`, u.headers);
    expect(res.json().data.user.companies).toEqual([
      { companyId: created.json().data.companyId, name: 'Ridge Paving', role: 'admin' },
      { companyId: other.companyId, name: expect.any(String), role: 'member' },
    ]);
  });

  it('a member hears 403 on every admin-only call, before any field is read; an admin passes', async () => {
    const admin = await createTestUser(t);
    const member = await addTeamMember(t, admin, 'member');
    const adminOnly: Array<[string, string, unknown, string]> = [
      ['POST', '/api/team/invitations', { email: 'not an email' }, TEAM_MESSAGES.adminOnly],
      ['POST', '/api/team/invitations/1/resend', undefined, TEAM_MESSAGES.adminOnly],
      ['DELETE', '/api/team/invitations/1', undefined, TEAM_MESSAGES.adminOnly],
      ['PATCH', `/api/team/members/${admin.userId}`, { role: 'boss' }, TEAM_MESSAGES.adminOnly],
      ['DELETE', `/api/team/members/${admin.userId}`, undefined, TEAM_MESSAGES.adminOnly],
      ['PATCH', '/api/team/settings', { approvalLimitCents: -1 }, TEAM_MESSAGES.adminOnly],
      ['PATCH', `/api/company/${admin.companyId}`, { phoneMain: '1' }, GUARD_MESSAGES.adminRequired],
      ['GET', '/api/stripe/connect-url', undefined, GUARD_MESSAGES.adminRequired],
      ['POST', '/api/stripe/connect/complete', { state: 'x' }, GUARD_MESSAGES.adminRequired],
    ];
    for (const [method, url, body, message] of adminOnly) {
      const res = await call(method as 'POST', url, member.headers, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, message]);
    }
    const patched = await call('PATCH', `/api/company/${admin.companyId}`, admin.headers, {
      phoneMain: '777',
    });
    expect(patched.statusCode).toBe(200);
    const team = await call('GET', '/api/team', member.headers);
    expect(team.statusCode).toBe(200);
    expect(team.json().data).toMatchObject({
      companyId: admin.companyId,
      myRole: 'member',
      approvalLimitCents: null,
    });
    expect(team.json().data.members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual(
      [
        [admin.userId, 'admin'],
        [member.userId, 'member'],
      ],
    );
    expect(team.json().data.members[0].lastActiveAt).toEqual(expect.any(String));
  });

  it('an admin of one company cannot change another company where they are only a member', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    await t.db.execute(
      sql`insert into company_memberships (user_id, company_id, role) values (${a.userId}, ${b.companyId}, 'member')`,
    );
    const res = await call('PATCH', `/api/company/${b.companyId}`, a.headers, { phoneMain: '1' });
    expect([res.statusCode, res.json().message]).toEqual([403, GUARD_MESSAGES.adminRequired]);
  });

  it('roles: change, the last admin rule, removal, leaving, settings', async () => {
    const admin = await createTestUser(t);
    const member = await addTeamMember(t, admin, 'member');
    const stranger = await createTestUser(t);

    const demoteSelf = await call('PATCH', `/api/team/members/${admin.userId}`, admin.headers, {
      role: 'member',
    });
    expect([demoteSelf.statusCode, demoteSelf.json().message]).toEqual([409, TEAM_MESSAGES.lastAdmin]);
    const removeSelf = await call('DELETE', `/api/team/members/${admin.userId}`, admin.headers);
    expect([removeSelf.statusCode, removeSelf.json().message]).toEqual([409, TEAM_MESSAGES.lastAdmin]);
    const leave = await call('POST', '/api/team/leave', admin.headers);
    expect([leave.statusCode, leave.json().message]).toEqual([409, TEAM_MESSAGES.lastAdmin]);

    for (const id of [stranger.userId, 999999, 'abc'])
      expect(
        (await call('PATCH', `/api/team/members/${id}`, admin.headers, { role: 'admin' })).statusCode,
      ).toBe(404);
    const badRole = await call('PATCH', `/api/team/members/${member.userId}`, admin.headers, {
      role: 'owner',
    });
    expect([badRole.statusCode, badRole.json().message]).toEqual([400, TEAM_MESSAGES.roleInvalid]);

    const promoted = await call('PATCH', `/api/team/members/${member.userId}`, admin.headers, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.member).toMatchObject({
      userId: member.userId,
      role: 'admin',
      email: member.email,
    });
    // Two admins now: the first may step down, and the promoted one manages the team at once.
    expect(
      (await call('PATCH', `/api/team/members/${admin.userId}`, member.headers, { role: 'member' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', '/api/team/settings', admin.headers, { approvalLimitCents: 100 })).statusCode,
    ).toBe(403);

    const limit = await call('PATCH', '/api/team/settings', member.headers, { approvalLimitCents: 150000 });
    expect(limit.json()).toMatchObject({ status: 200, data: { approvalLimitCents: 150000 } });
    const bad = await call('PATCH', '/api/team/settings', member.headers, { approvalLimitCents: 10.5 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, TEAM_MESSAGES.limitInvalid]);
    expect(
      (await call('PATCH', '/api/team/settings', member.headers, { approvalLimitCents: null })).json().data,
    ).toEqual({
      approvalLimitCents: null,
    });

    const left = await call('POST', '/api/team/leave', admin.headers);
    expect(left.json()).toMatchObject({ status: 200, data: { companyId: admin.companyId, left: true } });
    const [row] = await queryRows<{ company_id: number | null }>(
      t.db,
      sql`select company_id from users where id = ${admin.userId}`,
    );
    expect(row!.company_id).toBeNull();
  });

  it('a removed member loses the company at once: 403 on company calls, no longer carried by the refresh', async () => {
    const admin = await createTestUser(t);
    const member = await addTeamMember(t, admin, 'member');
    const login = await call('POST', '/api/login', {}, { email: member.email, password: TEST_PASSWORD });
    const { accessToken, refreshToken } = login.json().data;
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await call('GET', '/api/team', headers)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/team/members/${member.userId}`, admin.headers);
    expect(removed.json()).toMatchObject({ status: 200, data: { userId: member.userId, removed: true } });

    const after = await call('GET', '/api/team', headers);
    expect([after.statusCode, after.json().message]).toEqual([403, GUARD_MESSAGES.membershipEnded]);
    expect((await call('GET', '/api/orders/created', headers)).statusCode).toBe(403);
    // What needs no company still works, as no company.
    expect((await call('GET', `/api/user/${member.userId}`, headers)).json().data.user.companies).toEqual([]);
    const refreshed = await call('POST', '/api/refresh-token', {}, { refreshToken });
    const payload = JSON.parse(
      Buffer.from(refreshed.json().data.accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(payload.companyId).toBeNull();
  });

  it('another server notices a removal within the cache lifetime (at most 60 seconds)', async () => {
    const admin = await createTestUser(t);
    const member = await addTeamMember(t, admin, 'member');
    const otherServer = createMembershipCache(t.db, { ttlMs: 120_000 });
    expect(await otherServer.roleOf(member.userId, admin.companyId!)).toBe('member');
    await call('DELETE', `/api/team/members/${member.userId}`, admin.headers);
    expect(await otherServer.roleOf(member.userId, admin.companyId!)).toBe('member');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_001);
      expect(await otherServer.roleOf(member.userId, admin.companyId!)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('switching: to a company of mine carries its id; another id is 403 and the session stays', async () => {
    const me = await createTestUser(t);
    const second = await createTestUser(t);
    const stranger = await createTestUser(t);
    await t.db.execute(
      sql`insert into company_memberships (user_id, company_id, role) values (${me.userId}, ${second.companyId}, 'member')`,
    );
    const login = await call('POST', '/api/login', {}, { email: me.email, password: TEST_PASSWORD });
    let refreshToken = login.json().data.refreshToken as string;
    const refused = await call(
      'POST',
      '/api/refresh-token',
      {},
      { refreshToken, newUserCompanyId: String(stranger.companyId) },
    );
    expect(refused.statusCode).toBe(403);
    const switched = await call(
      'POST',
      '/api/refresh-token',
      {},
      { refreshToken, newUserCompanyId: String(second.companyId) },
    );
    expect(switched.statusCode).toBe(200);
    refreshToken = switched.json().data.refreshToken;
    const headers = { authorization: `Bearer ${switched.json().data.accessToken}` };
    const team = await call('GET', '/api/team', headers);
    expect(team.json().data).toMatchObject({ companyId: second.companyId, myRole: 'member' });
    void tokenFor;
  });
});
