// Prerenders pages to static HTML with the SSR bundle, in worker threads
// (one per core, each loading the bundle once). The build (sitebuild in
// packages/sitegen) decides which pages need rendering, creates their
// folders and assembles the rest of the site; this script only renders.
// Usage: node scripts/prerender.mjs <work folder> <jobs file>
// where the work folder holds gen/, client/ and ssr/ from the earlier stages
// and the jobs file is JSON: {"out": <site folder>, "pages": [{"data":
// <data file below gen/pages>, "file": <HTML file below out>}], "brotli":
// {"quality": <0-11>, "minBytes": <size up to which a page gets no
// variant>, "maxRatio": <largest variant/page size ratio worth writing>}},
// every page a route of gen/routes.json; without "brotli" pages are
// written alone. The Brotli variant is made here, by zlib's native encoder,
// because the page is in memory already and that
// encoder is much faster than the build's pure-Go one; the build writes the
// gzip variant and gives the Brotli one the page's modification time.
import { readFileSync, writeFile } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { coverage, coversScreen, firstScreen, kindCritical, prepareFiles, prepareItems } from './critical-css.mjs';
import { BODY_ELEMENT, holdsBody } from './page-body.mjs';

/** Pages a worker takes at a time: few enough to share the work evenly, enough to keep messages rare. */
const BATCH = 16;

/** Sample pages a worker takes at a time: there are few, and each costs a whole render. */
const SAMPLE_BATCH = 4;

/**
 * Pages of a kind whose first screens make the kind's critical CSS: spread
 * evenly over the kind's routes (routes.json order), the same in every
 * build, whichever pages it renders.
 */
const SAMPLES = 12;

/**
 * The script that asks for a page's deferred styles and code after its
 * first paint (src/afterFirstPaint.ts, from the SSR bundle), with the lists
 * of its attributes.
 */
function afterFirstPaint(script, { styles, entry, modules }) {
  return `<script data-styles="${styles.join(' ')}" data-entry="${entry}" data-modules="${modules.join(' ')}">${script}</script>`;
}

/**
 * The site's font is preloaded with the HTML, but at low priority, so it
 * takes no bandwidth from the first paint's requests: its metric-matched
 * fallback (src/fonts.css) paints the text until it arrives. It is not left
 * until after the first paint with the code: arriving then, it moved a
 * docs page's paragraph at 412 px (CLS 0.002).
 */
const LOW_PRIORITY = 'fetchpriority="low"';

if (isMainThread) {
  await main();
} else {
  await worker();
}

async function main() {
  const [work, jobsFile] = process.argv.slice(2).map((p) => path.resolve(p));
  if (!jobsFile) {
    console.error('usage: node scripts/prerender.mjs <work folder> <jobs file>');
    process.exit(2);
  }
  const jobs = JSON.parse(await readFile(jobsFile, 'utf8'));
  if (
    typeof jobs?.out !== 'string' ||
    !Array.isArray(jobs.pages) ||
    jobs.pages.some((p) => typeof p?.data !== 'string' || typeof p?.file !== 'string')
  ) {
    console.error(`${jobsFile}: not a jobs file (expected {"out": "<folder>", "pages": [{"data": "<file>", "file": "<file>"}]})`);
    process.exit(2);
  }
  const brotli = jobs.brotli ?? null;
  if (
    brotli !== null &&
    !(
      Number.isInteger(brotli.quality) &&
      brotli.quality >= 0 &&
      brotli.quality <= 11 &&
      Number.isFinite(brotli.minBytes) &&
      brotli.maxRatio > 0
    )
  ) {
    console.error(
      `${jobsFile}: "brotli" must be {"quality": <0-11>, "minBytes": <bytes>, "maxRatio": <ratio above 0>}, not ${JSON.stringify(brotli)}`,
    );
    process.exit(2);
  }
  const queue = jobs.pages.map((page) => ({ data: page.data, file: page.file }));
  if (queue.length === 0) {
    console.log('prerendered 0 pages');
    return;
  }
  // A worker costs a bundle load (a few hundred milliseconds): a handful of
  // pages after a small edit is rendered by one.
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(queue.length / (4 * BATCH))));
  try {
    const site = await clientSite(work);
    const pool = workerPool(count, { work, out: path.resolve(jobs.out), brotli, template: site.template, fontPreloads: site.fontPreloads });
    const gen = path.join(work, 'gen');
    const routes = JSON.parse(await readFile(path.join(gen, 'routes.json'), 'utf8'));
    const kindOfData = new Map(routes.map((r) => [r.data, r.kind]));
    // The kinds of the pages to render, each with its first page.
    const firstOfKind = new Map();
    for (const job of queue) {
      const kind = kindOfData.get(job.data);
      if (kind === undefined) throw new Error(`prerender ${job.file}: ${job.data} is no route's data in routes.json`);
      if (!firstOfKind.has(kind)) firstOfKind.set(kind, job);
    }
    // 1. The kinds' sample pages, rendered by the workers; those the build
    // renders too are not rendered again.
    const samples = [];
    for (const [kind, first] of firstOfKind) {
      const picked = pickSamples(routes.filter((r) => r.kind === kind));
      for (const sample of picked.length > 0 ? picked : [first]) samples.push({ data: sample.data });
    }
    const screens = new Map(); // kind -> [{ used, rendered }]
    const rendered = new Map(); // data file -> { rendered, used }
    const sampling = pool.run('samples', samples, SAMPLE_BATCH, (msg) => {
      for (const r of msg.results) {
        if (!screens.has(r.kind)) screens.set(r.kind, []);
        screens.get(r.kind).push(r);
        rendered.set(r.data, { rendered: r.rendered, used: r.used });
      }
    });
    // Meanwhile (the workers load the SSR bundle first), the stylesheets are parsed.
    site.parseStylesheets();
    await sampling;
    // 2. Each kind's head, made once here from its samples' first screens and
    // its stylesheets (each parsed once), given to every worker.
    const heads = new Map();
    for (const [kind, sampled] of screens)
      heads.set(
        kind,
        site.kindHead(
          sampled[0].rendered.moduleFile,
          sampled.map((r) => r.used),
        ),
      );
    pool.broadcast({ type: 'kinds', heads });
    // 3. The pages.
    let done = 0;
    let wholeCss = 0;
    const pages = queue.map((job) => {
      const again = rendered.get(job.data);
      return again ? { ...job, ...again } : job;
    });
    rendered.clear();
    await pool.run('pages', pages, BATCH, (msg) => {
      done += msg.done;
      wholeCss += msg.whole;
    });
    await pool.close();
    console.log(
      `prerendered ${done} pages with ${count} worker${count === 1 ? '' : 's'}; ${wholeCss} carry their kind's whole CSS, the others its critical CSS`,
    );
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}

