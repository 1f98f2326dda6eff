import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneralRequest } from '@ironmatch/contracts/general-requests';
import { queryRows } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { jobs } from '../../db/schema/jobs';
import type { QueuedMail } from '../../platform/mail/mail-job';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { seedMakes } from './part-matcher.fixtures';

describe('part matcher: general requests and part pictures', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let member: TestUser;
  let mutedMember: TestUser;
  let unverified: TestUser;

  const inject = (method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    await seedMakes(t);
    buyer = await createTestUser(t, {
      company: { name: 'Ridge Excavating' },
      firstName: 'Dana',
      lastName: 'Whit',
    });
    otherBuyer = await createTestUser(t, { company: { name: 'County Roads Dept' } });
    member = await createTestUser(t, {
      company: { name: 'Summit Heavy', memid: 'NC1' },
      memid: 'NC1',
      firstName: 'Rick',
    });
    mutedMember = await createTestUser(t, { company: { name: 'Valley Iron', memid: 'NC2' }, memid: 'NC2' });
    await t.db.update(users).set({ generalRequestEmails: false }).where(eq(users.id, mutedMember.userId));
    unverified = await createTestUser(t, { verified: false });
  });

  describe('POST /api/generalRequest/{comments}', () => {
    it('needs a verified company login', async () => {
      expect((await inject('POST', '/api/generalRequest/Need%20a%20pump')).statusCode).toBe(401);
      expect((await inject('POST', '/api/generalRequest/Need%20a%20pump', unverified)).statusCode).toBe(403);
    });

    it("needs 3 characters of comments after trimming: 'Comments must be at least 3 characters long.'", async () => {
      const r1 = await inject('POST', '/api/generalRequest/%20ab%20', buyer);
      expect(r1.statusCode).toBe(400);
      expect(r1.json()).toMatchObject({ message: 'Comments must be at least 3 characters long.' });
      const r2 = await inject('POST', '/api/generalRequest', buyer, { comments: '  ' });
      expect(r2.json().message).toBe('Comments must be at least 3 characters long.');
      const r3 = await inject('POST', '/api/generalRequest/Need%20it?manufacturer=NOPE', buyer);
      expect(r3.statusCode).toBe(400);
    });

    it('saves a request from the path, with part number, make and model, and sends it out to members', async () => {
      await t.db.delete(jobs);
      const res = await inject(
        'POST',
        '/api/generalRequest/' +
          encodeURIComponent('  Need a swing motor, any condition  ') +
          '?partNumber=1r-0750&manufacturer=CAT&modelnum=320C',
        buyer,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Request message successfully sent out!',
        data: { generalRequestId: expect.any(Number) },
      });
      const id = res.json().data.generalRequestId as number;
      const [row] = await queryRows<Record<string, unknown>>(
        t.db,
        sql`select part_number, modelnum, comments, company_id, user_id from general_requests where id = ${id}`,
      );
      expect(row).toEqual({
        part_number: '1R0750',
        modelnum: '320C',
        comments: 'Need a swing motor, any condition',
        company_id: buyer.companyId,
        user_id: buyer.userId,
      });
      // Members hear about it (not the muted one, not non-members, not the sender).
      const queued = await t.db.select().from(jobs);
      expect(queued.map((j) => (j.payload as QueuedMail).to)).toEqual([member.email]);
      await t.app.ctx.jobs.drain();
      const mail = t.mailbox.list().find((m) => m.to === member.email)!;
      expect(mail.subject).toBe('General request from Ridge Excavating');
      expect(mail.text).toContain('Need a swing motor, any condition');
      expect(mail.text).toContain('320C');
    });

    it('accepts the comments in a JSON body, and All / blanks as none', async () => {
      const res = await inject(
        'POST',
        '/api/generalRequest?manufacturer=All%20Manufacturers&partNumber=&modelnum=%20',
        buyer,
        {
          comments: 'Looking for a D6 blade',
        },
      );
      expect(res.statusCode).toBe(201);
      const id = res.json().data.generalRequestId as number;
      const [row] = await queryRows<Record<string, unknown>>(
        t.db,
        sql`select part_number, manufacturer_id, modelnum, comments from general_requests where id = ${id}`,
      );
      expect(row).toEqual({
        part_number: null,
        manufacturer_id: null,
        modelnum: null,
        comments: 'Looking for a D6 blade',
      });
    });

    it('says how many dealer companies received it: every member company but the sender (item 17)', async () => {
      // Two member companies (one with its emails off still received the request on its list).
      const fromBuyer = await inject('POST', '/api/generalRequest/Need%20a%20pump', buyer);
      expect(fromBuyer.json().data).toMatchObject({ dealerCount: 2 });
      const fromMember = await inject('POST', '/api/generalRequest', member, { comments: 'Need a pump' });
      expect(fromMember.statusCode).toBe(201);
      expect(fromMember.json().data).toMatchObject({ dealerCount: 1 });
      // The lists below count the requests made before.
      const ids = [fromBuyer, fromMember].map((r) => r.json().data.generalRequestId as number);
      await t.db.execute(sql`delete from general_requests where id = any(${sql.param(ids)}::int[])`);
    });
  });

  describe('GET /api/generalRequest/{companyId}', () => {
    it("lists the company's own requests, newest first, 10 per page with the count", async () => {
      for (let i = 0; i < 10; i++) await inject('POST', `/api/generalRequest/Request%20${i}`, buyer);
      await inject('POST', '/api/generalRequest/Other%20company', otherBuyer);
      const res = await inject('GET', `/api/generalRequest/${buyer.companyId}`, buyer);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { rows: GeneralRequest[]; count: number };
      expect(data.count).toBe(12);
      expect(data.rows).toHaveLength(10);
      expect(data.rows[0]).toMatchObject({
        comments: 'Request 9',
        partNumber: null,
        manufacturer: null,
        modelnum: null,
      });
      const more = (
        await inject('GET', `/api/generalRequest/${buyer.companyId}?limit=10&offset=10`, buyer)
      ).json().data;
      expect(more.rows.map((r: GeneralRequest) => r.comments)).toEqual([
        'Looking for a D6 blade',
        'Need a swing motor, any condition',
      ]);
      expect(more.rows[1]).toMatchObject({
        partNumber: '1R0750',
        manufacturer: 'CAT',
        modelnum: '320C',
        companyId: buyer.companyId,
        userId: buyer.userId,
        Company: { name: 'Ridge Excavating' },
        User: { id: buyer.userId, firstName: 'Dana', lastName: 'Whit' },
      });
      expect(more.rows[1].id).toBe(more.rows[1].generalRequestId);
    });

    it("answers 404 for another company's list, as for a company that does not exist", async () => {
      const res = await inject('GET', `/api/generalRequest/${otherBuyer.companyId}`, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Company not found.' });
      expect((await inject('GET', '/api/generalRequest/2147483000', buyer)).json()).toEqual(res.json());
      expect((await inject('GET', '/api/generalRequest/abc', buyer)).statusCode).toBe(404);
    });
  });

  describe('GET /api/generalRequest', () => {
    it("lists every company's requests for members only", async () => {
      expect((await inject('GET', '/api/generalRequest', buyer)).statusCode).toBe(403);
      const res = await inject('GET', '/api/generalRequest?limit=10&offset=0', member);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { rows: GeneralRequest[]; count: number };
      expect(data.count).toBe(13);
      expect(data.rows[0]).toMatchObject({
        comments: 'Other company',
        Company: { name: 'County Roads Dept' },
      });
    });
  });
});
