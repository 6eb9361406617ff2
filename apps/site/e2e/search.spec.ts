import type { Page } from '@playwright/test';
import { expect, openPage, test, waitForRouter } from './fixtures';

// The search of the built site in Chromium: the modal over the embedded
// index, the /search page, and Ask AI against the server's stand-in model.

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

/**
 * Keyword search with Ask AI off, whatever the server is configured with:
 * GET /api/ask answers 404, as a static host does (Chromium logs that 404).
 */
async function withoutAskAi(page: Page, allowConsole: (pattern: RegExp) => void) {
  allowConsole(/status of 404 \(Not Found\)/);
  await page.route('**/api/ask', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 404, body: 'not found' }) : route.fallback(),
  );
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/** The first opening loads the modal's chunk, and a query the index shards it needs: slow on a busy machine. */
const LOADING = { timeout: 15_000 };

/** Opens the modal with Ctrl+K. */
async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused(LOADING);
}

/**
 * Opens the modal and enters the query: at once, as a paste or an autofill
 * does, or typed a key at a time, where what is under test is typing.
 */
async function searchFor(page: Page, query: string, { typed = false } = {}) {
  await openModal(page);
  if (typed) await searchBox(page).pressSequentially(query);
  else await searchBox(page).fill(query);
  // The answer to the whole query, not to the one before the last keystroke,
  // which stays on screen while the last one runs.
  await expect(dialog(page).getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false', LOADING);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
}

test.describe('the search modal', () => {
  test.beforeEach(async ({ page, allowConsole }) => {
    await withoutAskAi(page, allowConsole);
  });

  test('Ctrl+K toggles it, even from a field; "/" opens it except while typing in a field; Escape closes it', async ({ page }) => {
    await openPage(page, '/docs/intro');
    await openModal(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await openPage(page, '/request-demo');
    const field = page.getByRole('textbox').first();
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
    await openModal(page);
    await page.keyboard.press('Escape');
    await expect(field).toBeFocused();
  });

  test('typing lists the results grouped by page with the wanted page first; Enter opens it', async ({ page }) => {
    // Queries of packages/sitegen/search/testdata/relevance.yaml (an abbreviation, a typo, two words, a word being typed) whose wanted page ranks first.
    const cases = [
      { query: 'awb', want: '/solutions/air-freight' },
      { query: 'demurage', want: '/solutions/ocean-freight' },
      { query: 'foreach task', want: '/docs/development/workflows/tasks/foreach' },
      { query: 'pickup ord', want: '/docs/user-manual/operations/pickup-order' },
    ];
    await openPage(page, '/');
    for (const { query, want } of cases) {
      await searchFor(page, query, { typed: true });
      const groups = dialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('group');
      expect(await groups.count(), query).toBeGreaterThan(0);
      for (const group of await groups.all()) {
        expect(await group.getByRole('option').count(), query).toBeLessThanOrEqual(5);
      }
      await expect(groups.first().getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(page, query).toHaveURL((url) => url.pathname === want);
    }
  });

  test('results mark the words the search matched: a misspelt query marks the word it stands for, and a stop word marks nothing', async ({
    page,
  }) => {
    await openPage(page, '/');
    await searchFor(page, 'demurage');
    const marked = await options(page).first().locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word).toMatch(/^demurrage$/i);

    await page.keyboard.press('Escape');
    await searchFor(page, 'bill of lading');
    const words = (await dialog(page).getByRole('listbox', { name: 'Search results' }).locator('mark').allTextContents()).map((w) =>
      w.toLowerCase(),
    );
    expect(words).toContain('lading');
    expect(words).not.toContain('of');
  });

  test('ArrowDown and ArrowUp move through the results and wrap; Ctrl+Enter opens the chosen one in a new tab', async ({ page }) => {
    await openPage(page, '/');
    await searchFor(page, 'invoice');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    const selected = () => dialog(page).getByRole('option', { selected: true });

    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(selected()).toHaveCount(1);
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await selected().getAttribute('id'))!);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    // The second result may be a section of any page, the home page's included: it opens on this site, and is a page that exists.
    expect(new URL(tab.url()).origin).toBe(new URL(page.url()).origin);
    await expect(tab.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    await expect(dialog(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await tab.close();
  });

  test('Escape closes it and gives focus back to the search button', async ({ page }) => {
    await openPage(page, '/docs/intro');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });
    await button.click();
    await expect(searchBox(page)).toBeFocused(LOADING);
    await searchBox(page).pressSequentially('jobs');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a visited result is kept under Recent, can become a favourite or be removed, and both lists survive a reload', async ({ page }) => {
    await openPage(page, '/');
    for (const { query, want } of [
      { query: 'quickbooks', want: '/integrations/quickbooks' },
      { query: 'foreach task', want: '/docs/development/workflows/tasks/foreach' },
    ]) {
      await searchFor(page, query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === want);
    }

    await openModal(page);
    const recent = dialog(page).getByRole('region', { name: 'Recent' });
    await expect(recent.getByRole('link')).toHaveText([/Foreach/i, /QuickBooks/i]);
    await recent
      .getByRole('listitem')
      .filter({ hasText: /QuickBooks/i })
      .getByRole('button', { name: 'Save this search' })
      .click();
    const favorites = dialog(page).getByRole('region', { name: 'Favorite' });
    await expect(favorites.getByRole('link')).toHaveText([/QuickBooks/i]);
    await expect(recent.getByRole('link')).toHaveText([/Foreach/i]);

    await page.reload();
    await waitForRouter(page);
    const stored = await page.evaluate(([r, f]) => [localStorage.getItem(r), localStorage.getItem(f)], [RECENT_KEY, FAVORITE_KEY]);
    expect(JSON.parse(stored[0]!)).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/docs\/development\/workflows\/tasks\/foreach/) }),
    ]);
    expect(JSON.parse(stored[1]!)).toEqual([expect.objectContaining({ url: expect.stringMatching(/^\/integrations\/quickbooks/) })]);
    await openModal(page);
    await expect(favorites.getByRole('link')).toHaveText([/QuickBooks/i]);
    await expect(recent.getByRole('link')).toHaveText([/Foreach/i]);

    await favorites.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await recent.getByRole('button', { name: 'Remove this search from history' }).click();
    await expect(dialog(page).getByText('No recent searches')).toBeVisible();
    await page.reload();
    await waitForRouter(page);
    await openModal(page);
    await expect(dialog(page).getByText('No recent searches')).toBeVisible();
  });

  test('a query that matches nothing shows the no-results texts, suggestions and the "Let us know." link', async ({ page }) => {
    await openPage(page, '/');
    await openModal(page);
    await searchBox(page).pressSequentially('zqxjv');
    await expect(dialog(page).getByText('No results found for', { exact: false })).toHaveText('No results found for "zqxjv"');
    await expect(dialog(page).getByText('Try searching for:')).toBeVisible();
    await expect(dialog(page).getByText('Believe this query should return results?', { exact: false })).toHaveText(
      'Believe this query should return results? Let us know.',
    );
    const report = dialog(page).getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /zqxjv/);
    await expect(options(page)).toHaveCount(0);

    await dialog(page).getByRole('button', { name: 'workflow' }).click();
    await expect(searchBox(page)).toHaveValue('workflow');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('an index shard that cannot be fetched shows the fetch-failure texts', async ({ page, allowConsole }) => {
    allowConsole(/net::ERR_FAILED/);
    await page.route(/\/search-index\/t\d+\.[0-9a-f]+\.json$/, (route) => route.abort('failed'));
    await openPage(page, '/');
    await openModal(page);
    await searchBox(page).pressSequentially('quickbooks');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
    await expect(options(page)).toHaveCount(0);
  });

  test('"See all N results" leads to /search?q= with the same count', async ({ page }) => {
    await openPage(page, '/');
    await searchFor(page, 'cycle count');
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results$/ });
    const total = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
    await seeAll.click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'cycle count');
    await expect(page.getByText(total === 1 ? 'One document found' : `${total} documents found`, { exact: true })).toBeVisible();
  });
});

