import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, companySchema } from '@ironmatch/contracts/accounts';
import { GUARD_MESSAGES } from '@ironmatch/contracts/access';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

const NEW_COMPANY = {
  name: 'Granite Ridge Paving',
  phoneMain: '(555) 010-2000',
  shipAddress1: '12 Quarry Lane',
  shipCity: 'Boulder',
  shipState: 'CO',
  shipZip: '80301',
  shipCountry: 'USA',
  email1: '  parts@granite.example ',
  email2: '',
  contactList: 'Ana - parts\nBo - shop',
  website: 'https://granite.example',
};

describe('accounts: user record, profile and company', async () => {
  const t = await createTestApp();

  const call = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, payload: payload as object });

  describe('GET /api/user/{userId}', () => {
    it('answers the own user with the nested company and the flags', async () => {
      const u = await createTestUser(t, {
        memid: 'NC42',
        firstName: 'Jo',
        company: { stripeAccountId: null },
      });
      const res = await call('GET', `/api/user/${u.userId}`, u.headers);
      expect(res.statusCode).toBe(200);
      const user = res.json().data.user;
      expect(user).toMatchObject({
        userId: u.userId,
        email: u.email,
        firstName: 'Jo',
        email_verified: true,
        emailVerified: true,
        companyId: u.companyId,
        memid: 'NC42',
        message_emails: true,
        forsale_order_emails: true,
        companies: [{ companyId: u.companyId, name: expect.any(String) }],
      });
      expect(user.Company).toMatchObject({ id: u.companyId, memid: 'NC42', stripeAccountId: null });
      expect(user).not.toHaveProperty('passwordHash');
    });

    it('answers 404 for another user (not yours to see), 401 without a token, 400 for a bad id', async () => {
      const u = await createTestUser(t);
      const other = await createTestUser(t);
      const res = await call('GET', `/api/user/${other.userId}`, u.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: ACCOUNT_MESSAGES.userNotFound });
      // The same answer as for an id nobody has: nothing tells that the other user exists.
      expect((await call('GET', '/api/user/2147483000', u.headers)).json()).toEqual(res.json());
      expect((await call('GET', `/api/user/${u.userId}`)).statusCode).toBe(401);
      expect((await call('GET', '/api/user/abc', u.headers)).statusCode).toBe(400);
      expect((await call('GET', '/api/user/undefined', u.headers)).json().message).toBe('Missing user id');
    });

    it('answers 404 when the own user no longer exists', async () => {
      const u = await createTestUser(t);
      await t.db.execute(sql`delete from users where id = ${u.userId}`);
      expect((await call('GET', `/api/user/${u.userId}`, u.headers)).statusCode).toBe(404);
    });

    it('answers Company null for a user without a company', async () => {
      const u = await createTestUser(t, { company: false });
      const user = (await call('GET', `/api/user/${u.userId}`, u.headers)).json().data.user;
      expect(user).toMatchObject({ companyId: null, memid: null, Company: null, companies: [] });
    });
  });

  describe('PATCH /api/users/{userId}/profile and /api/user/{userId}', () => {
    it('changes only the contact fields and answers data.user', async () => {
      const u = await createTestUser(t);
      const res = await call('PATCH', `/api/users/${u.userId}/profile`, u.headers, {
        firstName: '  Maria ',
        phoneMobile: '555-0199',
        email: 'hijack@example.test',
        emailVerified: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Profile updated successfully');
      expect(res.json().data.user).toMatchObject({
        firstName: 'Maria',
        phoneMobile: '555-0199',
        email: u.email,
        emailVerified: true,
      });
      const alias = await call('PATCH', `/api/user/${u.userId}`, u.headers, { phoneMobile: '' });
      expect(alias.statusCode).toBe(200);
      expect(alias.json().data.user.phoneMobile).toBeNull();
    });

    it("answers 'No changes to update' when nothing differs", async () => {
      const u = await createTestUser(t, { firstName: 'Same' });
      for (const body of [{}, { firstName: 'Same' }, { firstName: ' Same ', phoneOffice: '' }]) {
        const res = await call('PATCH', `/api/users/${u.userId}/profile`, u.headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('No changes to update');
      }
    });

    it('validates names and refuses other users', async () => {
      const u = await createTestUser(t);
      const other = await createTestUser(t);
      const blank = await call('PATCH', `/api/users/${u.userId}/profile`, u.headers, {
        firstName: ' ',
        lastName: '',
      });
      expect(blank.json().errors).toEqual(['First Name is required', 'Last Name is required']);
      const res = await call('PATCH', `/api/users/${other.userId}/profile`, u.headers, { firstName: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.userNotFound);
      expect(
        (await call('PATCH', `/api/user/${other.userId}`, u.headers, { firstName: 'X' })).statusCode,
      ).toBe(404);
    });
  });

  describe('POST /api/company', () => {
    it('creates the company and membership, sets it current, trims emails; memid cannot be set', async () => {
      const u = await createTestUser(t, { company: false });
      const res = await call('POST', '/api/company', u.headers, {
        ...NEW_COMPANY,
        memid: 'HACK',
        stripeAccountId: 'acct_x',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Company added successfully.');
      const companyId = res.json().data.companyId as number;
      const user = (await call('GET', `/api/user/${u.userId}`, u.headers)).json().data.user;
      expect(user.companyId).toBe(companyId);
      expect(user.Company).toMatchObject({
        name: 'Granite Ridge Paving',
        email1: 'parts@granite.example',
        email2: null,
        contactList: 'Ana - parts\nBo - shop',
        memid: null,
        stripeAccountId: null,
      });
      expect(user.companies).toEqual([{ companyId, name: 'Granite Ridge Paving', role: 'admin' }]);
    });

    it('refuses a second company with 409 and a sentence, even for two submits at once', async () => {
      const owner = await createTestUser(t);
      const res = await call('POST', '/api/company', owner.headers, NEW_COMPANY);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.companyAlreadyAdded);
      const user = (await call('GET', `/api/user/${owner.userId}`, owner.headers)).json().data.user;
      expect(user.companyId).toBe(owner.companyId);
      expect(user.companies).toHaveLength(1);

      const fresh = await createTestUser(t, { company: false });
      const both = await Promise.all([
        call('POST', '/api/company', fresh.headers, NEW_COMPANY),
        call('POST', '/api/company', fresh.headers, NEW_COMPANY),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const after = (await call('GET', `/api/user/${fresh.userId}`, fresh.headers)).json().data.user;
      expect(after.companies).toHaveLength(1);
    });

    it('answers every missing required field with its spec message', async () => {
      const u = await createTestUser(t, { company: false });
      const res = await call('POST', '/api/company', u.headers, { email2: 'bad' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        'Company Name is required',
        'Main Phone is required',
        'Shipping Address 1 is required',
        'Shipping City is required',
        'Shipping State is required',
        'Shipping Zip Code is required',
        'Shipping Country is required',
        'Primary Email is required',
        'Invalid email',
      ]);
      const badEmail = await call('POST', '/api/company', u.headers, { ...NEW_COMPANY, email1: 'nope' });
      expect(badEmail.json().errors).toEqual(['Invalid email']);
      expect((await call('POST', '/api/company', undefined, NEW_COMPANY)).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/company/{companyId}', () => {
    it('saves only changed fields and answers data.company', async () => {
      const u = await createTestUser(t);
      const res = await call('PATCH', `/api/company/${u.companyId}`, u.headers, {
        phoneMain: ' 555-7777 ',
        fax: '555-1111',
        billCity: 'Denver',
        email2: 'second@example.test',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Company updated successfully.');
      expect(res.json().data.company).toMatchObject({
        phoneMain: '555-7777',
        fax: '555-1111',
        billCity: 'Denver',
        email2: 'second@example.test',
      });
      // Optional fields clear with blanks, including the strings 'null' and 'undefined'.
      const cleared = await call('PATCH', `/api/company/${u.companyId}`, u.headers, {
        fax: 'null',
        email2: 'undefined',
      });
      expect(cleared.json().data.company).toMatchObject({ fax: null, email2: null });
    });

    it("answers 'No changes to save.' when nothing differs", async () => {
      const u = await createTestUser(t, { company: { phoneMain: '555-0000' } });
      for (const body of [{}, { phoneMain: '555-0000' }, { phoneMain: ' 555-0000 ', fax: '' }]) {
        const res = await call('PATCH', `/api/company/${u.companyId}`, u.headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('No changes to save.');
      }
    });

    it('refuses to blank required fields, listing them', async () => {
      const u = await createTestUser(t);
      const res = await call('PATCH', `/api/company/${u.companyId}`, u.headers, {
        phoneMain: '',
        shipCity: 'null',
        billZip: 'undefined',
        fax: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: 'These required fields cannot be blank: Main Phone, Shipping City, Billing Zip Code',
        errors: ['These required fields cannot be blank: Main Phone, Shipping City, Billing Zip Code'],
      });
      const email = await call('PATCH', `/api/company/${u.companyId}`, u.headers, { email3: 'not-an-email' });
      expect(email.json().errors).toEqual(['Invalid email']);
    });

    it('does not let the name or website change, but accepts them unchanged', async () => {
      const u = await createTestUser(t, {
        company: { name: 'Fixed Name Co', website: 'https://fixed.example' },
      });
      const res = await call('PATCH', `/api/company/${u.companyId}`, u.headers, { name: 'New Name' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Company name and website can only be changed by support/);
      const same = await call('PATCH', `/api/company/${u.companyId}`, u.headers, {
        name: 'Fixed Name Co',
        website: 'https://fixed.example',
        fax: '1',
      });
      expect(same.statusCode).toBe(200);
    });

    it('answers 404 for a company that is not yours and 400 for a missing id', async () => {
      const u = await createTestUser(t);
      const other = await createTestUser(t);
      const res = await call('PATCH', `/api/company/${other.companyId}`, u.headers, { fax: '1' });
      expect(res.statusCode).toBe(404);
      expect((await call('PATCH', '/api/company/999999', u.headers, { fax: '1' })).statusCode).toBe(404);
      expect((await call('PATCH', '/api/company/undefined', u.headers, { fax: '1' })).json().message).toBe(
        'Missing companyId.',
      );
      expect((await call('PATCH', '/api/company', u.headers, { fax: '1' })).json().message).toBe(
        'Missing companyId.',
      );
    });
  });

  describe('GET /api/company/{id}', () => {
    it('answers the own company in full', async () => {
      const u = await createTestUser(t, { memid: 'NC5' });
      await t.db.execute(sql`update companies set stripe_account_id = 'acct_own' where id = ${u.companyId}`);
      const res = await call('GET', `/api/company/${u.companyId}`, u.headers);
      expect(res.statusCode).toBe(200);
      const company = res.json().data.company;
      expect(companySchema.safeParse(company).success).toBe(true);
      expect(company).toMatchObject({ id: u.companyId, memid: 'NC5', stripeAccountId: 'acct_own' });
    });

    it('answers only the details-dialog fields of another company', async () => {
      const u = await createTestUser(t);
      const other = await createTestUser(t, {
        memid: 'NC6',
        company: { partsManager: 'Kim', contactList: 'Kim', email2: 'secret@x.co' },
      });
      const res = await call('GET', `/api/company/${other.companyId}`, u.headers);
      expect(res.statusCode).toBe(200);
      const company = res.json().data.company;
      expect(Object.keys(company).sort()).toEqual(
        [
          'id',
          'name',
          'partsManager',
          'phoneMain',
          'website',
          'billAddress1',
          'billAddress2',
          'billCity',
          'billState',
          'billZip',
          'billCountry',
          'shipAddress1',
          'shipAddress2',
          'shipCity',
          'shipState',
          'shipZip',
          'shipCountry',
          'contactList',
        ].sort(),
      );
      expect(company.partsManager).toBe('Kim');
    });

    it('answers 404 for a missing company, 403 for a user without a company, 401 for guests', async () => {
      const u = await createTestUser(t);
      const lone = await createTestUser(t, { company: false });
      expect((await call('GET', '/api/company/999999', u.headers)).statusCode).toBe(404);
      const res = await call('GET', `/api/company/${u.companyId}`, lone.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(GUARD_MESSAGES.companyRequired);
      expect((await call('GET', `/api/company/${u.companyId}`)).statusCode).toBe(401);
    });
  });

  it('a new account can log in, add a company, and see it after refreshing', async () => {
    const email = `flow-${Date.now()}@example.test`;
    const reg = await call('POST', '/api/user', undefined, {
      email,
      password: TEST_PASSWORD,
      firstName: 'F',
      lastName: 'L',
      consent: true,
    });
    const { accessToken, refreshToken } = reg.json().data;
    const headers = { authorization: `Bearer ${accessToken}` };
    const created = await call('POST', '/api/company', headers, NEW_COMPANY);
    const companyId = created.json().data.companyId;
    const refreshed = await call('POST', '/api/refresh-token', undefined, {
      refreshToken,
      newUserCompanyId: String(companyId),
    });
    const claims = await t.app.ctx.tokens.verify(refreshed.json().data.accessToken);
    expect(claims).toMatchObject({ companyId });
  });
});
