import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_CODE_SETTLED_EVENT } from '../src/afterFirstPaint';
import { expect, layoutShifts, openPage, openPageWithFontHeld, test } from './fixtures';

// The first paint needs nothing but the HTML: every page kind carries the
// CSS of its first screen inline (allowed by the CSP's style hashes, so a
// violation would be a console error and fail the test) and loads the rest
// of its styles without blocking rendering, paints that first screen as the
// full styles do, asks for the site's font at low priority and for its code
// and the rest of its styles after the first paint, so they take no
// bandwidth from it, and moves nothing when the font arrives.

/** The HTML budget of each page kind, as `mage bench:check` reads it. */
const htmlBudgets: { pages: { name: string; route: string; kB: number }[] } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../packages/sitegen/bench/html-budgets.json'), 'utf8'),
);

const pageKinds = [
  ['home', '/'],
  ['solution', '/solutions/ocean-freight'],
  ['integration', '/integrations/ups'],
  ['integrations index', '/integrations'],
  ['docs page', '/docs/user-manual/operations/jobs'],
  ['category page', '/docs/category/operations'],
  ['search', '/search'],
  ['demo form', '/request-demo'],
  ['thank-you', '/request-demo/thank-you'],
  ['not found', '/no-such-page'],
] as const;

test.describe('first paint', () => {
  for (const [kind, url] of pageKinds) {
    test(`${kind} (${url}) paints from its HTML alone, with the CSP allowing its inline styles`, async ({ page, allowConsole }) => {
      if (kind === 'not found') allowConsole(/404 \(Not Found\)/);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      const response = await openPage(page, url);
      // No stylesheet the parser meets blocks rendering (those in <noscript> are for visitors without JavaScript).
      const parsed = (await response!.text()).replace(/<noscript>.*?<\/noscript>/gs, '');
      expect(parsed.match(/<link rel="stylesheet"(?![^>]*\sdisabled)[^>]*>/g)).toBeNull();
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp).not.toContain('unsafe-inline');

      const head = await page.evaluate(() => ({
        // The colour-mode script comes before any style, so the theme is set before the first paint.
        firstScript: document.head.querySelector('script:not([type])')?.textContent ?? '',
        scriptBeforeStyle: !!document.head.querySelector('script:not([type]) ~ style'),
        deferred: document.head.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.styles?.split(' ').filter(Boolean) ?? [],
        styles: document.head.querySelectorAll('style').length,
        modulepreloads: document.head.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.modules?.split(' ') ?? [],
        background: getComputedStyle(document.body).backgroundColor,
      }));
      expect(head.firstScript).toContain('data-theme');
      expect(head.scriptBeforeStyle).toBe(true);
      expect(head.styles).toBe(1);
      // The inline styles apply: the body has the theme's background, not the browser's transparent default.
      expect(head.background).not.toBe('rgba(0, 0, 0, 0)');
      // The page's own chunk is listed in the HTML, not found after the entry runs.
      expect(head.modulepreloads.some((p) => /^\/assets\/[A-Za-z]+Page-[\w-]+\.js$/.test(p))).toBe(true);
      // Nothing the first screen does not need competes with it: the HTML asks for the font alone, at low
      // priority (a picture of the first screen, preloaded as an image, is part of it), and the code and the
      // deferred styles are asked for once the page has painted.
      const requested = (parsed.match(/<link rel="(modulepreload|preload)"[^>]*>|<script[^>]*\ssrc=[^>]*>/g) ?? []).filter(
        (tag) => !/\sas="image"/.test(tag),
      );
      expect(requested).toEqual([
        expect.stringMatching(/^<link rel="preload" href="\/assets\/inter-[\w-]+\.woff2" as="font" [^>]*\bfetchpriority="low"/),
      ]);
      const paint = await page.evaluate(() => ({
        firstContentful: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        parsed: performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventStart ?? Number.NaN,
        fetched: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
      }));
      expect(paint.firstContentful).toBeGreaterThan(0);
      const code = paint.fetched.filter(({ path }) => /\.(js|css)$/.test(path));
      expect(code.length).toBeGreaterThan(0);
      expect(code.filter(({ start }) => start < paint.firstContentful).map(({ path }) => path)).toEqual([]);
      // Nor before the whole document is parsed: a long page's first paint can show only its top.
      expect(code.filter(({ start }) => start < paint.parsed).map(({ path }) => path)).toEqual([]);
      // Only the stylesheets the page deferred were fetched, each once (hydration fetched none of its own).
      expect([...stylesheets].sort()).toEqual([...head.deferred].sort());
    });
  }

  test('the deferred stylesheets apply together once the last is in: one restyle of the page, not one per file', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldPath = '';
    await page.route(/\.css$/, async (route) => {
      if (!heldPath) {
        heldPath = new URL(route.request().url()).pathname;
        await held;
      }
      await route.fallback();
    });
    await page.goto('/solutions/ocean-freight');
    const deferred = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')].map((link) => ({
        path: new URL(link.href).pathname,
        loaded: link.sheet !== null,
        media: link.media,
        done: link.hasAttribute('data-done'),
      }));
    // Every stylesheet but the held one is in.
    await page.waitForFunction(() => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')];
      return links.length > 1 && links.filter((link) => link.sheet === null).length === 1;
    });
    const waiting = await page.evaluate(deferred);
    expect(waiting.filter(({ loaded }) => !loaded).map(({ path }) => path)).toEqual([heldPath]);
    expect(waiting.filter(({ media, done }) => media !== 'print' || done)).toEqual([]);
    release();
    await page.waitForFunction(() => document.querySelectorAll('link[data-deferred]:not([data-done])').length === 0);
    expect((await page.evaluate(deferred)).filter(({ media }) => media !== 'all')).toEqual([]);
  });

  test("every page kind's HTML stays within its budget (gzip -9, packages/sitegen/bench/html-budgets.json)", async ({ request }) => {
    const over: string[] = [];
    for (const { name, route, kB } of htmlBudgets.pages) {
      const response = await request.get(route);
      expect(response.headers()['content-type']).toContain('text/html');
      const size = gzipSync(await response.body(), { level: 9 }).length / 1000;
      if (size > kB) over.push(`${name} (${route}): ${size.toFixed(2)} kB, over its ${kB} kB`);
    }
    expect(over).toEqual([]);
  });

  // The embedded page data is the data file's JSON line, without the body
  // the HTML holds (scripts/page-body.mjs); the data file the router
  // fetches has the body after that line.
  test('a docs page embeds its data without its body, hydrates it from its HTML, and client navigation fetches the whole data', async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_data/')) dataRequests.push(new URL(r.url()).pathname);
    });
    await openPage(page, '/docs/user-manual/operations/jobs');
    const script = page.locator('#__PAGE_DATA__');
    await expect(script).toHaveAttribute('data-body-in-html', '');
    const embedded = JSON.parse((await script.textContent())!);
    expect(embedded.data.html).toBe('');
    // Hydrated: the Markdown element got its heading anchors, and its text is the prerendered one.
    const article = page.getByRole('article');
    await expect(article.getByRole('link', { name: /^Direct link to / }).first()).toBeAttached();
    await article.getByRole('link', { name: /^Next/ }).click();
    await expect(page).not.toHaveURL(/\/operations\/jobs$/);
    const next = new URL(page.url()).pathname;
    await expect(page.getByRole('article').locator('[data-component="Markdown"] p').first()).toBeVisible();
    // One request brings the next page's data and, after its JSON line, its body.
    expect(dataRequests).toContain(`/_data${next}.page`);
    const fetched = await page.evaluate(async (p) => (await fetch(`/_data${p}.page`)).text(), next);
    const [json, body] = [fetched.slice(0, fetched.indexOf('\n')), fetched.slice(fetched.indexOf('\n') + 1)];
    expect(JSON.parse(json).data.html).toBe('');
    expect(body).toContain('<p>');
  });

  // A page painted with its inline CSS alone (every stylesheet request
  // refused) must look pixel for pixel as it does once its full stylesheets
  // are in: anything else would be a flash or a shift when they arrive. No
  // JavaScript in either, so both show the prerendered page as it paints first.
  // One page per kind, loaded light and dark with the stylesheets refused,
  // then again with them let in: each width is a resize of the loaded page
  // (no script but the inline ones runs, so the layout is the CSS's alone).
  const screens = [
    { width: 375, height: 667, theme: 'light' },
    { width: 1280, height: 800, theme: 'light' },
    { width: 1280, height: 800, theme: 'dark' },
  ] as const;
  for (const [kind, url] of pageKinds) {
    test(`the ${kind}'s first screen at ${screens.map((s) => `${s.width} px (${s.theme})`).join(', ')} is painted by its inline CSS as by its full styles`, async ({
      page,
      allowConsole,
    }) => {
      test.setTimeout(90_000); // four loads and six screenshots
      // The refused scripts and stylesheets, and the not-found page's own status.
      allowConsole(/Failed to load resource: (net::ERR_FAILED|the server responded with a status of 404 \(Not Found\))$/);
      await page.route(/\.js$/, (route) => route.abort());
      await page.addInitScript((settled) => {
        addEventListener(settled, () => Object.assign(window, { codeSettled: true }));
      }, SITE_CODE_SETTLED_EVENT);
      let refuseStyles = true;
      await page.route(/\.css$/, (route) => (refuseStyles ? route.abort() : route.fallback()));
      /** The page in the theme, as the colour-mode script sets it at load. */
      const inTheme = async (theme: 'light' | 'dark') =>
        expect(await page.evaluate(() => document.documentElement.dataset.theme), `${kind} (${url}) in the ${theme} theme`).toBe(theme);
      /** The deferred stylesheets are in (or there were none: the page carries all of its CSS). */
      const fullStylesIn = async () => {
        const deferred = () =>
          document.head.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.styles!.split(' ').filter(Boolean).length;
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll('link[data-deferred]').length === count &&
            document.querySelectorAll('link[data-deferred]:not([data-done])').length === 0,
          await page.evaluate(deferred),
        );
        expect(await page.evaluate(() => [...document.styleSheets].filter((s) => s.href).length)).toBe(await page.evaluate(deferred));
      };
      /**
       * Loads the page for a reader who has chosen nothing (light, the
       * default) and for one who has chosen dark, at each screen's size in
       * turn: the same steps with the stylesheets refused and let in, so that
       * both pictures of a screen are painted alike but for the CSS.
       */
      const shoot = async () => {
        const shots = new Map<string, Buffer>();
        let loaded: string | undefined;
        for (const { width, height, theme } of screens) {
          await page.setViewportSize({ width, height });
          if (loaded !== theme) {
            // The colour-mode script reads the stored choice at load; the system preference alike.
            await page.emulateMedia({ colorScheme: theme });
            if (loaded)
              await page.evaluate((t) => (t === 'dark' ? localStorage.setItem('theme', t) : localStorage.removeItem('theme')), theme);
            await (loaded ? page.reload() : page.goto(url));
            await inTheme(theme);
            // The refused entry has failed (on the home page the base-URL banner is then shown, in both pictures).
            await page.waitForFunction(() => (window as { codeSettled?: boolean }).codeSettled);
            if (!refuseStyles) await fullStylesIn();
            loaded = theme;
          }
          await page.evaluate(() => document.fonts.ready);
          shots.set(`${width} ${theme}`, await page.screenshot({ animations: 'disabled', caret: 'hide' }));
        }
        await page.evaluate(() => localStorage.removeItem('theme'));
        return shots;
      };
      const critical = await shoot();
      refuseStyles = false;
      const full = await shoot();
      expect(full.size).toBe(screens.length);
      const differ = screens
        .filter(({ width, theme }) => !critical.get(`${width} ${theme}`)!.equals(full.get(`${width} ${theme}`)!))
        .map(({ width, theme }) => `${kind} (${url}) at ${width} px, ${theme}: the first screen differs`);
      expect(differ).toEqual([]);
    });
  }

  test('body text is set in Inter, loaded from the site', async ({ page }) => {
    const fonts: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push({ url: new URL(response.url()).pathname, status: response.status() });
    });
    await openPage(page, '/docs/user-manual/operations/jobs');
    await page.evaluate(() => document.fonts.ready);
    const font = await page.evaluate(() => ({
      family: getComputedStyle(document.querySelector('main p')!).fontFamily,
      // The inline critical CSS and the full stylesheet both declare the face (one file, fetched once: below).
      inter: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter').map((f) => f.status),
      usable: document.fonts.check('16px Inter'),
    }));
    expect(font.family).toMatch(/^"?Inter"?, "?Inter Fallback"?/);
    expect(font.inter.length).toBeGreaterThan(0);
    expect(font.inter.filter((status) => status !== 'loaded')).toEqual([]);
    expect(font.usable).toBe(true);
    expect(fonts).toEqual([{ url: expect.stringMatching(/^\/assets\/inter-[\w-]+\.woff2$/), status: 200 }]);
  });

  for (const [kind, url] of [pageKinds[0], pageKinds[4]]) {
    test(`on the ${kind}, the font arriving after the first paint moves no line: the fallback has Inter's vertical metrics`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const font = await openPageWithFontHeld(page, url);
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(false);
      font.release();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
      const moves = (await layoutShifts(page)).flatMap((shift) => shift.moves);
      // Words differ in width between the two faces, so a label in a row may slide sideways by a few pixels; nothing may move up or down or change height.
      expect(moves.filter((move) => move.dy !== 0 || move.dHeight !== 0)).toEqual([]);
      expect(moves.filter((move) => Math.abs(move.dx) > 8)).toEqual([]);
    });
  }

  test('dark mode paints dark from the first frame', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource/);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Read before the entry module can run: the theme comes from the inline script and inline styles alone.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/docs/user-manual/operations/jobs', { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    const theme = await page.evaluate(() => ({
      attr: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(theme.attr).toBe('dark');
    const [r, g, b] = theme.background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(3 * 80);
  });
});
