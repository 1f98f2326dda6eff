import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

const ALL_ON = {
  messageEmails: true,
  partEmails: true,
  forsaleEmails: true,
  generalRequestEmails: true,
  orderEmails: true,
  partOrderEmails: true,
  forsaleOrderEmails: true,
  machineWatchEmails: true,
};

describe('settings: email notification settings', async () => {
  const t = await createTestApp();
  const patch = (url: string, headers: Record<string, string> | undefined, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url, headers, payload: payload as object });

  it('saves the given settings and answers them with the user flags', async () => {
    const u = await createTestUser(t, { memid: 'NC1' });
    const res = await patch(`/api/user/${u.userId}/email-settings`, u.headers, {
      partEmails: false,
      orderEmails: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email settings saved.');
    expect(res.json().data.settings).toEqual({ ...ALL_ON, partEmails: false });
    expect(res.json().data.user).toMatchObject({ part_emails: false, message_emails: true });
    const user = (
      await t.app.inject({ method: 'GET', url: `/api/user/${u.userId}`, headers: u.headers })
    ).json().data.user;
    expect(user.part_emails).toBe(false);
  });

  it('turning a parent off turns its children off', async () => {
    const u = await createTestUser(t);
    const res = await patch(`/api/user/${u.userId}/email-settings`, u.headers, {
      messageEmails: false,
      partEmails: true,
      orderEmails: false,
    });
    expect(res.json().data.settings).toEqual({
      messageEmails: false,
      partEmails: false,
      forsaleEmails: false,
      generalRequestEmails: false,
      orderEmails: false,
      partOrderEmails: false,
      forsaleOrderEmails: false,
      machineWatchEmails: true,
    });
    const on = await patch(`/api/user/${u.userId}/email-settings`, u.headers, ALL_ON);
    expect(on.json().data.settings).toEqual(ALL_ON);
  });

  it("reads 1/'1'/0/'0' as booleans from older clients", async () => {
    const u = await createTestUser(t);
    const res = await patch(`/api/user/${u.userId}/email-settings`, u.headers, {
      forsaleEmails: 0,
      partEmails: '1',
    });
    expect(res.json().data.settings).toMatchObject({ forsaleEmails: false, partEmails: true });
  });

  it("answers 'Missing user id' without an id, 404 for another user, 401 without a token", async () => {
    const u = await createTestUser(t);
    const other = await createTestUser(t);
    for (const url of [
      '/api/user/undefined/email-settings',
      '/api/user/null/email-settings',
      '/api/user/email-settings',
    ]) {
      const res = await patch(url, u.headers, { partEmails: false });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Missing user id');
    }
    const foreign = await patch(`/api/user/${other.userId}/email-settings`, u.headers, { partEmails: false });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 404, message: 'User not found.' });
    expect(
      (await patch(`/api/user/${u.userId}/email-settings`, undefined, { partEmails: false })).statusCode,
    ).toBe(401);
  });

  it('refuses an empty change and non-boolean values', async () => {
    const u = await createTestUser(t);
    expect((await patch(`/api/user/${u.userId}/email-settings`, u.headers, {})).statusCode).toBe(400);
    const res = await patch(`/api/user/${u.userId}/email-settings`, u.headers, { partEmails: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Part emails must be true or false.');
  });
});
