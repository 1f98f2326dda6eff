import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_DEALER, loginThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies } from './support/page-health';

/**
 * Messaging (spec marketplace 2): a buyer messages the demo dealer from a search row with a picture,
 * the dealer reads it and replies with a PDF, and the buyer sees the reply and the row's marker.
 */

const DEALER_COMPANY = 'Summit Heavy Parts';
const PART = '1R1808';
/** The row's prefilled subject names the part as the dealer listed it. */
const SUBJECT = 'Regarding part 1R-1808';
const SHOTS = process.env.E2E_SCREENSHOTS;

// A 1x1 PNG and a tiny PDF: real files, checked by content on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function userPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await preAcceptCookies(page);
  await page.goto('/login');
  await loginThroughForm(page, email);
  return page;
}

async function searchPart(page: Page) {
  await page.goto('/partmatcher/partsearch');
  await page.getByLabel('Part Number').fill(PART);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: DEALER_COMPANY }).first();
  await expect(row).toBeVisible();
  return row;
}

test('a buyer messages a dealer from a search row; the dealer reads and replies; the buyer sees the reply', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // ---- The buyer sends a message with a picture from a search row.
  const buyer = await userPage(browser, DEMO_BUYER);
  let row = await searchPart(buyer);
  await expect(row.getByText('You have already messaged about this part')).toHaveCount(0);
  await row.getByRole('button', { name: 'Send Message' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Send Message' });
  await expect(dialog.getByLabel('Subject')).toHaveValue(SUBJECT);
  await expect(dialog.getByLabel('Message')).toHaveValue('');
  await dialog.getByLabel('Message').fill('Do you have two of these? Picture of our old one attached.');
  await dialog
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'old-filter.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('old-filter.png')).toBeVisible();
  if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/send-dialog.png` });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('status')).toHaveText(`Message + attachments sent to ${DEALER_COMPANY}.`);

  // ---- The dealer finds it bold in the inbox, with the unread badge, and opens it.
  const dealer = await userPage(browser, DEMO_DEALER);
  await dealer.goto('/messages');
  // Other journeys (machines, quotes) message the same demo dealer at the same time: count, don't assume 1.
  await expect(dealer.getByRole('link', { name: /Messages\s*[1-9]\d* unread/ })).toBeVisible();
  await expect(dealer.getByText(/^Showing 1-\d+ of \d+ total messages$/)).toBeVisible();
  const inboxRow = dealer.getByRole('row').filter({ hasText: SUBJECT });
  await expect(inboxRow).toHaveClass(/msg-unread/);
  await expectNoSeriousA11yViolations(dealer, '/messages');
  if (SHOTS) await dealer.screenshot({ path: `${SHOTS}/inbox.png` });
  await inboxRow.getByRole('button', { name: /^View / }).click();
  const modal = dealer.getByRole('dialog', { name: SUBJECT });
  await expect(modal.getByText('Do you have two of these?')).toBeVisible();
  await expect(modal.getByText('Ridgeline Excavating LLC', { exact: false }).first()).toBeVisible();
  const thumb = modal.getByRole('img', { name: 'old-filter.png' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(dealer, 'message modal');
  if (SHOTS) await dealer.screenshot({ path: `${SHOTS}/message-modal.png` });

  // ---- The dealer replies with a PDF.
  await modal.getByRole('button', { name: 'Reply' }).click();
  const reply = dealer.getByRole('dialog', { name: 'Reply to Ridgeline Excavating LLC' });
  await reply
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(reply.getByRole('alert')).toHaveText('Invalid file type: notes.txt');
  await reply.getByLabel('Reply').fill('Yes, two in stock. Spec sheet attached.');
  await reply
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'spec-sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await reply.getByRole('button', { name: 'Send Reply' }).click();
  await expect(reply).toBeHidden();
  await expect(inboxRow).not.toHaveClass(/msg-unread/);
  await expect(inboxRow).toContainText('(replied)');
  // The navbar's unread count is the company's: other journeys' messages to this dealer may still be
  // unread, so the row above (read, replied) is what this message did.

  // ---- The buyer sees the reply, marked '(replied)', and the row's marker.
  await buyer.goto('/messages');
  const buyerRow = buyer.getByRole('row').filter({ hasText: SUBJECT });
  await expect(buyerRow).toContainText('(replied)');
  // The other party and who wrote last, never the buyer's own company as 'From' (issue 21 item 22).
  await expect(buyerRow.locator('.msg-party')).toContainText(DEALER_COMPANY);
  await expect(buyerRow.locator('.msg-party')).not.toContainText('Ridgeline');
  await expect(buyerRow.getByTestId('last-writer')).toHaveText(`Last reply: ${DEALER_COMPANY}`);
  await expect(buyerRow).toHaveClass(/msg-unread/);
  await buyerRow.getByRole('button', { name: /^View / }).click();
  const thread = buyer.getByRole('dialog', { name: SUBJECT });
  await expect(thread.getByText('Yes, two in stock. Spec sheet attached.')).toBeVisible();
  const pdfLink = thread.getByRole('link', { name: 'spec-sheet.pdf' });
  const pdf = await buyer.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment;/);
  await thread.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
  await buyer.getByRole('tab', { name: 'Sent' }).click();
  await expect(buyer.getByRole('row').filter({ hasText: SUBJECT })).toContainText('(replied)');
  await expect(buyer.getByRole('row').filter({ hasText: SUBJECT }).locator('.msg-party')).toContainText(
    DEALER_COMPANY,
  );
  await expect(buyer.getByRole('button', { name: 'Move Messages' })).toHaveCount(0);

  row = await searchPart(buyer);
  await expect(row.getByText('You have already messaged about this part')).toBeVisible();
});

test('the message page and the mailbox read on a phone', async ({ browser }) => {
  const dealer = await userPage(browser, DEMO_DEALER);
  await dealer.setViewportSize({ width: 375, height: 800 });
  await dealer.goto('/messages');
  await expect(dealer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(dealer.getByRole('tab', { name: 'Inbox' })).toBeVisible();
  expect(await horizontalOverflow(dealer)).toBe(0);
  if (SHOTS) await dealer.screenshot({ path: `${SHOTS}/inbox-375.png`, fullPage: true });
  await dealer.goto('/viewmessage/999999');
  await expect(dealer.getByRole('alert')).toHaveText('Message not found.');
});

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});