test.describe('the /search page', () => {
  test.beforeEach(async ({ page, allowConsole }) => {
    await withoutAskAi(page, allowConsole);
  });

  test('a /search?q= link shows the results and their count', async ({ page }) => {
    await openPage(page, '/search?q=quickbooks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "quickbooks"');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('quickbooks');
    const count = page.getByText(/^(One document found|\d+ documents found)$/);
    await expect(count).toBeVisible();
    const results = page.getByRole('main').getByRole('link', { name: /QuickBooks/i });
    await expect(results.first()).toHaveAttribute('href', /^\/integrations\/quickbooks/);
  });

  test('an empty /search asks for a query; a query that matches nothing says so', async ({ page }) => {
    await openPage(page, '/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Type your search here');
    await openPage(page, '/search?q=zqxjv');
    await expect(page.getByText('No results were found')).toBeVisible();
  });

  test('typing keeps the query in ?q= without new history entries and searches 300 ms after the last key', async ({ page }) => {
    const shardRequests: string[] = [];
    page.on('request', (request) => /\/search-index\/t\d+\./.test(request.url()) && shardRequests.push(request.url()));
    await page.clock.install();
    await openPage(page, '/search');
    // From here the page's timers fire only when the test moves the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('putaway');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'putaway');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "putaway"');

    const count = page.getByText(/^(One document found|\d+ documents found)$/);
    await page.clock.runFor(299);
    // Real time for a search that had started to ask for its shards.
    await page.waitForTimeout(300);
    expect(shardRequests).toEqual([]);
    await expect(count).toBeHidden();
    await page.clock.runFor(1);
    await expect(count).toBeVisible();
    expect(shardRequests.length).toBeGreaterThan(0);
  });
});

