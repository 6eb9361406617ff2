import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

/** The number of lines an element's text runs to, from its text's line boxes. */
const lineCount = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    // A line's boxes (the label's text, the required marker) differ in top by a pixel or two.
    const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 4).length;
  });

test.describe('demo request form at a phone’s width', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the consent label reads on at most three lines, its hint under it', async ({ page }) => {
    // Read once the full styles are in (the app hydrates after them): the inline CSS is the first screen's alone.
    await openPage(page, '/request-demo');
    const consent = page.getByRole('checkbox', { name: /I agree/ });
    const label = page.locator(`label[for="${await consent.getAttribute('id')}"]`);
    expect(await lineCount(label)).toBeLessThanOrEqual(3);
    const box = (await consent.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(24);
    const hint = page.locator(`#${await consent.getAttribute('id')}-hint`);
    const [labelBox, hintBox] = [(await label.boundingBox())!, (await hint.boundingBox())!];
    expect(Math.round(hintBox.x)).toBe(Math.round(labelBox.x));
    expect(hintBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
  });
});

test.describe('reference pages at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const [url, first] of [
    ['/docs/development/entities/order', 'orderId'],
    ['/docs/development/app-modules/components/button-component', null],
  ] as const) {
    test(`${url} lists its fields without sideways scrolling`, async ({ page }) => {
      // Read once the full styles are in (the app hydrates after them): the inline CSS is the first screen's alone.
      await openPage(page, url);
      const list = page.locator('[data-component="FieldList"]').first();
      await expect(list).toBeVisible();
      // The page does not scroll sideways, and nothing in a field list is wider than the viewport or scrolls.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const overflowing = await page
        .locator('article')
        .evaluate((article) =>
          [...article.querySelectorAll('[data-component="FieldList"], [data-component="FieldList"] *')]
            .filter(
              (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 || el.scrollWidth > el.clientWidth + 1,
            )
            .map((el) => el.outerHTML.slice(0, 80)),
        );
      expect(overflowing).toEqual([]);
      const item = list.getByRole('listitem').first();
      if (first) await expect(item.locator('code').first()).toHaveText(first);
      // The description sits under the line of name and type.
      const [facts, description] = [item.locator('p').first(), item.locator('p').nth(1)];
      expect((await description.boundingBox())!.y).toBeGreaterThanOrEqual(
        (await facts.boundingBox())!.y + (await facts.boundingBox())!.height - 1,
      );
    });
  }
});

test.describe('keyboard and screen reader navigation', () => {
  test('Tab from the top of a page reaches “Skip to main content” first, and it moves focus to main', async ({ page }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('after a client navigation focus is on the new page’s heading and the title is announced; Back restores the scroll', async ({
    page,
  }) => {
    await openPage(page, '/docs/user-manual/operations/jobs');
    const announcer = page.locator('[data-route-announcer]');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const link = page.locator('article a[href^="/docs/"]:not([href*="#"])').first();
    const href = (await link.getAttribute('href'))!;
    await link.focus();
    // Where the page stands when the link is followed (focusing it may have scrolled it into view).
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const title = await page.title();
    await expect(announcer).toHaveText(title);
    expect(title).toContain((await heading.textContent())!.trim());
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

/** Where each control of the demo form sits, relative to the form's first label (above it, the summary comes and goes). */
const controlPlaces = (form: Locator) =>
  form.evaluate((el) => {
    const origin = el.querySelector('label')!.getBoundingClientRect();
    return [...el.querySelectorAll<HTMLElement>('input:not([tabindex="-1"]), select, textarea')].map((control) => {
      const box = control.getBoundingClientRect();
      return { name: (control as HTMLInputElement).name, x: Math.round(box.left), y: Math.round(box.top - origin.top) };
    });
  });

for (const width of [320, 375, 1280]) {
  test.describe(`demo request form errors at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an error appearing or going moves no field, and goes once mended', async ({ page }) => {
      await page.goto('/request-demo');
      await page.locator('html[data-router-ready]').waitFor({ state: 'attached' });
      const form = page.getByRole('form', { name: 'Request a demo' });
      // Bad input as well as none: the longest messages are the ones for a malformed email and phone number.
      await form.getByRole('textbox', { name: /Work email/ }).fill('abc');
      await form.getByRole('textbox', { name: /Phone/ }).fill('abc');
      const before = await controlPlaces(form);

      await form.getByRole('button', { name: 'Request Demo' }).click();
      const summary = page.getByRole('region', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      expect(await summary.evaluate((el) => getComputedStyle(el).outlineStyle), 'the summary’s red border is its only ring').toBe('none');
      const firstName = form.getByRole('textbox', { name: 'First name' });
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(/Enter a valid phone number/);
      await expect(form.getByRole('textbox', { name: /Work email/ })).toHaveAccessibleDescription(/Enter a valid email address/);
      const withErrors = await controlPlaces(form);
      expect(withErrors).toEqual(before);

      await firstName.fill('Ada');
      await expect(firstName).not.toHaveAttribute('aria-invalid');
      await expect(form.locator('[data-error-for="firstName"]')).toBeHidden();
      await expect(summary.getByRole('link', { name: 'Enter your first name' })).toHaveCount(0);
      await expect(summary.getByRole('link', { name: 'Enter your last name' })).toHaveCount(1);
      expect(await controlPlaces(form)).toEqual(before);
    });
  });
}

test.describe('demo request form messages at the narrowest width', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  // Every message the form (and the server, without JavaScript) can show: form-messages.json, which the site's and the server's tests hold their messages to.
  const messages = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../server/internal/demorequest/testdata/form-messages.json'), 'utf8'),
  ) as Record<string, Record<string, string>>;

  test('each fits the one line kept free under its field', async ({ page }) => {
    await page.goto('/request-demo');
    await page.locator('html[data-router-ready]').waitFor({ state: 'attached' });
    const wrapped = await page.evaluate((messages) => {
      const out: string[] = [];
      for (const [name, byKeyword] of Object.entries(messages)) {
        const error = document.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
        if (!error) {
          out.push(`${name}: no error element`);
          continue;
        }
        const slot = error.parentElement!;
        error.hidden = false;
        for (const [keyword, message] of Object.entries(byKeyword)) {
          error.textContent = message;
          if (slot.getBoundingClientRect().height > parseFloat(getComputedStyle(slot).minHeight) + 0.5)
            out.push(`${name}/${keyword}: ${message}`);
        }
      }
      return out;
    }, messages);
    expect(Object.keys(messages).length).toBeGreaterThan(5);
    expect(wrapped, 'messages taller than the line kept for them').toEqual([]);
  });
});

test.describe('the not-found page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers 404, and its search box is a plain form that opens the search page with the query', async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/integrations',
    );
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search the docs and the site' }).fill('bill of lading');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=bill\+of\+lading$/);
  });
});
