import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The visual review page: a Playwright reporter that collects every picture
 * that differs from its baseline (or has none) and writes one HTML page, with
 * the expected, actual and diff images side by side, next to a copy of those
 * images. A designer opens `index.html`; approving is one command (named on
 * the page). Used by the story baselines (packages/ui/visual) and the site's
 * page baselines (apps/site/e2e/visual.spec.ts).
 */
export interface VisualReporterOptions {
  /** The folder the page and its images are written to (emptied first). */
  outputDir: string;
  /** The page's heading, e.g. "Story pictures". */
  title: string;
  /** The command that accepts the current pictures as the new baselines. */
  approveCommand: string;
  /** Only tests in files whose path ends with this (a suite that mixes picture and other tests). */
  files?: string;
}

interface Difference {
  test: string;
  picture: string;
  expected?: string;
  actual?: string;
  diff?: string;
  message: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the terminal colour codes this strips.
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
const escapeHTML = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export default class VisualReporter implements Reporter {
  private readonly differences: Difference[] = [];
  private compared = 0;
  private failedOtherwise: string[] = [];

  constructor(private readonly options: VisualReporterOptions) {}

  onBegin() {
    rmSync(path.resolve(this.options.outputDir), { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (this.options.files && !test.location.file.endsWith(this.options.files)) return;
    this.compared += 1;
    // A passing test attaches pictures too when baselines are being written.
    if (result.status === 'passed' || result.status === 'skipped') return;
    const pictures = new Map<string, Difference>();
    for (const attachment of result.attachments) {
      const match = /^(.*)-(expected|actual|diff|previous)\.png$/.exec(attachment.name);
      if (!match || !attachment.path) continue;
      const [, picture, kind] = match;
      const entry = pictures.get(picture) ?? { test: test.title, picture, message: '' };
      if (kind !== 'previous') entry[kind as 'expected' | 'actual' | 'diff'] = attachment.path;
      pictures.set(picture, entry);
    }
    const messages = result.errors.map((e) => e.message ?? '').join('\n');
    for (const entry of pictures.values()) {
      const line = messages.split('\n').find((l) => l.includes(entry.picture) || /pixels|snapshot doesn't exist/i.test(l));
      // Playwright's messages carry terminal colours.
      entry.message = (line ?? (entry.expected ? 'the picture differs from its baseline' : 'no baseline yet')).replace(ANSI_COLOUR, '');
      this.differences.push(entry);
    }
    if (pictures.size === 0) {
      this.failedOtherwise.push(`${test.title}: ${(result.errors[0]?.message ?? result.status).replace(ANSI_COLOUR, '').split('\n')[0]}`);
    }
  }

  onEnd(_result: FullResult) {
    const out = path.resolve(this.options.outputDir);
    const images = path.join(out, 'images');
    mkdirSync(images, { recursive: true });
    const copy = (file: string | undefined, name: string) => {
      if (!file) return '';
      copyFileSync(file, path.join(images, name));
      return `images/${encodeURIComponent(name)}`;
    };
    const rows = this.differences
      .sort((a, b) => a.picture.localeCompare(b.picture))
      .map((d) => {
        const expected = copy(d.expected, `${d.picture}-expected.png`);
        const actual = copy(d.actual, `${d.picture}-actual.png`);
        const diff = copy(d.diff, `${d.picture}-diff.png`);
        const cell = (src: string, label: string) =>
          `<figure><figcaption>${label}</figcaption>${src ? `<a href="${src}"><img src="${src}" alt="${label} of ${escapeHTML(d.picture)}" loading="lazy"></a>` : '<p class="none">none</p>'}</figure>`;
        return `<section><h2>${escapeHTML(d.picture)}</h2><p>${escapeHTML(d.test)}: ${escapeHTML(d.message)}</p><div class="row">${cell(expected, 'Expected (baseline)')}${cell(actual, 'Actual (this run)')}${cell(diff, 'Difference (red)')}</div></section>`;
      })
      .join('\n');
    const summary =
      this.differences.length === 0
        ? `<p class="ok">All pictures of ${this.compared} tests match their baselines.</p>`
        : `<p class="bad">${this.differences.length} picture(s) differ from their baselines or have none.</p>
<p>Review each one. If every change is intended, accept them all with <code>${escapeHTML(this.options.approveCommand)}</code> and commit the baselines; otherwise fix the code and run the tests again.</p>`;
    const others = this.failedOtherwise.length
      ? `<h2>Tests that failed before a picture was compared</h2><ul>${this.failedOtherwise.map((f) => `<li>${escapeHTML(f)}</li>`).join('')}</ul>`
      : '';
    writeFileSync(
      path.join(out, 'index.html'),
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHTML(this.options.title)}: visual review</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1c2430;background:#f6f7f9}
h1{font-size:1.5rem}h2{font-size:1rem;margin:0 0 .25rem}
section{background:#fff;border:1px solid #d5dae1;border-radius:8px;padding:1rem;margin:1rem 0}
.row{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start}
figure{margin:0;flex:1 1 300px;min-width:0}figcaption{font-weight:600;margin-bottom:.25rem}
img{max-width:100%;border:1px solid #d5dae1;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.ok{color:#146c2e;font-weight:600}.bad{color:#b3261e;font-weight:600}.none{color:#6b7380}
code{background:#eef0f3;padding:.1rem .3rem;border-radius:4px}
</style></head><body>
<h1>${escapeHTML(this.options.title)}: visual review</h1>
${summary}
${others}
${rows}
</body></html>
`,
    );
    if (this.differences.length > 0) {
      console.log(
        `\n${this.differences.length} picture(s) differ: open ${path.join(out, 'index.html')}; to accept them: ${this.options.approveCommand}`,
      );
    }
  }

  printsToStdio() {
    return false;
  }
}
