import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';

/** Issue 21 item 23: a parent turned off and on again gives its sub-settings back as they were. */
describe('settings: a parent turned on again restores its sub-settings', async () => {
  const t = await createTestApp();
  const patch = (u: TestUser, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${u.userId}/email-settings`,
      headers: u.headers,
      payload,
    });
  const userFlags = async (u: TestUser) =>
    (await t.app.inject({ method: 'GET', url: `/api/user/${u.userId}`, headers: u.headers })).json().data
      .user;

  it('Message Emails and Order Emails: off reads the subs false, on answers them as they were', async () => {
    const u = await createTestUser(t, { memid: 'NC7' });
    await patch(u, { partEmails: false, forsaleOrderEmails: false });
    const off = await patch(u, { messageEmails: false, orderEmails: false });
    expect(off.statusCode).toBe(200);
    // Machine Watch Emails has no parent: it stays as it was.
    const { machineWatchEmails, ...rest } = off.json().data.settings;
    expect(machineWatchEmails).toBe(true);
    expect(Object.values(rest).every((v) => v === false)).toBe(true);
    expect(await userFlags(u)).toMatchObject({
      message_emails: false,
      forsale_emails: false,
      general_request_emails: false,
      part_order_emails: false,
    });

    const on = await patch(u, { messageEmails: true, orderEmails: true });
    expect(on.json().data.settings).toEqual({
      messageEmails: true,
      partEmails: false,
      forsaleEmails: true,
      generalRequestEmails: true,
      orderEmails: true,
      partOrderEmails: true,
      forsaleOrderEmails: false,
      machineWatchEmails: true,
    });
    expect(await userFlags(u)).toMatchObject({
      part_emails: false,
      forsale_emails: true,
      general_request_emails: true,
      part_order_emails: true,
      forsale_order_emails: false,
    });
  });

  it('a sub-setting sent while its parent is off is kept and reads false until the parent is on', async () => {
    const u = await createTestUser(t);
    await patch(u, { messageEmails: false, forsaleEmails: false });
    expect((await patch(u, { forsaleEmails: true })).json().data.settings.forsaleEmails).toBe(false);
    expect((await patch(u, { messageEmails: true })).json().data.settings.forsaleEmails).toBe(true);
  });

  it('no part-search mail while Message Emails is off, though Part Search Emails is stored on', async () => {
    await seedMakes(t);
    const buyer = await createTestUser(t, { company: { name: 'Restore Buyer Co' } });
    const dealer = await createTestUser(t, { company: { name: 'Restore Dealer Co' } });
    await addParts(t, dealer.companyId!, [{ partnum: '9Z-4711', description: 'SEAL', condition: 'NEW' }]);
    await patch(dealer, { messageEmails: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, dealer.userId));
    expect(row!.partEmails).toBe(true);

    await t.app.ctx.jobs.drain();
    await t.db.delete(jobs);
    await t.app.inject({ method: 'GET', url: '/api/parts/9Z4711', headers: buyer.headers });
    const queued = (await t.db.select().from(jobs)).map((j) => j.payload as QueuedMail);
    expect(queued.filter((m) => m.to === dealer.email)).toEqual([]);
  });
});
