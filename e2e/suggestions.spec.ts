import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { horizontalOverflow, preAcceptCookies, watchPageProblems } from './support/page-health';

/** The suggestions board (spec accounts 2.9 and 4 "Suggestion vote") as the demo buyer. */

async function logInThroughLoginPage(page: Page) {
  await page.goto('/suggestions');
  // The guard sends a guest to /login and brings them back afterwards.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('buyer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/suggestions$/);
  await expect(page.getByRole('heading', { name: 'Suggestions', level: 1 })).toBeVisible();
}

const cardWith = (page: Page, text: string): Locator => page.locator('article').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 1400, height: 900 });
});

test('post a suggestion, vote it up, take the vote back and comment on it', async ({ page, baseURL }) => {
  const problems = watchPageProblems(page, baseURL!);
  await logInThroughLoginPage(page);
  const idea = `Alert me when a watched part drops in price ${Date.now()}`;

  // A blank suggestion is refused in the form.
  await page.getByRole('button', { name: 'New Suggestion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Suggestion' });
  await dialog.getByLabel('Your suggestion').fill('    ');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter a suggestion.')).toBeVisible();

  // Typed with stray spaces and a bit of HTML, shown trimmed and as plain text.
  await dialog.getByLabel('Your suggestion').fill(`   ${idea} <b>soon</b>   `);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const card = cardWith(page, idea);
  await expect(card).toBeVisible();
  await expect(card.getByText(`${idea} <b>soon</b>`, { exact: true })).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card.getByText('Dana Whitfield')).toBeVisible();

  const up = card.getByRole('button', { name: 'Vote up' });
  const score = card.getByTestId('suggestion-score');
  await expect(score).toHaveText('0');

  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(score).toHaveText('1');
  await expect(up).toBeEnabled();

  // Up again removes the vote.
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(score).toHaveText('0');
  await expect(up).toBeEnabled();

  // The vote survives a reload (the server's score, not only the page's).
  await up.click();
  await expect(score).toHaveText('1');
  await expect(up).toBeEnabled();
  await page.reload();
  await expect(cardWith(page, idea).getByTestId('suggestion-score')).toHaveText('1');
  await expect(cardWith(page, idea).getByRole('button', { name: 'Vote up' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Comment: Post stays disabled while empty; the new comment shows on top; the count updates on close.
  await cardWith(page, idea).getByRole('button', { name: 'Comments (0)' }).click();
  const comments = page.getByRole('dialog', { name: 'Comments' });
  await expect(comments.getByText('No comments yet. Start the conversation.')).toBeVisible();
  const post = comments.getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await comments.getByPlaceholder('Add a comment...').fill('We would use this every day.');
  await post.click();
  await expect(comments.getByRole('listitem').first()).toContainText('We would use this every day.');
  await expect(comments.getByRole('listitem').first()).toContainText('Dana Whitfield');
  await comments.getByRole('button', { name: 'Close' }).last().click();
  await expect(comments).toBeHidden();
  await expect(cardWith(page, idea).getByRole('button', { name: 'Comments (1)' })).toBeVisible();

  // Search narrows the list (debounced) and sorting by Newest keeps it.
  await page.getByLabel('Search', { exact: true }).fill('watched part drops');
  await expect(page).toHaveURL(/q=watched/);
  await expect(cardWith(page, idea)).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/sortBy=createdAt/);
  await expect(page.getByLabel('Order').locator('option:checked')).toHaveText('Newest first');
  await page.getByLabel('Search', { exact: true }).fill('zzz-no-such-suggestion');
  await expect(page.getByText('No suggestions match')).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(cardWith(page, idea)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/suggestions');
  expect(problems.list()).toEqual([]);
});

test('reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInThroughLoginPage(page);
  await expect(page.getByRole('button', { name: 'New Suggestion' }).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
