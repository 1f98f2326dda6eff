import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestApp } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoOperators } from './demo-operators';

describe('demo operators’ console data', async () => {
  const t = await createTestApp();

  it('seeds an operator who signs in with the claim, and an open application to decide, once', async () => {
    await seedDemoOperators(t.db);
    await seedDemoOperators(t.db);
    const login = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.accessToken as string;
    };
    const operatorToken = await login('operator@demo.test');
    expect((await t.app.ctx.tokens.verify(operatorToken))?.isOperator).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(list.json().data.applications).toMatchObject([
      { status: 'open', company: { name: 'Panhandle Tractor Salvage' } },
    ]);
    const applicantToken = await login('applicant@demo.test');
    expect((await t.app.ctx.tokens.verify(applicantToken))?.isOperator).toBe(false);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/membership-applications/mine',
      headers: { authorization: `Bearer ${applicantToken}` },
    });
    expect(mine.json().data.applications).toHaveLength(1);
    const [n] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where is_operator`,
    );
    expect(n!.n).toBe(1);
  });
});
