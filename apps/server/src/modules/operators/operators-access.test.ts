import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@ironmatch/contracts/endpoint';
import { membershipEndpoints } from '@ironmatch/contracts/membership-endpoints';
import { moderationEndpoints } from '@ironmatch/contracts/moderation-endpoints';
import { operatorAccountsEndpoints } from '@ironmatch/contracts/operator-accounts-endpoints';
import { operatorsEndpoints } from '@ironmatch/contracts/operators-endpoints';
import { operatorToolsEndpoints } from '@ironmatch/contracts/operator-tools-endpoints';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

/** Every operators' call of the contracts (issue 30); a new group of them is added here. */
const OPERATOR_ENDPOINTS: EndpointDefinition[] = [
  ...Object.values(operatorsEndpoints),
  ...Object.values(membershipEndpoints),
  ...Object.values(moderationEndpoints),
  ...Object.values(operatorAccountsEndpoints),
  ...Object.values(operatorToolsEndpoints),
].filter((e) => e.access === 'operator');

const urlOf = (e: EndpointDefinition) => e.path.replace(/\{memid\}/g, 'NC1').replace(/\{\w+\}/g, '1');

describe('the operators’ calls', async () => {
  const t = await createTestApp();
  const operator = await createTestUser(t, { operator: true, company: false });
  const user = await createTestUser(t, { company: false });
  const company = await createTestUser(t);
  const member = await createTestUser(t, { memid: 'NCACCESS1' });
  const outsiders: Array<[string, Record<string, string>]> = [
    ['a guest', {}],
    ['a bad token', { authorization: 'Bearer not-a-token' }],
    ['a user', user.headers],
    ['a company user', company.headers],
    ['a member', member.headers],
  ];
  const call = (e: EndpointDefinition, headers: Record<string, string>, url = urlOf(e)) =>
    t.app.inject({
      method: e.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      // A body that is not even JSON: refused as an unknown route before it is read.
      ...(e.method === 'GET' ? {} : { payload: '{not json' }),
    });

  it('covers every /api/admin/* call, and only those are operator calls', () => {
    expect(OPERATOR_ENDPOINTS.length).toBeGreaterThanOrEqual(8);
    for (const e of OPERATOR_ENDPOINTS) expect(e.path).toMatch(/^\/api\/admin\//);
  });

  for (const e of OPERATOR_ENDPOINTS)
    it(`${e.method} ${e.path} answers everybody but an operator as an unknown route`, async () => {
      for (const [who, headers] of outsiders) {
        const res = await call(e, headers);
        const path = urlOf(e);
        expect(res.statusCode, who).toBe(404);
        expect(res.json(), who).toEqual({ status: 404, message: `No API route ${e.method} ${path}.` });
        expect(res.headers['x-request-id'], who).toBeUndefined();
        // The same answer as an address nobody defined.
        const unknown = await t.app.inject({ method: e.method, url: `${path}-nothing`, headers });
        expect(unknown.headers['content-type']).toBe(res.headers['content-type']);
      }
      const res = await t.app.inject({ method: e.method, url: urlOf(e), headers: operator.headers });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.body).not.toContain('No API route');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

  it('keeps the operators’ calls out of the public document and serves them to operators', async () => {
    const pub = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const publicPaths = Object.keys(pub.paths);
    expect(publicPaths).toContain('/api/membership-applications');
    expect(publicPaths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(pub)).not.toContain('/api/admin');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/openapi.json',
      headers: operator.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(OPERATOR_ENDPOINTS.map((e) => e.path))].sort());
  });

  it('unknown methods on an audit row are unknown routes, for operators too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/audit/1', headers: operator.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: `No API route ${method} /api/admin/audit/1.` });
    }
  });

  it('a token without the claim is refused even when the user is an operator in the database', async () => {
    // The claim is what counts until the next refresh (set-operator takes effect there).
    const promoted: TestUser = await createTestUser(t, { company: false });
    await t.db.execute(`update users set is_operator = true where id = ${promoted.userId}` as never);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: promoted.headers });
    expect(res.statusCode).toBe(404);
  });
});
