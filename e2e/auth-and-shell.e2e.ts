import { practiceRoute, questionTypesInSection, sections } from '@pte/exam';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logOut, newLearner, registerThroughForm, submitSignIn } from './learner-account';

/** A page the sidebar links to, with the top-bar title it must show. */
interface SidebarRoute {
  url: string;
  /** The link's text in the sidebar. */
  linkName: string;
  /** The practice section (collapsible entry) holding the link, if any. */
  sectionTitle?: string;
  expectedTitle: string;
}

// Practice entries come from the question-type registry, like the sidebar's; the fixed entries from the spec's table.
const sidebarRoutes: SidebarRoute[] = [
  { url: '/dashboard', linkName: 'Overview', expectedTitle: 'Dashboard / Overview' },
  ...sections.flatMap((section) =>
    questionTypesInSection(section.id).map((type) => ({
      url: practiceRoute(type),
      linkName: type.title,
      sectionTitle: section.title,
      expectedTitle: `${section.title} / ${type.title}`,
    })),
  ),
  { url: '/resources/study-materials', linkName: 'Study Materials', expectedTitle: 'Resources / Study Materials' },
  { url: '/resources/video-tutorials', linkName: 'Video Tutorials', expectedTitle: 'Resources / Video Tutorials' },
  { url: '/resources/help', linkName: 'Help Center', expectedTitle: 'Resources / Help Center' },
  { url: '/settings', linkName: 'Settings', expectedTitle: 'Settings' },
];

const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE_S = 604_800;

function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' });
}

function topBarTitle(page: Page): Locator {
  return page.getByTestId('page-title');
}

/** The collapsible practice entry titled `title` (its trigger button and its list of links). */
function practiceSection(container: Locator, title: string): Locator {
  return container.getByRole('listitem').filter({ has: container.page().getByRole('button', { name: title, exact: true }) });
}

/** The sidebar link of `route`, opening its practice section first when it is closed. */
async function revealSidebarLink(container: Locator, route: SidebarRoute): Promise<Locator> {
  if (!route.sectionTitle) return container.getByRole('link', { name: route.linkName, exact: true });
  const section = practiceSection(container, route.sectionTitle);
  const trigger = section.getByRole('button', { name: route.sectionTitle, exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return section.getByRole('link', { name: route.linkName, exact: true });
}

async function expectWidth(locator: Locator, widthPx: number, timeout?: number): Promise<void> {
  // The sidebar animates its width; wait for it to settle on the expected value.
  await expect.poll(async () => Math.round((await locator.boundingBox())?.width ?? -1), { timeout }).toBe(widthPx);
}

test('the slide-over sidebar is 18rem (288 px) wide at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await registerThroughForm(page, newLearner('Noor Haddad'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Navigation' });
  await expect(panel).toBeVisible();
  await expectWidth(panel, 288, 2_000);
});

test('a new learner registers, finds every page from the sidebar, search and avatar menu, and signs out', async ({ page, context }) => {
  test.setTimeout(120_000);
  const learner = newLearner('Ana Lima');

  await test.step('register and land signed in on the dashboard', async () => {
    await registerThroughForm(page, learner);
    await expect(topBarTitle(page)).toHaveText('Dashboard / Overview');
    await expect(sidebar(page).getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
    // A signed-in session survives a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  });

  await test.step('every sidebar route shows its title and highlights its entry', async () => {
    const nav = sidebar(page);
    const practiceLinks = sidebarRoutes.filter((route) => route.sectionTitle).length;
    expect(practiceLinks).toBeGreaterThan(0);
    for (const route of sidebarRoutes) {
      const link = await revealSidebarLink(nav, route);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${route.url}$`));
      await expect(topBarTitle(page), route.url).toHaveText(route.expectedTitle);
      await expect(page).toHaveTitle(`${route.expectedTitle} · PTE Coach`);
      await expect(link, route.url).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]'), `one highlighted entry on ${route.url}`).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    }
  });

  await test.step('a practice page opened directly opens its sidebar group', async () => {
    const listening = sidebarRoutes.find((route) => route.sectionTitle === 'Listening');
    const speakingTitle = 'Speaking';
    if (!listening) throw new Error('The registry has no listening task type');
    await page.goto(listening.url);
    await expect(topBarTitle(page)).toHaveText(listening.expectedTitle);
    const group = practiceSection(sidebar(page), 'Listening');
    await expect(group.getByRole('button', { name: 'Listening', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(group.getByRole('link', { name: listening.linkName, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(practiceSection(sidebar(page), speakingTitle).getByRole('button', { name: speakingTitle, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  await test.step('an unknown address shows "not found" inside the layout', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await expect(topBarTitle(page)).toHaveText('PTE Coach');
  });

  await test.step('Ctrl+B collapses the sidebar to icons, and the cookie keeps it collapsed after a reload', async () => {
    await page.goto('/dashboard');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expectWidth(sidebar(page), 256);
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expectWidth(sidebar(page), 48);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === SIDEBAR_COOKIE);
    expect(cookie?.value).toBe('false');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(SIDEBAR_COOKIE_MAX_AGE_S - 120);
    expect(lifetime).toBeLessThanOrEqual(SIDEBAR_COOKIE_MAX_AGE_S + 1);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expectWidth(sidebar(page), 48);

    // Icon-only entries name themselves in a tooltip.
    await sidebar(page).getByRole('link', { name: 'Overview', exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Overview' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expectWidth(sidebar(page), 256);
    expect((await context.cookies()).find((candidate) => candidate.name === SIDEBAR_COOKIE)?.value).toBe('true');
  });

  await test.step('at 375 px the sidebar is a slide-over opened from the menu toggle', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(sidebar(page)).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const panel = page.getByRole('dialog', { name: 'Navigation' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Exam Countdown' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');

    await panel.getByRole('link', { name: 'Help Center', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/resources\/help$/);
    await expect(topBarTitle(page)).toHaveText('Resources / Help Center');

    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(sidebar(page)).toBeVisible();
  });

  await test.step('the search box finds practice types, by keyboard and by pointer', async () => {
    // The top bar also renders a search box for narrow screens; the first is the wide screen's.
    const search = page.getByRole('combobox', { name: 'Search pages and questions' }).first();
    await expect(search).toHaveAttribute('placeholder', 'Search...');

    await search.fill('dictation');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option', { name: /Write from Dictation/ })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/listening\/write-from-dictation$/);
    await expect(topBarTitle(page)).toHaveText('Listening / Write from Dictation');
    await expect(search).toHaveValue('');

    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('essay');
    await results.getByRole('option', { name: /Write Essay/ }).click();
    await expect(page).toHaveURL(/\/writing\/write-essay$/);
    await expect(topBarTitle(page)).toHaveText('Writing / Write Essay');
    await expect(sidebar(page).getByRole('link', { name: 'Write Essay', exact: true })).toHaveAttribute('aria-current', 'page');

    await search.fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing matches “zzzz”.' })).toBeVisible();
    await search.press('Escape');
  });

  await test.step('the avatar menu "My Account" shows the learner and opens their pages', async () => {
    await page.getByRole('button', { name: /^My Account/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('My Account');
    await expect(menu).toContainText(learner.name);
    await expect(menu).toContainText(learner.email);
    for (const entry of ['AI Assistant', 'Progress Report', 'Study Plan', 'Study History', 'Log out']) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Study Plan' }).click();
    await expect(page).toHaveURL(/\/study-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Study Plan' })).toBeVisible();
  });

  await test.step('log out goes to /login, and the guard keeps protected pages behind sign-in', async () => {
    await logOut(page);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(topBarTitle(page)).toHaveText('Settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
