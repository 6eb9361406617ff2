// Measures the dev loop of `mage dev`: the time from saving a Markdown file
// to its new text on the open page, in headless Chromium, and checks what
// live editing promises: no full reload, a content error shown as an overlay
// with the build's file:line:col message and gone once fixed, and a UI
// component edit hot-reloaded in place.
//
// It works on a copy of content/ in a temporary folder (FL_CONTENT_DIR) and
// its own work folder, and restores the one UI source file it touches, so
// nothing of the repository changes. Prints one line of JSON, the raw
// samples of each save in milliseconds:
//   {"latenciesMs":[…],"watcherRunsMs":[…],"searchIndexRunsMs":[…]}
// and exits non-zero when a check fails. `go run mage.go bench:devLoop`
// runs it and prints the median and range (packages/stats, as every bench).
//
// Usage (from the repository root):
//   node apps/site/scripts/devloop-latency.mjs [--runs 7] [--port 5301]
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), FL_DEV_PORT (the port).
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../packages/ui/visual/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: process.env.FL_DEV_PORT ?? '5301' },
    'skip-ui': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number of at least 1, not "${args.runs}"`);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a TCP port, not "${args.port}"`);

/** The page measured, and its Markdown source below content/. */
const route = '/docs/user-manual/operations/jobs';
const docFile = 'docs/user-manual/operations/jobs.md';
/** A UI component on that page, and the text its edit changes. */
const uiFile = path.join(root, 'packages/ui/src/VersionBadge/VersionBadge.tsx');
const uiDefault = "label = 'Version'";
/** How long one step may take before the check fails. */
const STEP_TIMEOUT_MS = 15_000;
/** How long the first generation and the dev server's start may take. */
const START_TIMEOUT_MS = 180_000;

function fail(message) {
  console.error(`devloop-latency: ${message}`);
  process.exit(1);
}

class CheckFailed extends Error {}
const check = (condition, message) => {
  if (!condition) throw new CheckFailed(message);
};

const log = (message) => console.error(`devloop-latency: ${message}`);

