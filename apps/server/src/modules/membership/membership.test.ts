import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_MESSAGES as M, type ApplicationBody } from '@ironmatch/contracts/membership';
import { queryRows } from '../../db/database';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';

const body = (extra: Partial<ApplicationBody> = {}): ApplicationBody => ({
  yardAddress1: '400 Salvage Rd',
  yardCity: 'Amarillo',
  yardState: 'TX',
  yardZip: '79101',
  sells: 'Used and rebuilt undercarriage, hydraulics and engines',
  makes: ['CAT', 'bobcat'],
  inventorySize: 1200,
  website: 'https://salvage.example',
  sellerTermsAccepted: true,
  ...extra,
});

describe('membership applications', async () => {
  const t = await createTestApp();
  await seedMakes(t);
  const operator = await createTestUser(t, { operator: true, company: false });

  const apply = (user: TestUser | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/membership-applications',
      headers: user?.headers ?? {},
      payload: payload as object,
    });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: operator.headers, ...(payload ? { payload } : {}) });
  const auditRows = (targetId: number) =>
    queryRows<{
      action: string;
      request_id: string;
      before: unknown;
      after: unknown;
      operator_email: string;
    }>(
      t.db,
      sql`select action, request_id, before, after, operator_email from audit_log
          where target_type = 'application' and target_id = ${targetId} order by id`,
    );
  const login = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    return t.app.ctx.tokens.verify(res.json().data.accessToken);
  };

  it('takes an application from a company, one open at a time, and shows it as the company’s', async () => {
    const dealer = await createTestUser(t);
    const res = await apply(dealer, body());
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json().data.application;
    expect(application).toMatchObject({
      companyId: dealer.companyId,
      status: 'open',
      makes: ['CAT', 'BOBCAT'],
      inventorySize: 1200,
      website: 'https://salvage.example',
      memid: null,
      rejectionReason: null,
      decidedAt: null,
    });
    expect(new Date(application.createdAt).toISOString()).toBe(application.createdAt);

    const again = await apply(dealer, body());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, message: M.alreadyOpen });

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/membership-applications/mine',
      headers: dealer.headers,
    });
    expect(mine.json().data.applications.map((a: { id: number }) => a.id)).toEqual([application.id]);
    expect(mine.json().data.applications[0].company).toBeUndefined();
  });

  it('keeps one open application per company even when two arrive at once', async () => {
    const dealer = await createTestUser(t);
    const answers = await Promise.all([apply(dealer, body()), apply(dealer, body())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses bad forms with a sentence per problem, guests, users without a company and members', async () => {
    const dealer = await createTestUser(t);
    const noTerms = await apply(dealer, body({ sellerTermsAccepted: false as never }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe(M.termsRequired);
    const missing = await apply(dealer, { ...body(), yardCity: '  ', makes: [], inventorySize: -1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([M.yardCityRequired, M.makesRequired, M.inventorySizeInvalid]),
    );
    const unknownMake = await apply(dealer, body({ makes: ['CAT', 'NOPE'] }));
    expect(unknownMake.statusCode).toBe(400);
    expect(unknownMake.json().message).toBe(M.unknownMake('NOPE'));

    expect((await apply(null, body())).statusCode).toBe(401);
    const loner = await createTestUser(t, { company: false });
    expect((await apply(loner, body())).statusCode).toBe(403);
    const member = await createTestUser(t, { memid: 'NCM100' });
    const res = await apply(member, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyMember);
    const rows = await queryRows(
      t.db,
      sql`select 1 from membership_applications where company_id = ${dealer.companyId}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('lets an operator list, open and approve it with a unique memid; the company sees it at its next refresh', async () => {
    const dealer = await createTestUser(t);
    const id = (await apply(dealer, body())).json().data.application.id as number;

    const list = await admin('GET', '/api/admin/applications?limit=100');
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.applications.find((a: { id: number }) => a.id === id);
    expect(listed).toMatchObject({ status: 'open', company: { id: dealer.companyId } });
    expect(list.json().data.count).toBeGreaterThanOrEqual(1);
    const opened = await admin('GET', `/api/admin/applications/${id}`);
    expect(opened.json().data.application).toMatchObject({ id, company: { id: dealer.companyId } });
    expect((await admin('GET', '/api/admin/applications/999999')).json()).toEqual({
      status: 404,
      message: M.notFound,
    });
    expect((await admin('GET', '/api/admin/applications/abc')).statusCode).toBe(404);

    const taken = await createTestUser(t, { memid: 'NC7001' });
    expect((await admin('GET', '/api/admin/memids/nc7001')).json().data).toEqual({
      memid: 'nc7001',
      available: false,
      companyId: taken.companyId,
    });
    expect((await admin('GET', '/api/admin/memids/NC7002')).json().data).toEqual({
      memid: 'NC7002',
      available: true,
      companyId: null,
    });
    const clash = await admin('POST', `/api/admin/applications/${id}/approve`, { memid: 'NC7001' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.memidTaken('NC7001'));
    const malformed = await admin('POST', `/api/admin/applications/${id}/approve`, { memid: 'NC 7002!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.memidInvalid);
    // Refused actions leave no audit row.
    expect(await auditRows(id)).toEqual([]);

    expect((await login(dealer))?.memid).toBeNull();
    const approved = await admin('POST', `/api/admin/applications/${id}/approve`, { memid: 'NC7002' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.application).toMatchObject({ id, status: 'approved', memid: 'NC7002' });
    expect(approved.json().data.application.decidedAt).toEqual(expect.any(String));
    expect((await login(dealer))?.memid).toBe('NC7002');

    const rows = await auditRows(id);
    expect(rows).toEqual([
      {
        action: 'application.approve',
        request_id: approved.headers['x-request-id'],
        before: { status: 'open', memid: null },
        after: { status: 'approved', memid: 'NC7002' },
        operator_email: operator.email,
      },
    ]);
    const twice = await admin('POST', `/api/admin/applications/${id}/approve`, { memid: 'NC7003' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.notOpen);
    expect(await auditRows(id)).toHaveLength(1);

    await t.app.ctx.jobs.drain();
    const mail = t.mailbox
      .list()
      .find((m) => m.to === dealer.email && m.subject.endsWith('is now a network member'));
    expect(mail?.text).toContain('NC7002');
  });

  it('gives one memid to one company when two approvals race for it', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const idA = (await apply(a, body())).json().data.application.id;
    const idB = (await apply(b, body())).json().data.application.id;
    const answers = await Promise.all([
      admin('POST', `/api/admin/applications/${idA}/approve`, { memid: 'NC8800' }),
      admin('POST', `/api/admin/applications/${idB}/approve`, { memid: 'NC8800' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await queryRows(t.db, sql`select id from companies where upper(memid) = 'NC8800'`);
    expect(holders).toHaveLength(1);
  });

  it('rejects with a reason, emails it, and lets the company apply again', async () => {
    const dealer = await createTestUser(t);
    const id = (await apply(dealer, body())).json().data.application.id as number;
    const noReason = await admin('POST', `/api/admin/applications/${id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonRequired);
    const reason = 'We could not confirm the yard address.';
    const rejected = await admin('POST', `/api/admin/applications/${id}/reject`, { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.application).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      memid: null,
    });
    expect(await auditRows(id)).toMatchObject([
      {
        action: 'application.reject',
        request_id: rejected.headers['x-request-id'],
        after: { status: 'rejected', rejectionReason: reason },
      },
    ]);
    expect((await admin('POST', `/api/admin/applications/${id}/reject`, { reason })).statusCode).toBe(409);
    await t.app.ctx.jobs.drain();
    const mail = t.mailbox
      .list()
      .find((m) => m.to === dealer.email && m.subject.startsWith('Your network application'));
    expect(mail?.text).toContain(reason);

    const again = await apply(dealer, body());
    expect(again.statusCode).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/membership-applications/mine',
      headers: dealer.headers,
    });
    expect(mine.json().data.applications.map((a: { status: string }) => a.status)).toEqual([
      'open',
      'rejected',
    ]);
    const open = await admin('GET', '/api/admin/applications?status=rejected&limit=100');
    expect(open.json().data.applications.some((a: { id: number }) => a.id === id)).toBe(true);
  });

  it('keeps the audit log append-only and lists it for operators, with CSV', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const list = await admin('GET', '/api/admin/audit?action=application.approve&limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.entries).toHaveLength(1);
    expect(list.json().data.count).toBeGreaterThanOrEqual(2);
    expect(list.json().data.entries[0]).toMatchObject({
      action: 'application.approve',
      targetType: 'application',
      operatorEmail: operator.email,
    });
    const today = new Date().toISOString().slice(0, 10);
    const csv = await admin('GET', `/api/admin/audit.csv?from=${today}&to=${today}&targetType=application`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,operatorEmail,action,targetType,targetId,before,after,requestId');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const bad = await admin('GET', '/api/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/audit?limit=101')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/audit?from=2030-01-02&to=2030-01-01')).statusCode).toBe(400);
  });
});
