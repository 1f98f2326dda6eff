import { describe, expect, it } from 'vitest';
import { seedManufacturers } from '../modules/inventory/manufacturer-list';
import { createTestApp } from '../test/test-app';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoOperators } from './demo-operators';
import { seedDemoPayouts } from './demo-payouts';

describe('demo operators’ history', async () => {
  const t = await createTestApp();

  it('leaves the audit log with the approval of the second dealer and the demo dealer’s payout account', async () => {
    await seedManufacturers(t.db);
    await seedDemoAccounts(t.db);
    await seedDemoPayouts(t.db);
    await seedDemoOperators(t.db);
    await seedDemoOperators(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'operator@demo.test', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().data.accessToken}` };
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: auth });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().data.entries as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.action)).toEqual(['company.set_payout_account', 'application.approve']);
    expect(entries[0]).toMatchObject({
      operatorEmail: 'operator@demo.test',
      after: { stripeAccountId: 'acct_sim_demosummit01' },
    });
    expect(entries[1]).toMatchObject({ after: { status: 'approved', memid: 'NC1008' } });

    const approved = await t.app.inject({
      method: 'GET',
      url: '/api/admin/applications?status=approved',
      headers: auth,
    });
    expect(approved.json().data.applications).toMatchObject([
      { status: 'approved', memid: 'NC1008', company: { name: 'Timberline Equipment Parts' } },
    ]);
  });
});