/** Starts `mage dev` on the copied content; resolves once the dev server answers. */
async function startDev(contentDir, workDir) {
  const child = spawn('go', ['run', 'mage.go', 'dev'], {
    cwd: root,
    env: { ...process.env, FL_CONTENT_DIR: contentDir, FL_WORK_DIR: workDir, FL_DEV_PORT: String(port) },
    // Its own process group: mage, go run and vite all end with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 250))]);
    if (code !== undefined) throw new CheckFailed(`mage dev exited with ${code} before serving:\n${output.slice(-3000)}`);
    try {
      const response = await fetch(`http://localhost:${port}${route}`);
      if (response.ok) return { child, exited, output: () => output };
    } catch {
      // Not listening yet.
    }
  }
  throw new CheckFailed(`mage dev did not serve http://localhost:${port} within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
}

/** Ends mage dev and everything it started (its process group), forcefully if it lingers. */
async function stopDev(dev) {
  if (!dev || dev.child.exitCode !== null) return;
  const signalGroup = (signal) => {
    try {
      process.kill(-dev.child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const exited = await Promise.race([dev.exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
  if (!exited) signalGroup('SIGKILL');
}

/**
 * Arms a watch in the page for `text` to appear in the document; the
 * returned function waits for it and gives the page's Date.now() at the
 * mutation that added it.
 */
async function watchForText(page, text) {
  await page.evaluate((wanted) => {
    window.__devloopSeen = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent.includes(wanted)) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  return () =>
    page.evaluate(
      (timeout) =>
        Promise.race([window.__devloopSeen, new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeout))]),
      STEP_TIMEOUT_MS,
    );
}

const sameDocument = (page, marker) => page.evaluate((m) => window.__devloopMarker === m, marker).catch(() => false);

/** The content watcher's status after its last run: {version, error?, durationMs, stages, pages, searchIndex, searchIndexMs}. */
async function watcherStatus(statusFile) {
  try {
    return JSON.parse(await readFile(statusFile, 'utf8'));
  } catch {
    return { version: 0 };
  }
}

/**
 * Waits until the watcher has finished the run after `version`, its search
 * index included (the page data comes first, the search index after it), so
 * each save is measured from an idle watcher, as an editor's saves seconds
 * apart are.
 */
async function watcherRunAfter(statusFile, version) {
  const deadline = Date.now() + STEP_TIMEOUT_MS * 2;
  while (Date.now() < deadline) {
    const status = await watcherStatus(statusFile);
    if (status.version > version && (status.error || status.searchIndex >= status.version)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new CheckFailed(`the content watcher did not finish its run after run ${version}`);
}

/** Undoes what the measurement changed when it is interrupted (Ctrl-C): the finally blocks do not run then. */
let onInterrupt = () => undefined;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    onInterrupt();
    process.exit(130);
  });
}

async function measure() {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'fl-devloop-'));
  const contentDir = path.join(temp, 'content');
  const workDir = path.join(temp, 'work');
  await cp(path.join(root, 'content'), contentDir, { recursive: true });
  const docPath = path.join(contentDir, docFile);
  const original = await readFile(docPath, 'utf8');
  const uiOriginal = await readFile(uiFile, 'utf8');
  let dev;
  let browser;
  onInterrupt = () => {
    writeFileSync(uiFile, uiOriginal);
    if (dev) process.kill(-dev.child.pid, 'SIGKILL');
    rmSync(temp, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    dev = await startDev(contentDir, workDir);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`http://localhost:${port}${route}`);
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const marker = `devloop-${process.pid}-${Date.now()}`;
    await page.evaluate((m) => (window.__devloopMarker = m), marker);

    // 1. Saved Markdown → new text on screen, without a reload.
    const statusFile = path.join(workDir, 'dev', 'gen', 'dev-status.json');
    const pageDataFile = path.join(workDir, 'dev', 'gen', 'pages', `${route.slice(1)}.page`);
    const latencies = [];
    const watcherRuns = [];
    const searchIndexRuns = [];
    for (let run = 1; run <= runs; run += 1) {
      const sentence = `Dev loop check ${run} of ${marker}.`;
      const seen = await watchForText(page, sentence);
      const before = await watcherStatus(statusFile);
      const saved = Date.now();
      await writeFile(docPath, `${original.trimEnd()}\n\n${sentence}\n`);
      let shownAt;
      try {
        shownAt = await seen();
      } catch {
        throw new CheckFailed(`run ${run}: "${sentence}" did not appear on ${route} within ${STEP_TIMEOUT_MS / 1000} s`);
      }
      check(await sameDocument(page, marker), `run ${run}: the page reloaded instead of updating in place`);
      latencies.push(shownAt - saved);
      // Where the time went: the page data file's write splits the watcher's share from the dev server's and the page's.
      const written = Math.round((await stat(pageDataFile)).mtimeMs);
      const status = await watcherRunAfter(statusFile, before.version);
      check(!status.error, `run ${run}: the content watcher reported errors:\n${status.error}`);
      watcherRuns.push(status.durationMs);
      searchIndexRuns.push(status.searchIndexMs);
      const stages = (status.stages ?? []).map(({ name, ms }) => `${name} ${ms.toFixed(1)}`).join(', ');
      log(
        `run ${run}: on screen after ${shownAt - saved} ms (page data written after ${written - saved} ms, shown ${shownAt - written} ms later); ` +
          `the watcher's run took ${Math.round(status.durationMs)} ms (${stages} ms), then the search index ${Math.round(status.searchIndexMs)} ms`,
      );
    }

    // 2. A content error shows as an overlay with the build's file:line:col message, and goes once fixed.
    const broken = original.replace(/^title: .*$/m, 'title: 42');
    check(broken !== original, `${docFile} has no title line to break`);
    const brokenLine = broken.split('\n').findIndex((line) => line.startsWith('title: 42')) + 1;
    await writeFile(docPath, broken);
    const overlay = page.getByRole('alertdialog', { name: 'Content error' });
    try {
      await overlay.waitFor({ timeout: STEP_TIMEOUT_MS });
    } catch {
      throw new CheckFailed('a broken front matter showed no error overlay');
    }
    const message = (await overlay.textContent()) ?? '';
    const expected = new RegExp(`${docFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${brokenLine}:\\d+: `);
    check(expected.test(message), `the overlay does not name ${docFile}:${brokenLine}:col; it says:\n${message}`);
    log(`overlay: ${message.split('\n').find((line) => expected.test(line))}`);
    await writeFile(docPath, original);
    try {
      await overlay.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    } catch {
      throw new CheckFailed('the error overlay stayed after the file was fixed');
    }
    await page.getByText(`Dev loop check ${runs} of ${marker}.`).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    check(await sameDocument(page, marker), 'the page reloaded while showing or clearing the error overlay');

    // 3. A UI component edit hot-reloads in place.
    if (!args['skip-ui']) {
      check(uiOriginal.includes(uiDefault), `${path.relative(root, uiFile)} no longer has ${uiDefault}: update this script`);
      const label = `Version ${marker}`;
      const seen = await watchForText(page, `${label}:`);
      const saved = Date.now();
      await writeFile(uiFile, uiOriginal.replace(uiDefault, `label = '${label}'`));
      try {
        log(`UI component: on screen after ${(await seen()) - saved} ms`);
      } catch {
        const reloaded = !(await sameDocument(page, marker));
        throw new CheckFailed(
          `the edit of ${path.relative(root, uiFile)} did not show on the page${reloaded ? ' (the page reloaded)' : ''}; the dev server said:\n${dev.output().slice(-2000)}`,
        );
      }
      check(await sameDocument(page, marker), 'the page reloaded after a UI component edit instead of hot-reloading it');
    }
    check(problems.length === 0, `the page threw: ${problems.join('; ')}`);
    return {
      latenciesMs: latencies,
      // The watcher's run per save, up to the page data written and reported.
      watcherRunsMs: watcherRuns,
      // The search index after it: how soon the watcher is idle again (a save meanwhile drops it).
      searchIndexRunsMs: searchIndexRuns,
    };
  } finally {
    await writeFile(uiFile, uiOriginal);
    await browser?.close();
    await stopDev(dev);
    // A process of mage dev's may still be writing into the folder for a moment after mage dev itself exited: rm retries ENOTEMPTY.
    await rm(temp, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

try {
  console.log(JSON.stringify(await measure()));
} catch (error) {
  fail(error instanceof CheckFailed ? error.message : (error?.stack ?? String(error)));
}
