import type { Page } from '@playwright/test';
import { expect, holdRequests, mainHeading, openPage, recordRequests, test } from './fixtures';

// The navbar on the built site: the mega-dropdowns' hover timings and
// keyboard path at desktop width, and the mobile sidebar at 375 px.

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, label: string) => navbar(page).getByRole('button', { name: label, exact: true });
const entry = (page: Page, label: RegExp) => navbar(page).getByRole('link', { name: label });

/** Freezes the page's clock (installed before the page loaded) so timers fire only on runFor. */
async function freezeClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Advances the frozen clock, then gives the page real time to render what the timers did. */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.waitForTimeout(50);
}

/** A point on the page well away from the navbar. */
const awayFromNavbar = { x: 640, y: 700 };

test.describe('mega-dropdown (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hover opens after 100 ms (not at 50), closes 300 ms after the pointer leaves, and coming back cancels the close', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/docs/intro');
    await freezeClock(page);
    const solutions = trigger(page, 'Solutions');
    const oceanFreight = entry(page, /^Ocean Freight/);

    await solutions.hover();
    await advance(page, 50);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(oceanFreight).toBeHidden();
    await advance(page, 60);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(oceanFreight).toBeVisible();
    const panelId = await solutions.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

    // Away for 250 ms, then back over the panel: it stays.
    await page.mouse.move(awayFromNavbar.x, awayFromNavbar.y);
    await advance(page, 250);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await oceanFreight.hover();
    await advance(page, 500);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');

    // Away for good: open at 290 ms, closed by 310 ms.
    await page.mouse.move(awayFromNavbar.x, awayFromNavbar.y);
    await advance(page, 290);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await advance(page, 20);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(oceanFreight).toBeHidden();
  });

  test('moving from one dropdown to the next switches to it', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/docs/intro');
    await freezeClock(page);
    await trigger(page, 'Solutions').hover();
    await advance(page, 110);
    await expect(trigger(page, 'Solutions')).toHaveAttribute('aria-expanded', 'true');
    await trigger(page, 'Developers').hover();
    await advance(page, 110);
    await expect(trigger(page, 'Developers')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page, 'Solutions')).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter toggles, ArrowDown focuses the first entry, arrows move, Escape closes back to the trigger, Tab past the end closes', async ({
    page,
  }) => {
    await openPage(page, '/docs/intro');
    const solutions = trigger(page, 'Solutions');
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(entry(page, /^Freight Forwarding/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry(page, /^Ocean Freight/)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(entry(page, /^Freight Forwarding/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(entry(page, /^View All Solutions/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    // Enter on an entry navigates there.
    await solutions.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/ocean-freight$/);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });
});

test('at desktop width, where the page has no drawer, the drawer panel’s code is never loaded', async ({ page }) => {
  const requests = recordRequests(page, /\/assets\/NavbarMobileSidebarPanel-[\w-]+\.(js|css)$/);
  await openPage(page, '/about');
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
});

test.describe('mobile sidebar (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });
  const back = (page: Page) => drawer(page).getByRole('button', { name: '← Back to main menu' });

  test('the hamburger opens the drawer; a dropdown is a level with a way back; Close and Escape return focus to the hamburger', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await expect(trigger(page, 'Solutions')).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await hamburger(page).click();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page)).toBeVisible();
    await expect(back(page)).toHaveCount(0);

    await drawer(page).getByRole('button', { name: 'Solutions' }).click();
    await expect(drawer(page).getByRole('link', { name: /^Ocean Freight/ })).toBeVisible();
    await expect(back(page)).toBeFocused();
    await back(page).click();
    await expect(drawer(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();

    await drawer(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();

    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
  });

  const logoLink = (page: Page) => drawer(page).getByRole('link').first();
  const getStarted = (page: Page) => drawer(page).getByRole('link', { name: 'Get Started' });

  test('the drawer opens on its first stop, and Tab and Shift+Tab wrap inside it', async ({ page }) => {
    await openPage(page, '/about');
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(logoLink(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(getStarted(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(logoLink(page)).toBeFocused();
  });

  // What the drawer shows once open is a chunk of its own, which the page loads when idle below 997 px; the focus trap's Tab stops (tabbable) come in it.
  const panelChunk = /\/assets\/NavbarMobileSidebarPanel-[\w-]+\.js$/;

  test('a tap before the drawer panel’s code has arrived says open at once, and the drawer opens when it arrives, with focus on its first stop', async ({
    page,
  }) => {
    const code = await holdRequests(page, panelChunk);
    await openPage(page, '/docs/user-manual/operations/jobs');
    // Asked for once the page was idle, and held here.
    await code.firstRequest;
    await hamburger(page).click();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(200);
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
    code.release();
    await expect(drawer(page)).toBeVisible();
    await expect(logoLink(page)).toBeFocused();
    // On a docs page it opens on the doc sidebar.
    await expect(back(page)).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
    expect(code.count()).toBe(1);
  });

  test('on a docs page the drawer opens on the doc sidebar, with a way back to the main menu', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    await hamburger(page).click();
    await expect(back(page)).toBeVisible();
    const sidebarJobs = drawer(page).getByRole('link', { name: 'Jobs', exact: true });
    await expect(sidebarJobs).toBeVisible();
    await expect(sidebarJobs).toHaveAttribute('aria-current', 'page');
    await back(page).click();
    await expect(drawer(page).getByRole('button', { name: 'Solutions' })).toBeVisible();
  });

  test('closes when the window becomes desktop-sized, and stays closed back at 375 px', async ({ page }) => {
    await openPage(page, '/about');
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(drawer(page)).toHaveCount(0);
    await expect(trigger(page, 'Solutions')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toHaveCount(0);
  });

  test('closes after a navigation from it', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    await hamburger(page).click();
    await back(page).click();
    await drawer(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mainHeading(page)).toContainText('About');
    await expect(drawer(page)).toHaveCount(0);
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    // The drawer left no history entry of its own behind: one Back returns to the docs page.
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/user-manual\/operations\/jobs$/);
    await expect(mainHeading(page)).toHaveText('Jobs');
  });

  test('the browser’s Back closes it without leaving the page or moving it', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    await page.evaluate(() => window.scrollTo(0, 600));
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.goBack();
    await expect(drawer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/user-manual\/operations\/jobs$/);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });
});
