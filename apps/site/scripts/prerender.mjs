// Prerenders every route in build/gen/routes.json to static HTML with the
// SSR bundle, and assembles the deployable site: the client build, the page
// data (/_data), the search index (/search-index), the content assets
// (/media), sitemap.xml and robots.txt.
// Usage: node scripts/prerender.mjs <repo root> <work folder> <output folder> <content folder>
// where the work folder holds gen/, client/ and ssr/ from the earlier stages.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, work, out, contentDir] = process.argv.slice(2).map((p) => path.resolve(p));
if (!contentDir) {
  console.error('usage: node scripts/prerender.mjs <repo root> <work folder> <output folder> <content folder>');
  process.exit(2);
}
const gen = path.join(work, 'gen');
const client = path.join(work, 'client');

const readJSON = async (file) => JSON.parse(await readFile(file, 'utf8'));
const { render } = await import(pathToFileURL(path.join(work, 'ssr/entry-server.js')).href);
const template = await readFile(path.join(client, 'index.html'), 'utf8');
const manifest = await readJSON(path.join(client, '.vite/manifest.json'));
const routes = await readJSON(path.join(gen, 'routes.json'));

await mkdir(out, { recursive: true });
await cp(client, out, { recursive: true, preserveTimestamps: true, filter: (src) => !src.endsWith(`${path.sep}.vite`) && src !== path.join(client, 'index.html') });
await cp(path.join(gen, 'pages'), path.join(out, '_data'), { recursive: true });
await cp(path.join(gen, 'search-index'), path.join(out, 'search-index'), { recursive: true });
await cp(path.join(gen, 'sitemap.xml'), path.join(out, 'sitemap.xml'));
await cp(path.join(gen, 'robots.txt'), path.join(out, 'robots.txt'));
await cp(path.join(contentDir, 'assets'), path.join(out, 'media'), { recursive: true }).catch((err) => {
  if (err.code !== 'ENOENT') throw err;
});

/** The CSS files and JS chunk a page kind's module needs, from the Vite manifest. */
function chunkAssets(moduleFile) {
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    // The entry chunk's CSS is already linked by the template.
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(moduleFile);
  return { css: [...css], js: manifest[moduleFile]?.file };
}

// JSON in a <script> must not be able to close the element.
const inlineJSON = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

async function renderPage(page, file) {
  const { html, head, moduleFile } = await render(page);
  const assets = chunkAssets(moduleFile);
  const base = '/';
  const links = [
    ...assets.css.map((css) => `<link rel="stylesheet" href="${base}${css}" />`),
    assets.js ? `<link rel="modulepreload" href="${base}${assets.js}" />` : '',
  ].filter(Boolean);
  const document = template
    .replace('<!--head-->', [head, ...links].join('\n    '))
    .replace('<!--app-->', html)
    .replace('<!--data-->', `<script id="__PAGE_DATA__" type="application/json">${inlineJSON(page)}</script>`);
  const target = path.join(out, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, document);
}

for (const route of routes) {
  const page = await readJSON(path.join(gen, 'pages', route.data));
  await renderPage(page, route.path === '/' ? 'index.html' : path.join(route.path, 'index.html'));
}
await renderPage(
  { path: '/404', kind: 'notFound', title: 'Page Not Found', description: 'We could not find what you were looking for.', data: {} },
  '404.html',
);
console.log(`prerendered ${routes.length} routes and 404.html`);