/** The sample pages of a kind (SAMPLES) among its routes. */
function pickSamples(routes) {
  if (routes.length <= SAMPLES) return routes;
  const step = routes.length / SAMPLES;
  return Array.from({ length: SAMPLES }, (_, i) => routes[Math.floor(i * step)]);
}

/**
 * Worker threads, each loading the SSR bundle once, that take items in
 * batches: run(type, items, size, onReply) resolves when every batch of the
 * items has been answered, each answer given to onReply; a worker's error
 * rejects it.
 */
function workerPool(count, workerData) {
  const workers = [];
  let job = null; // { type, items, size, next, busy, onReply, resolve, reject }
  let failure = null;
  const exits = [];
  const fail = (err) => {
    failure ??= err;
    job?.reject(failure);
  };
  const feed = (w) => {
    const batch = job.items.slice(job.next, job.next + job.size);
    job.next += batch.length;
    if (batch.length > 0) {
      job.busy++;
      w.postMessage({ type: job.type, batch });
    } else if (job.busy === 0) job.resolve();
  };
  for (let i = 0; i < count; i++) {
    const w = new Worker(new URL(import.meta.url), { workerData });
    w.on('message', (msg) => {
      if (msg.error) {
        fail(new Error(`prerender ${msg.file}: ${msg.error}`));
        return;
      }
      job.busy--;
      job.onReply(msg);
      feed(w);
    });
    w.on('error', fail);
    exits.push(
      new Promise((resolve) =>
        w.on('exit', (code) => {
          if (code !== 0) fail(new Error(`prerender worker exited with code ${code}`));
          resolve();
        }),
      ),
    );
    workers.push(w);
  }
  return {
    run(type, items, size, onReply) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        job = { type, items, size, next: 0, busy: 0, onReply, resolve, reject };
        for (const w of workers) feed(w);
      });
    },
    broadcast(msg) {
      for (const w of workers) w.postMessage(msg);
    },
    async close() {
      for (const w of workers) w.postMessage(null);
      await Promise.all(exits);
      if (failure) throw failure;
    },
  };
}

/**
 * What the client build gives every page: the template around the app, and
 * kindHead(), the head tags of a page kind, whose stylesheets
 * parseStylesheets() can parse ahead.
 */
