import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkInMail, waitForMail } from './mailbox';

/** Demo logins of the seeded embedded database. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_BUYER = 'buyer@demo.test';
export const DEMO_DEALER = 'dealer@demo.test';
export const DEMO_NO_COMPANY = 'new@demo.test';

/** A fresh address per call, so journeys never collide on one database. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** Logs in through the form; waits until the app has left /login. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers through "Create New Account"; ends on /profile. */
export async function registerThroughForm(
  page: Page,
  account: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const full: NewAccount = {
    email: account.email ?? uniqueEmail('new'),
    password: account.password ?? 'correct-horse-battery-1',
    firstName: account.firstName ?? 'Casey',
    lastName: account.lastName ?? 'Fielding',
  };
  await page.goto('/register');
  await page.getByLabel('Email').fill(full.email);
  await page.getByLabel('Password', { exact: true }).fill(full.password);
  await page.getByLabel('First Name').fill(full.firstName);
  await page.getByLabel('Last Name').fill(full.lastName);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return full;
}

/** The required fields of "Add Company Information", filled with plausible values. */
export async function fillCompanyForm(
  page: Page,
  name = `E2E Equipment ${Date.now().toString(36)}`,
): Promise<string> {
  await page.getByLabel('Company Name').fill(name);
  await page.getByLabel('Main Phone').fill('(555) 010-2030');
  await page.getByLabel('Shipping Address 1').fill('12 Depot Street');
  await page.getByLabel('Shipping City').fill('Billings');
  await page.getByLabel('Shipping State').fill('MT');
  await page.getByLabel('Shipping Zip Code').fill('59101');
  await page.getByLabel('Shipping Country').fill('USA');
  await page.getByLabel('Primary Email').fill('parts@e2e-equipment.test');
  return name;
}

export interface ApiAccount {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  companyId: number | null;
}

/**
 * Creates an account straight through the API (quicker than the forms when a journey is about
 * something else): optionally verified (through the mailed link) and with a company.
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  options: { verified?: boolean; company?: boolean; email?: string; password?: string } = {},
): Promise<ApiAccount> {
  const email = options.email ?? uniqueEmail('api');
  const password = options.password ?? 'correct-horse-battery-1';
  const reg = await request.post('/api/user', {
    data: {
      email,
      password,
      firstName: 'Avery',
      lastName: 'Quarry',
      phoneOffice: '(555) 010-0001',
      consent: true,
    },
  });
  expect(reg.ok(), `register ${email}: ${await reg.text()}`).toBe(true);
  let tokens = ((await reg.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  let companyId: number | null = null;
  if (options.verified) {
    const mail = await waitForMail(request, email, /verify/i);
    const res = await request.get(`/api${linkInMail(mail, '/verify-email')}`);
    expect(res.ok(), `verify ${email}`).toBe(true);
  }
  if (options.company) {
    const res = await request.post('/api/company', {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      data: {
        name: `Api Equipment ${Date.now().toString(36)}`,
        phoneMain: '(555) 010-2030',
        shipAddress1: '12 Depot Street',
        shipCity: 'Billings',
        shipState: 'MT',
        shipZip: '59101',
        shipCountry: 'USA',
        email1: 'parts@api-equipment.test',
      },
    });
    expect(res.ok(), `company for ${email}: ${await res.text()}`).toBe(true);
    companyId = ((await res.json()) as { data: { companyId: number } }).data.companyId;
  }
  if (options.verified || options.company) {
    // New claims (verified, company) come with fresh tokens.
    const res = await request.post('/api/refresh-token', {
      data: {
        refreshToken: tokens.refreshToken,
        ...(companyId ? { newUserCompanyId: String(companyId) } : {}),
      },
    });
    expect(res.ok(), `refresh for ${email}`).toBe(true);
    tokens = ((await res.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  }
  return { email, password, companyId, ...tokens };
}

/** Puts the account's tokens in the page's storage (as a login would) and opens `path`. */
export async function openAs(
  page: Page,
  account: Pick<ApiAccount, 'accessToken' | 'refreshToken'>,
  path = '/profile',
) {
  await page.goto('/');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, account);
  await page.goto(path);
}