/** The /search page's result pages (their title links), in the order shown. */
const resultLinks = (page: Page) =>
  page
    .getByRole('list', { name: 'Search results' })
    .evaluate((list) => [...list.querySelectorAll('h2 a')].map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/** The /search page's and the modal's result pages, by title, in the order shown. */
const pageTitles = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 }).allTextContents();
const modalGroupTitles = async (page: Page) => {
  const groups = await dialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('group').all();
  return Promise.all(groups.map(async (group) => (await group.getAttribute('aria-labelledby')) ?? '')).then((ids) =>
    Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent())),
  );
};

test.describe('one ranking of pages', () => {
  test.beforeEach(async ({ page, allowConsole }) => {
    await withoutAskAi(page, allowConsole);
  });

  // An integration, a company page and a phrase that docs and a solution share.
  // What a page is, as sitegen's searchGroup names it.
  const kinds = ['User manual', 'Developer guide', 'Documentation', 'Solutions', 'Integrations', 'Company'];
  for (const { query, first, kind } of [
    { query: 'quickbooks', first: 'QuickBooks Online', kind: 'Integrations' },
    { query: 'careers', first: 'Careers', kind: 'Company' },
    { query: 'bill of lading', first: null, kind: null },
  ]) {
    test(`"${query}": the /search page and the modal list the same pages in the same order, each with what it is`, async ({ page }) => {
      test.setTimeout(90_000);
      await openPage(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByText(/^\d+ documents? found/)).toBeVisible(LOADING);
      const onPage = await pageTitles(page);
      const labels = await page
        .getByRole('list', { name: 'Search results' })
        .getByRole('heading', { level: 2 })
        .evaluateAll((titles) => titles.map((title) => title.previousElementSibling?.textContent ?? ''));
      expect(
        labels.filter((label) => !kinds.includes(label)),
        'every page says what it is',
      ).toEqual([]);
      if (first) expect([onPage[0], labels[0]], 'the page about the name first').toEqual([first, kind]);

      await openPage(page, '/');
      await searchFor(page, query);
      await expect(dialog(page).getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false', LOADING);
      expect(await modalGroupTitles(page)).toEqual(onPage);
    });
  }
});

test.describe('the Docs / All filter', () => {
  test.beforeEach(async ({ page, allowConsole }) => {
    await withoutAskAi(page, allowConsole);
  });

  // "bill of lading" matches the trucking solution's sections as well as docs pages: All lists both.
  const query = 'bill of lading';

  test('/search offers it, All by default in the engine’s page order; Docs keeps to the docs and says so in ?scope=', async ({ page }) => {
    // Three searches and two page loads.
    test.setTimeout(90_000);
    await openPage(page, `/search?q=${encodeURIComponent(query)}`);
    const filter = page.getByRole('group', { name: 'Search in' });
    await expect(filter.getByRole('radio', { name: 'All pages' })).toBeChecked();
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible(LOADING);
    const all = await resultLinks(page);
    expect(
      all.some((path) => !path.startsWith('/docs/')),
      'All lists pages outside the docs too',
    ).toBe(true);
    expect(new Set(all).size, 'each page once').toBe(all.length);

    await filter.getByRole('radio', { name: 'Docs' }).check();
    await expect(page).toHaveURL((url) => url.searchParams.get('scope') === 'docs' && url.searchParams.get('q') === query);
    await expect.poll(async () => (await resultLinks(page)).filter((path) => !path.startsWith('/docs/')), LOADING).toEqual([]);
    const docs = await resultLinks(page);
    expect(docs.length).toBeGreaterThan(0);

    // The URL is the list: opened again, it shows Docs chosen and the same results.
    await openPage(page, `/search?q=${encodeURIComponent(query)}&scope=docs`);
    await expect(page.getByRole('radio', { name: 'Docs' })).toBeChecked();
    await expect.poll(() => resultLinks(page), LOADING).toEqual(docs);
  });

  test('in the modal on a docs page, All opens the best page (a docs page for this query) and "See all" carries the scope to /search', async ({
    page,
  }) => {
    // The modal's chunk, two searches and a navigation.
    test.setTimeout(90_000);
    await openPage(page, '/docs/user-manual/operations/jobs');
    await searchFor(page, query);
    await dialog(page).getByRole('button', { name: 'All pages' }).click();
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toHaveAttribute('href', `/search?q=${encodeURIComponent(query)}&scope=all`, LOADING);
    await expect(dialog(page).getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false', LOADING);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\//);
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('the Docs / All filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is part of the /search GET form: Enter in the field sends the query and the choice', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('radio', { name: 'Docs' }).check();
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill('bill of lading');
    await field.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'bill of lading' && url.searchParams.get('scope') === 'docs',
    );
  });
});

test.describe('Ask AI', () => {
  test.beforeEach(async ({ request }) => {
    const probe = await request.get('/api/ask');
    expect(probe.status()).toBe(200);
    expect(await probe.json()).toMatchObject({ enabled: true });
  });

  test('the modal offers "Ask AI: <query>" first when the server says it is enabled', async ({ page }) => {
    await openPage(page, '/');
    await searchFor(page, 'close a job');
    await expect(options(page).first()).toHaveText('Ask AI: close a job');
    await expect(options(page).nth(1)).toBeVisible();
  });

  test('Enter streams an answer with its sources and the disclaimer; Escape goes back to keyword search, a second Escape closes', async ({
    page,
  }) => {
    await openPage(page, '/');
    await searchFor(page, 'how do i close a job');
    await expect(options(page).first()).toHaveText('Ask AI: how do i close a job');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/ask');
    // Every text the answer shows while it streams: more than one means it arrived in pieces.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { answerTexts: string[] }).answerTexts = seen;
      new MutationObserver(() => {
        const paragraphs = [...document.querySelectorAll('[role="log"] article p')].map((p) => p.textContent ?? '');
        const text = paragraphs.find((t) => t !== '' && t !== 'Answering...');
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.keyboard.press('Enter');

    const body = (await posted).postDataJSON() as { question: string; sources: { title: string; url: string; text: string }[] };
    expect(body.question).toBe('how do i close a job');
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources.length).toBeLessThanOrEqual(6);
    for (const source of body.sources) {
      expect(source.url).toMatch(/^\//);
      expect(source.text.length).toBeGreaterThan(0);
    }

    const log = dialog(page).getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(log.getByRole('heading', { name: 'how do i close a job' })).toBeVisible();
    const answer = await log
      .locator('article p')
      .filter({ hasNotText: /^Answering/ })
      .first()
      .textContent();
    expect(body.sources.some((s) => answer!.includes(s.title))).toBe(true);
    const texts = await page.evaluate(() => (window as unknown as { answerTexts: string[] }).answerTexts);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts[texts.length - 1]).toBe(answer);

    const sources = log.getByRole('region', { name: 'Related sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(0);
    for (const href of await sources.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(body.sources.map((s) => s.url)).toContain(href);
    }
    await expect(log).toContainText('Answers are generated with AI which can make mistakes. Verify responses.');
    await expect(dialog(page).getByRole('combobox', { name: 'Ask another question...' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
    await expect(searchBox(page)).toHaveValue('how do i close a job');
    await expect(options(page).first()).toHaveText('Ask AI: how do i close a job');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('an upstream failure shows the chat error', async ({ page, allowConsole }) => {
    // The server may refuse with a 5xx status instead of an error event; Chromium logs that status.
    allowConsole(/status of 5\d\d/);
    await openPage(page, '/');
    await searchFor(page, 'close a job fail-upstream');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/ask');
    await page.keyboard.press('Enter');
    await answered;
    const log = dialog(page).getByRole('log');
    await expect(log.getByText('Chat error')).toBeVisible();
    await expect(log).toHaveAttribute('aria-busy', 'false');
  });
});

test('without Ask AI on the server (a static host: GET /api/ask answers 404) the modal offers no Ask AI row', async ({
  page,
  allowConsole,
}) => {
  await withoutAskAi(page, allowConsole);
  const probed = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/ask');
  await openPage(page, '/');
  await openModal(page);
  expect((await probed).status()).toBe(404);
  await searchBox(page).pressSequentially('close a job');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).getByRole('option', { name: /^Ask AI/ })).toHaveCount(0);
});

test.describe('result snippets', () => {
  test.beforeEach(async ({ page, allowConsole }) => {
    await withoutAskAi(page, allowConsole);
  });

  // What a page's source holds and its reader does not read: a code
  // sample's UUID or YAML lines, Markdown's link and bold syntax.
  const source = [
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
    /(\b[a-z][A-Za-z]*: +("[^"]*"|[A-Za-z0-9][^\s:,]*) +){3}/,
    /\]\(/,
    /\*\*[^*\s][^*]*\*\*/,
  ];
  // Words of the home page's workflow sample, of a doc page's YAML, and of an
  // integration's Markdown setup steps.
  for (const query of ['delivery notice to customer', 'workflowId', 'aes settings connections']) {
    test(`"${query}": every snippet on /search quotes the page's text, not its source`, async ({ page }) => {
      await openPage(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByText(/^\d+ documents? found/)).toBeVisible(LOADING);
      const snippets = await page.getByRole('list', { name: 'Search results' }).getByRole('paragraph').allTextContents();
      expect(snippets.length, 'the results have snippets').toBeGreaterThan(3);
      const unreadable = snippets.filter((text) => source.some((pattern) => pattern.test(text)));
      expect(unreadable).toEqual([]);
    });
  }
});