async function clientSite(work) {
  const client = path.join(work, 'client');
  const manifest = JSON.parse(await readFile(path.join(client, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const entryCss = entry?.css ?? [];
  const { template: page, code } = withoutCode(withoutStylesheets(await readFile(path.join(client, 'index.html'), 'utf8'), entryCss));
  const template = splitTemplate(page);
  // The entry's own imports, which the template preloaded (code.modules).
  const entryImports = new Set((entry?.imports ?? []).map((key) => manifest[key]?.file));
  // The entry's fonts (the site's typeface, from its stylesheet), found at
  // once rather than at the first layout, but at low priority.
  const fontPreloads = (entry?.assets ?? [])
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" ${LOW_PRIORITY} crossorigin />`);

  /** The text of one CSS file of the client build, and its rules (prepareItems), each made once. */
  const cssText = new Map();
  const cssItems = new Map();
  const css = (file) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = inlineCss(readFileSync(path.join(client, file), 'utf8'), file);
      cssText.set(file, text);
    }
    return text;
  };
  const itemsOf = (file) => {
    let items = cssItems.get(file);
    if (items === undefined) {
      items = prepareItems(css(file));
      cssItems.set(file, items);
    }
    return items;
  };

  /**
   * What a page kind's chunk puts in the head: its stylesheets (its chunks'
   * CSS, then the entry's, the order they had as links), their critical
   * part made from the first screens of the kind's sample pages, what
   * coversScreen() needs to tell whether a page needs more, and the script
   * that asks for the rest of its styles and its code (its JS chunk and the
   * chunks it imports) after its first paint.
   */
  const kindHead = (moduleFile, screens) => {
    const { css: chunkCss, js } = chunkAssets(manifest, moduleFile);
    const files = [...chunkCss, ...entryCss];
    const full = files.map(css).join('');
    const prepared = prepareFiles(files, itemsOf);
    const critical = kindCritical(prepared, screens);
    const modules = [...code.modules, ...js.filter((file) => !entryImports.has(file)).map((file) => `/${file}`)];
    return {
      critical: critical.text,
      coverage: coverage(critical, prepared),
      // The first screen from the critical CSS, the rest loaded after it
      // or, without JavaScript, as before.
      code: { styles: files.map((file) => `/${file}`), entry: code.entry, modules },
      noscript: `<noscript>${files.map((file) => `<link rel="stylesheet" href="/${file}" />`).join('')}</noscript>`,
      // A page whose first screen needs more than the kind's critical CSS
      // carries all of it inline, with the chunk's stylesheets as disabled
      // links, which the browser never fetches but Vite's chunk loader takes
      // as loaded (a later client navigation to a page of the same kind
      // would otherwise add and fetch them again).
      whole: [`<style>${full}</style>`, ...chunkCss.map((file) => `<link rel="stylesheet" href="/${file}" disabled />`)],
    };
  };
  /** Parses every stylesheet of the client build (itemsOf), ready for kindHead(). */
  const parseStylesheets = () => {
    for (const chunk of Object.values(manifest)) for (const file of chunk.css ?? []) itemsOf(file);
  };
  return { template, fontPreloads, kindHead, parseStylesheets };
}

async function worker() {
  const { work, out, brotli, template, fontPreloads } = workerData;
  const gen = path.join(work, 'gen');
  const { render, readPageFile, BODY_IN_HTML_ATTRIBUTE, AFTER_FIRST_PAINT_SCRIPT } = await import(
    pathToFileURL(path.join(work, 'ssr/entry-server.js')).href
  );
  let heads = new Map(); // kind -> kindHead(), from the main thread
  let whole = 0; // pages of this batch with their kind's whole CSS inline

  /** A page's data file read (readPageFile): the page, its JSON line, its body or null. */
  const pageData = (data) => readPageFile(readFileSync(path.join(gen, 'pages', data), 'utf8'));

  /** A sample page's first screen (firstScreen), with its render for the page itself. */
  async function sample(item) {
    const { page } = pageData(item.data);
    const r = await render(page);
    return { kind: page.kind, data: item.data, used: firstScreen(r.html), rendered: r };
  }

  /** The tags a page adds to the head: styles, code. */
  function headTags(page, used) {
    const k = heads.get(page.kind);
    if (k === undefined) throw new Error(`no head for the page kind "${page.kind}"`);
    if (coversScreen(k.coverage, used)) {
      return [...fontPreloads, `<style>${k.critical}</style>`, afterFirstPaint(AFTER_FIRST_PAINT_SCRIPT, k.code), k.noscript];
    }
    whole++;
    return [...fontPreloads, ...k.whole, afterFirstPaint(AFTER_FIRST_PAINT_SCRIPT, { ...k.code, styles: [] })];
  }

  /** The HTML document of one page. */
  async function renderPage(job) {
    // The data file's JSON line goes into the page as it is (escaped for a
    // <script>), so it is parsed once and never serialised again; the body
    // after it is in the page's HTML only, where hydration reads it back.
    const { json, body, page } = pageData(job.data);
    const { html, head } = job.rendered ?? (await render(page));
    if (body !== null && !holdsBody(body, html)) {
      throw new Error(
        `the page's body is not the whole content of its one Markdown element (${BODY_ELEMENT}), where hydration reads it back`,
      );
    }
    const marked = body === null ? '' : ` ${BODY_IN_HTML_ATTRIBUTE}`;
    return (
      template.beforeHead +
      [head, ...headTags(page, job.used ?? firstScreen(html))].join('\n    ') +
      template.beforeApp +
      html +
      template.beforeData +
      `<script id="__PAGE_DATA__" type="application/json"${marked}>${scriptSafe(json)}</script>` +
      template.rest
    );
  }

  /** Writes a file (by libuv's threads), resolving when it is written or failed. */
  const write = (file, bytes) =>
    new Promise((resolve) =>
      writeFile(path.join(out, file), bytes, (err) => {
        if (err && !failed) failed = { error: err.message, file };
        resolve();
      }),
    );

  /**
   * A page's Brotli variant by the build's rules, or null when it is not worth writing. It is made here,
   * synchronously: in libuv's threads the encoder's large allocations cost twice its work in system time.
   */
  const compress = (bytes) => {
    if (brotli === null || bytes.length <= brotli.minBytes) return null;
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: brotli.quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
    const variant = brotliCompressSync(bytes, { params });
    return variant.length <= brotli.maxRatio * bytes.length ? variant : null;
  };

  // A page and its variant are written while the next one renders; the batch
  // is done when its writes are. The callback API costs less per file than
  // promises and file handles.
  let failed = null;
  parentPort.on('message', async (msg) => {
    if (msg === null) {
      parentPort.close();
      return;
    }
    if (msg.type === 'kinds') {
      heads = msg.heads;
      return;
    }
    if (msg.type === 'samples') {
      const results = [];
      for (const item of msg.batch) {
        try {
          results.push(await sample(item));
        } catch (err) {
          parentPort.postMessage({ error: err.stack ?? String(err), file: item.data });
          return;
        }
      }
      parentPort.postMessage({ results });
      return;
    }
    failed = null;
    whole = 0;
    const writes = [];
    for (const job of msg.batch) {
      let bytes, variant;
      try {
        bytes = Buffer.from(await renderPage(job));
        variant = compress(bytes);
      } catch (err) {
        parentPort.postMessage({ error: err.stack ?? String(err), file: job.file });
        return;
      }
      writes.push(write(job.file, bytes));
      if (variant) writes.push(write(`${job.file}.br`, variant));
    }
    await Promise.all(writes);
    parentPort.postMessage(failed ?? { done: msg.batch.length, whole });
  });
}

/** The template around its three placeholders, cut once instead of searched for every page. */
function splitTemplate(template) {
  const parts = [];
  let rest = template;
  for (const marker of ['<!--head-->', '<!--app-->', '<!--data-->']) {
    const at = rest.indexOf(marker);
    if (at < 0) throw new Error(`client/index.html has no ${marker} placeholder`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  return { beforeHead: parts[0], beforeApp: parts[1], beforeData: parts[2], rest };
}

/**
 * The CSS files and JS chunks a page kind's module needs, from the Vite
 * manifest: its own and those of the chunks it imports, the entry's left
 * out (the template loads the entry).
 */
function chunkAssets(manifest, moduleFile) {
  const css = new Set();
  const js = [];
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    js.push(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(moduleFile);
  return { css: [...css], js };
}

/** The template without the <link> of each of the entry's stylesheets, which the pages carry inline. */
function withoutStylesheets(template, files) {
  let out = template;
  for (const file of files) {
    const link = new RegExp(`\\s*<link rel="stylesheet"[^>]*? href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (!link.test(out)) throw new Error(`client/index.html has no <link rel="stylesheet"> of the entry's ${file}`);
    out = out.replace(link, '');
  }
  return out;
}

/**
 * The template without the entry's module script and Vite's modulepreloads
 * of its imports, which each page asks for after its first paint
 * (afterFirstPaint), and their URLs.
 */
function withoutCode(template) {
  const moduleScript = /\s*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/g;
  const entries = [...template.matchAll(moduleScript)].map((m) => m[1]);
  if (entries.length !== 1) throw new Error(`client/index.html has ${entries.length} <script type="module" src> of the entry, not one`);
  const modulepreload = /\s*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
  const modules = [...template.matchAll(modulepreload)].map((m) => m[1]);
  return { template: template.replace(moduleScript, '').replace(modulepreload, ''), code: { entry: entries[0], modules } };
}

/** A stylesheet's text ready to go inside a <style>, which ends at the first "</style". */
function inlineCss(text, file) {
  const body = text.replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  if (/<\/style/i.test(body)) throw new Error(`${file}: contains "</style", which would end the inline <style> early`);
  return body;
}

// JSON in a <script> must not be able to close the element.
const scriptSafe = (json) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
