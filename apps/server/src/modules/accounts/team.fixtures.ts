import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CompanyRole } from '@ironmatch/contracts/access';
import { companyMemberships } from '../../db/schema/accounts';
import { createTestUser, type TestUser } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';

/** Another user of `of`'s company in `role`, working in it, with a token for it. */
export async function addTeamMember(
  t: TestApp,
  of: TestUser,
  role: CompanyRole = 'member',
  options: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<TestUser> {
  const user = await createTestUser(t, { company: false, ...options });
  await t.db.insert(companyMemberships).values({ userId: user.userId, companyId: of.companyId!, role });
  await t.db.execute(sql`update users set company_id = ${of.companyId} where id = ${user.userId}`);
  return tokenFor(t, { ...user, companyId: of.companyId, memid: of.memid });
}

/** `user` with a fresh access token naming `user.companyId`. */
export async function tokenFor(t: TestApp, user: TestUser): Promise<TestUser> {
  const accessToken = await t.app.ctx.tokens.sign({
    loginId: randomUUID(),
    userId: user.userId,
    companyId: user.companyId,
    memid: user.memid,
    emailVerified: true,
  });
  return { ...user, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** The token of the newest invitation email sent to `to`. */
export function invitationTokenFrom(t: TestApp, to: string): string {
  const mail = t.mailbox.list().find((m) => m.to === to && m.text.includes('/invite?token='));
  if (!mail) throw new Error(`no invitation mail to ${to}`);
  return decodeURIComponent(/\/invite\?token=([\w%-]+)/.exec(mail.text)![1]!);
}
