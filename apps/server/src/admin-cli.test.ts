import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from './admin-cli';
import { queryRows } from './db/database';
import { createTestUser } from './test/fixtures';
import { createTestApp } from './test/test-app';

describe('admin command line', async () => {
  const t = await createTestApp();

  it('sets and clears a member id and a payout account', async () => {
    const u = await createTestUser(t);
    expect(await runAdminCommand(t.db, ['set-member', String(u.companyId), 'NC2001'])).toMatch(
      /is now network member NC2001\.$/,
    );
    expect(await runAdminCommand(t.db, ['set-payout', String(u.companyId), 'acct_1Abc'])).toMatch(
      /now pays out to acct_1Abc\.$/,
    );
    const [row] = await queryRows<{ memid: string; stripe_account_id: string }>(
      t.db,
      sql`select memid, stripe_account_id from companies where id = ${u.companyId}`,
    );
    expect(row).toEqual({ memid: 'NC2001', stripe_account_id: 'acct_1Abc' });
    // The next session refresh carries the member id.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: 'correct-horse-battery' },
    });
    expect(await t.app.ctx.tokens.verify(login.json().data.accessToken)).toMatchObject({ memid: 'NC2001' });

    await runAdminCommand(t.db, ['set-member', String(u.companyId), '--clear']);
    await runAdminCommand(t.db, ['set-payout', String(u.companyId), '--clear']);
    const [cleared] = await queryRows<{ memid: string | null }>(
      t.db,
      sql`select memid from companies where id = ${u.companyId}`,
    );
    expect(cleared!.memid).toBeNull();
  });

  it('verifies an email', async () => {
    const u = await createTestUser(t, { verified: false });
    expect(await runAdminCommand(t.db, ['verify-email', u.email.toUpperCase()])).toBe(
      `The email ${u.email} (user ${u.userId}) is verified.`,
    );
    const [row] = await queryRows<{ email_verified: boolean }>(
      t.db,
      sql`select email_verified from users where id = ${u.userId}`,
    );
    expect(row!.email_verified).toBe(true);
  });

  it('makes a user an operator and an ordinary user again; the next login carries the claim', async () => {
    const u = await createTestUser(t, { company: false });
    const login = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'correct-horse-battery' },
      });
      return t.app.ctx.tokens.verify(res.json().data.accessToken);
    };
    expect((await login())?.isOperator).toBe(false);
    expect(await runAdminCommand(t.db, ['set-operator', u.email.toUpperCase()])).toMatch(
      new RegExp(`^${u.email} \\(user ${u.userId}\\) is now an operator`),
    );
    expect((await login())?.isOperator).toBe(true);
    expect(await runAdminCommand(t.db, ['set-operator', u.email, '--clear'])).toBe(
      `${u.email} (user ${u.userId}) is no longer an operator.`,
    );
    expect((await login())?.isOperator).toBe(false);
    await expect(runAdminCommand(t.db, ['set-operator', 'nobody@example.test'])).rejects.toThrow(
      'No user has the email nobody@example.test.',
    );
    await expect(runAdminCommand(t.db, ['set-operator', u.email, '--yes'])).rejects.toThrow(
      "set-operator needs the user's email address (and optionally --clear).",
    );
  });

  it('explains wrong input', async () => {
    await expect(runAdminCommand(t.db, ['set-member', 'abc', 'NC1'])).rejects.toThrow(
      'The company id must be a positive whole number; got "abc".',
    );
    await expect(runAdminCommand(t.db, ['set-member', '999999', 'NC1'])).rejects.toThrow(
      'No company has id 999999.',
    );
    await expect(runAdminCommand(t.db, ['set-member', '1'])).rejects.toThrow(
      'set-member needs a member id (or --clear).',
    );
    await expect(runAdminCommand(t.db, ['set-payout', '1', 'bogus'])).rejects.toThrow(/looks like acct_/);
    await expect(runAdminCommand(t.db, ['verify-email', 'ghost@example.test'])).rejects.toThrow(
      'No user has the email ghost@example.test.',
    );
    await expect(runAdminCommand(t.db, ['frobnicate'])).rejects.toThrow('Unknown command "frobnicate".');
  });

  it('builds the stats rollups from the history, and again on rebuild', async () => {
    expect(await runAdminCommand(t.db, ['stats-backfill'])).toMatch(/^The stats rollups are up to date/);
    const [state] = await queryRows<{ done: boolean }>(
      t.db,
      sql`select backfill_done_at is not null as done from stats_rollup_state`,
    );
    expect(state!.done).toBe(true);
    expect(await runAdminCommand(t.db, ['stats-rebuild'])).toMatch(/^The stats rollups are up to date/);
  });
});
