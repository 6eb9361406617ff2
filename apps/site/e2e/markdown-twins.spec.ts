import { expect, test } from './fixtures';

// The Markdown twin of every page (issue #16): each route of the sitemap has
// its .md beside it, served as text/markdown, named in the page's head, and
// the page's own URL answers with it when the request prefers Markdown.

async function sitemapRoutes(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(routes.length).toBeGreaterThan(100);
  return routes;
}

const twinOf = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);

test('every route of the sitemap has its Markdown twin, served as text/markdown and named in its head', async ({ request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const route of await sitemapRoutes(request)) {
    const twin = await request.get(twinOf(route));
    const body = await twin.text();
    if (twin.status() !== 200) failures.push(`${twinOf(route)}: ${twin.status()}`);
    else if (twin.headers()['content-type'] !== 'text/markdown; charset=utf-8')
      failures.push(`${twinOf(route)}: ${twin.headers()['content-type']}`);
    // Code blocks may show HTML (a document template); the prose may not.
    else if (!body.startsWith('# ') || /<(div|span|aside|script)\b/.test(body.replace(/```[\s\S]*?```/g, '')))
      failures.push(`${twinOf(route)}: not clean Markdown`);
    const page = await (await request.get(route)).text();
    const link = `<link rel="alternate" type="text/markdown" href="https://www.freightlane.example${twinOf(route)}" />`;
    if (!page.includes(link)) failures.push(`${route}: the head does not name its twin`);
  }
  expect(failures).toEqual([]);
});

test('a page URL answers with the twin when Accept prefers text/markdown, and varies on Accept', async ({ request }) => {
  const twin = await (await request.get('/docs/user-manual/operations/jobs.md')).text();
  const negotiated = await request.get('/docs/user-manual/operations/jobs', { headers: { Accept: 'text/markdown' } });
  expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(negotiated.headers().vary).toContain('Accept');
  expect(await negotiated.text()).toBe(twin);
  expect(twin).toContain('## Job statuses');
  const html = await request.get('/docs/user-manual/operations/jobs', { headers: { Accept: 'text/html,*/*;q=0.8' } });
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('llms.txt links every docs twin, and llms-full.txt holds them', async ({ request }) => {
  const txt = await request.get('/llms.txt');
  expect(txt.status()).toBe(200);
  const list = await txt.text();
  expect(list).toMatch(/^# Freightlane\n\n> /);
  expect(list).toContain('](https://www.freightlane.example/docs/user-manual/operations/jobs.md): ');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('URL: https://www.freightlane.example/docs/user-manual/operations/jobs.md\n\n# Jobs\n');
});
