import AxeBuilder from '@axe-core/playwright';
import { practiceRoute, questionTypeList } from '@pte/exam';
import { expect, test, type Page } from '@playwright/test';
import { newLearner, registerThroughForm } from './learner-account';
import { apiAsLearner, startMockTest } from './mock-test-journey';

/** The WCAG 2.1 A and AA rules axe-core checks. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page as it is and fails on any serious or critical violation, naming each one and where. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // label-content-name-mismatch (a visible label that differs from the accessible name) is still marked experimental
  // in axe-core, so it is switched on by name.
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`).join('; ')}`);
  expect(described, `axe on ${label}`).toEqual([]);
}

/** Opens `path` and waits until its page has a main heading (the lazy route has loaded). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('the public pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/forgot-password']) {
    await open(page, path);
    await expectNoSeriousViolations(page, path);
  }
});

/** The signed-in pages, in groups small enough for one test each. */
const signedInPages: Record<string, string[]> = {
  'the dashboard and account pages': ['/dashboard', '/study-history', '/progress-report', '/study-plan', '/settings', '/no-such-page'],
  'the resource pages': ['/resources/study-materials', '/resources/video-tutorials', '/resources/help', '/ai-assistant'],
  ...Object.fromEntries(
    ['speaking', 'writing', 'reading', 'listening'].map((section) => [
      `the ${section} practice pages`,
      questionTypeList.filter((type) => type.section === section).map((type) => practiceRoute(type)),
    ]),
  ),
};

for (const [group, paths] of Object.entries(signedInPages)) {
  test(`${group} have no serious or critical accessibility violations`, async ({ page }) => {
    test.setTimeout(180_000);
    await registerThroughForm(page, newLearner('Axel Check'));
    for (const path of paths) {
      await open(page, path);
      await expectNoSeriousViolations(page, path);
    }
  });
}

test('the study materials, guides, Help Center and assistant have no serious or critical accessibility violations once their content is on the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newLearner('Rhea Sources'));
  const contents = page.getByRole('navigation', { name: 'On this page' });

  // The index with every guide's summary loaded (no skeletons left).
  await open(page, '/resources/study-materials');
  await expect(page.getByRole('region', { name: 'Speaking' }).getByRole('listitem').first().locator('p')).toBeVisible();
  await expectNoSeriousViolations(page, '/resources/study-materials');
  // A task guide (with its scoring table) and a skill guide, each with its "On this page" list.
  for (const path of ['/resources/study-materials/read-aloud', '/resources/study-materials/skills/pronunciation']) {
    await open(page, path);
    await expect(contents).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  // The Help Center with its articles listed and searched, and one article.
  await open(page, '/resources/help');
  await expect(page.locator('a[href="/resources/help/microphone-setup"]')).toBeVisible();
  await expectNoSeriousViolations(page, '/resources/help');
  await page.getByRole('searchbox', { name: 'Search the help articles' }).fill('microphone');
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/resources/help (search results)');
  await open(page, '/resources/help/microphone-setup');
  await expect(contents).toBeVisible();
  await expectNoSeriousViolations(page, '/resources/help/microphone-setup');
  // The assistant with a question and its cited answer.
  await open(page, '/ai-assistant');
  await page.getByRole('textbox', { name: 'Your question' }).fill('How is Read Aloud scored?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Assistant’s answer' }).getByRole('navigation', { name: 'Sources' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, '/ai-assistant (with an answer)');
});

test('the mock test pages have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, newLearner('Mo Check'));
  // The catalogue as a new learner sees it, then a test in exam mode, finished at once so it has a report.
  await open(page, '/mock-tests');
  await expect(page.getByRole('heading', { level: 2, name: 'Tests on offer' })).toBeVisible();
  await expectNoSeriousViolations(page, '/mock-tests');
  const sessionId = await startMockTest(page, 'Mock Test 1 · Part 2: Reading');
  await expectNoSeriousViolations(page, 'a mock test in exam mode');
  const finished = await apiAsLearner(page, 'POST', `/mock-tests/sessions/${sessionId}/finish`);
  expect(finished.status(), await finished.text()).toBe(200);

  await page.goto(`/mock-tests/report/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Score report: / })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'a mock test report');
  await open(page, '/mock-tests');
  await expect(page.getByRole('link', { name: /^Report of Mock Test 1 · Part 2: Reading/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/mock-tests with a report');
});

test('the pages seen most have no serious or critical accessibility violations in the dark theme', async ({ page }) => {
  test.setTimeout(120_000);
  // The app follows the system's colour scheme by default.
  await page.emulateMedia({ colorScheme: 'dark' });
  await registerThroughForm(page, newLearner('Dara Kmode'));
  for (const path of ['/dashboard', '/reading/multiple-choice-single-answer', '/settings']) {
    await open(page, path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousViolations(page, `${path} (dark)`);
  }
});

test('the shell can be used by keyboard alone, with a visible focus', async ({ page }) => {
  await registerThroughForm(page, newLearner('Kay Board'));
  // Tab from the top of the page: every stop is visible and shows a focus indicator (outline or ring).
  await page.keyboard.press('Tab');
  for (let stop = 0; stop < 12; stop += 1) {
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    const indicated = await focused.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring;
    });
    expect(indicated, `focus is visible on stop ${stop + 1}: ${await focused.evaluate((element) => element.outerHTML.slice(0, 120))}`).toBe(true);
    await page.keyboard.press('Tab');
  }
});
