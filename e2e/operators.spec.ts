import { expect, test } from '@playwright/test';
import { createAccountViaApi, DEMO_BUYER, DEMO_PASSWORD, loginThroughForm, openAs } from './support/accounts';

/**
 * Issue 30, the operators' console: a new company applies to join the network from the Part Seller
 * page; the operator approves it at /admin/applications with a member id; the company's admin renews
 * the session (the profile does it once it sees the approval) and gets the member menu; the audit log
 * shows the approval. The new member lists a part for sale, a buyer reports it and the operator hides it
 * from the reports queue: the audit log shows both actions. Anybody but an operator gets "Page not found" at /admin/*.
 */
test('a new company applies, the operator approves it, the company becomes a member, the audit log shows it', async ({
  browser,
}) => {
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  const account = await createAccountViaApi(applicant.request, { verified: true, company: true });
  const companyName = (
    (await (
      await applicant.request.get(`/api/company/${account.companyId}`, {
        headers: { authorization: `Bearer ${account.accessToken}` },
      })
    ).json()) as { data: { company: { name: string } } }
  ).data.company.name;
  expect(companyName).toMatch(/^Api Equipment /);

  // Not an operator: the console does not exist.
  await openAs(applicant, account, '/admin/applications');
  await expect(applicant.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // Apply from the Part Seller page.
  await applicant.goto('/services/partseller');
  await applicant.getByRole('link', { name: 'Apply to join the network' }).first().click();
  await expect(applicant).toHaveURL(/\/membership\/apply$/);
  await applicant.getByLabel('Yard or shop address').fill('77 Salvage Road');
  await applicant.getByLabel('City').fill('Amarillo');
  await applicant.getByLabel('State').fill('TX');
  await applicant.getByLabel('ZIP code').fill('79101');
  await applicant.getByLabel('What your company sells').fill('Used undercarriage, hydraulics and engines');
  await applicant.getByLabel('Filter the makes').fill('CAT');
  await applicant.getByRole('checkbox', { name: /\(CAT\)$/ }).check();
  await applicant.getByLabel('Parts in stock').fill('1500');
  // The terms checkbox is required: the form says so first.
  await applicant.getByRole('button', { name: 'Send application' }).click();
  await expect(applicant.getByText(/Please accept the seller terms/)).toBeVisible();
  await applicant.getByRole('checkbox', { name: /holds the parts it sells at its own facility/ }).check();
  await applicant.getByRole('button', { name: 'Send application' }).click();
  await expect(applicant.getByText(/Your application was sent/)).toBeVisible();
  await applicant.goto('/profile');
  await expect(applicant.getByTestId('membership-status')).toContainText('waiting for review');
  await expect(applicant.getByRole('button', { name: 'NetCom Members' })).toHaveCount(0);

  // Until it is a member the company keeps a dismantled machine as a draft.
  const draftModel = `D${Date.now().toString(36).toUpperCase()}`;
  await applicant.goto('/machines/manage');
  await applicant.getByRole('button', { name: 'List a Machine' }).click();
  let machineForm = applicant.getByRole('form', { name: 'New machine' });
  await expect(machineForm.getByRole('button', { name: 'List Machine' })).toHaveCount(0);
  await machineForm.getByLabel('Manufacturer').selectOption('CAT');
  await machineForm.getByLabel('Model (required)').fill(draftModel);
  await machineForm.getByLabel('State').selectOption('TX');
  await machineForm.getByRole('button', { name: 'Save as draft' }).click();
  await expect(applicant.getByText('Draft saved: buyers do not see it until it is listed.')).toBeVisible();
  await expect(applicant.getByTestId('my-machine').filter({ hasText: draftModel })).toContainText('Draft');

  // The operator approves it.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginThroughForm(operator, 'operator@demo.test', DEMO_PASSWORD);
  await operator.goto('/admin/applications');
  await expect(operator.getByRole('heading', { name: 'Membership applications' })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: companyName });
  await row.getByRole('button', { name: 'Open' }).click();
  const memid = `E2E${Date.now().toString(36).toUpperCase()}`;
  const dialog = operator.getByRole('dialog');
  await dialog.getByLabel('Member id').fill(memid);
  await dialog.getByRole('button', { name: 'Check availability' }).click();
  await expect(dialog.getByText(`${memid} is available.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText(`Approved ${companyName} as member ${memid}.`)).toBeVisible();

  // The company's admin comes back: the profile shows the approval and the session picks it up.
  await applicant.goto('/profile');
  await expect(applicant.getByTestId('membership-status')).toContainText(memid);
  await expect(applicant.getByRole('button', { name: 'NetCom Members' })).toBeVisible();
  await applicant.reload();
  await expect(applicant.getByRole('button', { name: 'NetCom Members' })).toBeVisible();

  // A member now: the draft machine is listed.
  await applicant.goto('/machines/manage');
  const draftRow = applicant.getByTestId('my-machine').filter({ hasText: draftModel });
  await draftRow.getByRole('button', { name: 'Edit' }).click();
  machineForm = applicant.getByRole('form', { name: 'Edit machine' });
  await machineForm.getByRole('button', { name: 'List Machine' }).click();
  await expect(applicant.getByText('Machine listed.', { exact: false })).toBeVisible();
  await expect(draftRow).not.toContainText('Draft');

  // The audit log shows the approval (found by this run's member id, whatever else happened).
  await operator.goto('/admin/audit?action=application.approve');
  const entry = operator.getByRole('row').filter({ hasText: memid });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('application.approve');
  await expect(entry).toContainText('operator@demo.test');

  // The new member publishes a listing; a buyer reports it; the operator hides it from the reports queue.
  const login = await applicant.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  const memberToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const model = `OPS-${memid}`;
  const created = await applicant.request.post('/api/listings', {
    headers: { authorization: `Bearer ${memberToken}` },
    data: {
      title: `Used ${model} bucket`,
      modelnum: model,
      category: 103,
      subcategory: 'Excavators',
      price: 95000,
      details: 'Listed right after joining',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { data: { listing: { id: number } } }).data.listing.id;
  const buyerLogin = await applicant.request.post('/api/login', {
    data: { email: DEMO_BUYER, password: DEMO_PASSWORD },
  });
  const buyerToken = ((await buyerLogin.json()) as { data: { accessToken: string } }).data.accessToken;
  const reported = await applicant.request.post('/api/reports', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { targetType: 'listing', targetId: listingId, reason: 'wrong_information', text: `Not ${model}` },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await operator.goto('/admin/reports');
  const card = operator.getByRole('listitem').filter({ hasText: `Not ${model}` });
  await expect(card).toContainText(`Listing #${listingId}`);
  await card.getByLabel('Reason shown to the owner').fill('Model number does not match the pictures');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card.getByRole('button', { name: 'Hidden' })).toBeDisabled();

  // The audit log shows both of the operator's actions on this company's records.
  await operator.goto(`/admin/audit?targetType=listing&targetId=${listingId}`);
  const hidden = operator.getByRole('row').filter({ hasText: 'moderation.hide' });
  await expect(hidden).toHaveCount(1);
  await expect(hidden).toContainText(`listing ${listingId}`);
  await operator.goto('/admin/audit?action=application.approve');
  await expect(operator.getByRole('row').filter({ hasText: memid })).toHaveCount(1);

  // The company as the operators see it.
  await operator.goto(`/admin/companies/${account.companyId}`);
  await expect(operator.getByRole('heading', { name: companyName })).toBeVisible();
  await expect(operator.getByText(account.email)).toBeVisible();

  await applicantContext.close();
  await operatorContext.close();
});

test('the operator checks a cross-reference file (dry run): the refused row with its line, nothing loaded', async ({
  page,
}) => {
  const unique = `E2E${Date.now().toString(36).toUpperCase()}`;
  await loginThroughForm(page, 'operator@demo.test', DEMO_PASSWORD);
  await page.goto('/admin/cross-references');
  await expect(page.getByRole('heading', { name: 'Cross-references', level: 1 })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'refs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'from_part_number,from_manufacturer,to_part_number,to_manufacturer,kind,serial_note\n' +
        `${unique}-1,,${unique}-2,,supersedes,\n${unique}-3,,${unique}-3,,supersedes,\n`,
    ),
  });
  await expect(page.getByLabel('Check only (dry run)')).toBeChecked();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(
    page.getByText('Dry run: 1 of 2 row(s) would be added, 1 refused. Nothing was changed.'),
  ).toBeVisible();
  const refused = page.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1);
  await expect(refused).toContainText('3');
  await expect(refused).toContainText('A part number cannot be a cross-reference of itself.');
  // Nothing was loaded.
  await page.getByLabel('Search by part number (either side)').fill(`${unique}-1`);
  await expect(page.getByText('0 cross-references')).toBeVisible();
});
