// Proves another company's site can use @freightlane/ui as published: packs
// the package (prepack builds it), lints the tarball with publint and
// @arethetypeswrong/cli, installs it into a copy of fixture-app/ in a
// temporary folder outside the repository, then renders the fixture's Navbar
// and Footer with its own links on the server, builds it with Vite, and
// type-checks it against the installed declarations. Then the same package
// packed by npm (`npm pack`) is installed with npm into a second copy, which
// type-checks too: the manifest must not depend on the tool that publishes it.
//
//   node scripts/pack-test.mjs          (from packages/ui)
//   node scripts/pack-test.mjs --keep   keeps the temporary folder and prints it
//
// Exits 1 naming every failed check. The install prefers the pnpm store
// (--prefer-offline) and falls back to the registry.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = path.join(packageDir, 'fixture-app');
const keep = process.argv.includes('--keep');

const failures = [];
function check(ok, message) {
  if (ok) console.log(`  ok   ${message}`);
  else {
    console.log(`  FAIL ${message}`);
    failures.push(message);
  }
  return ok;
}

/** Runs a step; a step that throws or fails a check stops the test. */
async function step(title, action) {
  const started = performance.now();
  console.log(`${title}`);
  const before = failures.length;
  try {
    await action();
  } catch (error) {
    failures.push(`${title}: ${error.message}`);
    console.log(`  FAIL ${error.message}`);
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (failures.length > before) throw new Error(`${title} failed`);
}

/** pnpm run sets npm_config_* for its own workspace: the fixture must not see them. */
function cleanEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

async function run(command, args, cwd) {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${(error.stdout ?? '') + (error.stderr ?? '') || error.message}`);
  }
}

/** Runs a command that reports its findings and exits 1 on them: its output and exit code, never a throw. */
async function runReport(command, args, cwd) {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    if (typeof error.code !== 'number') throw error;
    return { code: error.code, stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

/** The anchors of an HTML string: attributes and text. */
function anchors(html) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    attributes: Object.fromEntries([...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value = '']) => [name, value])),
    text: inner
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
  }));
}

/** The HTML between the first `<tag` and its closing tag (no nesting of the same tag expected). */
function element(html, tag) {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  return start >= 0 && end >= 0 ? html.slice(start, end + tag.length + 3) : '';
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the tarball holds beside dist/. */
const topLevelFiles = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/** The manifest fields a registry page and a licence scanner read. */
function checkTrustFields(manifest, who) {
  check(manifest.license === 'MIT', `${who}: "license" is MIT`);
  check(
    manifest.repository?.url === 'git+https://github.com/freightlane/website.git' && manifest.repository?.directory === 'packages/ui',
    `${who}: "repository" names the repository and packages/ui`,
  );
  check(/^https:\/\//.test(manifest.homepage ?? ''), `${who}: "homepage" is an https URL`);
  check(!manifest.publishConfig?.exports, `${who}: no publishConfig.exports (only pnpm applies it)`);
}

/** Each export's consumer paths (every condition but the workspace's source one) are under dist/. */
function consumerTargets(exportsMap) {
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else for (const [condition, nested] of Object.entries(value)) if (condition !== '@freightlane/source') collect(nested);
  };
  collect(exportsMap);
  return targets;
}

const viteBase = (root) => ({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
});

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'freightlane-ui-pack-'));
  const packDir = path.join(work, 'pack');
  const site = path.join(work, 'harbor-rail-site');
  let tarball = '';
  try {
    await step('pack @freightlane/ui (prepack builds it)', async () => {
      await mkdir(packDir);
      const stdout = await run('pnpm', ['pack', '--pack-destination', packDir, '--json'], packageDir);
      const report = JSON.parse(stdout.slice(stdout.search(/^\{/m)));
      tarball = report.filename;
      const files = report.files.map((file) => file.path);
      for (const required of [
        'dist/index.js',
        'dist/index.d.ts',
        'dist/search-modal.js',
        'dist/search-modal.d.ts',
        'dist/internals.js',
        'dist/internals.d.ts',
        'dist/styles.css',
        'README.md',
      ]) {
        check(files.includes(required), `the tarball holds ${required}`);
      }
      const stray = files.filter((file) => !file.startsWith('dist/') && !topLevelFiles.includes(file));
      check(
        stray.length === 0,
        `the tarball holds nothing but dist/, ${topLevelFiles.join(', ')}${stray.length ? ` (found ${stray.slice(0, 5).join(', ')})` : ''}`,
      );
      for (const file of topLevelFiles) check(files.includes(file), `the tarball holds ${file}`);
      check(!files.some((file) => /\.(stories|test)\.|fixtures/.test(file)), 'no story, test or fixture file is packed');
      const bundled = files.filter((file) => file.split('/').includes('node_modules'));
      check(
        bundled.length === 0,
        `no other package's code is packed: dependencies stay imports${bundled.length ? ` (found ${bundled.slice(0, 3).join(', ')})` : ''}`,
      );
      await writeFile(path.join(work, 'pnpm-files.json'), JSON.stringify([...files].sort()));
      console.log(`  ${path.basename(tarball)}: ${(report.size / 1024).toFixed(1)} KiB, ${files.length} files`);
    });

    await step('lint the tarball: publint (strict) and @arethetypeswrong/cli (ESM-only: node16 and bundler resolution)', async () => {
      const bin = (name) => path.join(packageDir, 'node_modules', '.bin', name);
      const publint = await runReport(bin('publint'), ['run', '--strict', '--level', 'suggestion', tarball], work);
      const clean = publint.code === 0 && /All good!/.test(publint.stdout);
      check(clean, `publint reports no error, warning or suggestion${clean ? '' : `:\n${publint.stdout}`}`);
      // No CommonJS build: require() and node10 resolution are out of scope (the
      // README says ESM). styles.css has no types by nature.
      const attw = await runReport(
        bin('attw'),
        [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css', '--format', 'json'],
        work,
      );
      const report = JSON.parse(attw.stdout);
      check(attw.code === 0, `attw exits 0 (got ${attw.code})`);
      const problems = (report.analysis?.problems ?? []).filter(
        (problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind) && problem.kind !== 'CJSResolvesToESM',
      );
      check(
        report.analysis && problems.length === 0,
        `attw finds no type resolution problem under node16 (ESM) and bundler${
          problems.length
            ? `: ${problems
                .slice(0, 5)
                .map((problem) => `${problem.kind} ${problem.entrypoint ?? ''} ${problem.moduleSpecifier ?? ''}`)
                .join('; ')}`
            : ''
        }`,
      );
    });

    await step(`install the tarball into a copy of fixture-app/ outside the repository`, async () => {
      await cp(fixtureDir, site, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|dist-ssr)$/.test(source) });
      const manifestPath = path.join(site, 'package.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
      manifest.dependencies['@freightlane/ui'] = `file:${path.relative(site, tarball)}`;
      await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
      await run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], site);
      const installed = JSON.parse(await readFile(path.join(site, 'node_modules/@freightlane/ui/package.json'), 'utf8'));
      check(
        installed.exports['.'].default === './dist/index.js',
        `the installed package's "." export is dist/index.js (got ${JSON.stringify(installed.exports['.'])})`,
      );
      check(
        installed.exports['./search-modal'].types === './dist/search-modal.d.ts',
        'the installed "./search-modal" export has its types',
      );
      check(installed.exports['./styles.css'].default === './dist/styles.css', 'the installed "./styles.css" export is dist/styles.css');
      check(JSON.stringify(installed.sideEffects) === '["**/*.css"]', 'sideEffects is ["**/*.css"]');
      checkTrustFields(installed, 'pnpm-installed manifest');
      check(
        installed.peerDependencies?.react?.startsWith('^19') &&
          JSON.stringify(Object.keys(installed.dependencies ?? {})) === '["tabbable"]',
        'React 19 is a peer dependency and the only dependency is tabbable (the modal focus trap)',
      );
    });

    await step('render the fixture page on the server (react-dom/server)', async () => {
      await build({ ...viteBase(site), build: { ...viteBase(site).build, ssr: 'src/entry-server.tsx', outDir: 'dist-ssr' } });
      const { render } = await import(pathToFileURL(path.join(site, 'dist-ssr/entry-server.js')).href);
      const html = render('/tracking');
      const nav = element(html, 'nav');
      const footer = element(html, 'footer');
      check(nav.includes('aria-label="Main"'), 'the Navbar renders its "Main" navigation');
      const navLinks = anchors(nav);
      const link = (text) => navLinks.find((a) => a.text === text);
      check(link('Harbor & Rail')?.attributes.href === '/', 'the logo links home with the fixture title');
      check(
        link('Tracking')?.attributes.href === '/tracking' && 'data-company-link' in link('Tracking').attributes,
        'the "Tracking" link goes to /tracking through the fixture\'s link component',
      );
      check(link('Tracking')?.attributes['aria-current'] === 'page', 'the current path marks "Tracking" with aria-current="page"');
      check(/<button[^>]*aria-expanded="false"[^>]*>[\s\S]*?Services/.test(nav), 'the "Services" dropdown is a button with aria-expanded');
      for (const [label, description, href] of [
        ['Rail freight', 'Block trains between the ports and inland hubs.', '/services/rail'],
        ['Port handling', 'Container handling at the quay.', '/services/port'],
      ]) {
        const entry = navLinks.find((a) => a.attributes.href === href);
        check(
          entry?.text === `${label}${description}` && 'data-company-link' in entry.attributes,
          `the dropdown entry "${label}" shows its description and links to ${href} through the fixture's link component`,
        );
      }
      check(
        link('All services')?.attributes.href === '/services' && 'data-company-link' in link('All services').attributes,
        'the dropdown\'s footer link "All services" goes to /services',
      );
      check(
        link('Get a quote')?.attributes.href === '/quote' && 'data-company-link' in link('Get a quote').attributes,
        'the "Get a quote" button links to /quote',
      );
      check(
        /aria-label="Switch between dark and light mode \(currently light mode\)"/.test(nav),
        'the colour mode toggle renders inside the provider',
      );
      check(footer.startsWith('<footer'), 'the Footer is a <footer> landmark');
      for (const title of ['Services', 'Company']) check(new RegExp(`>${title}</`).test(footer), `the Footer has the "${title}" column`);
      const footerLinks = anchors(footer);
      for (const [text, href] of [
        ['Rail freight', '/services/rail'],
        ['Port handling', '/services/port'],
        ['About us', '/about'],
      ]) {
        const found = footerLinks.find((a) => a.text === text);
        check(
          found?.attributes.href === href && 'data-company-link' in found.attributes,
          `the Footer links "${text}" to ${href} through the fixture's link component`,
        );
      }
      const jobs = footerLinks.find((a) => a.text === 'Jobs');
      check(
        jobs?.attributes.href === 'https://jobs.harbor-rail.example' && !('data-company-link' in jobs.attributes),
        'the external "Jobs" link is a plain anchor',
      );
      check(footer.includes('Copyright © 2026 Harbor &amp; Rail'), "the Footer shows the fixture's copyright line");
      check(!/Freightlane/i.test(html), 'no Freightlane brand or content leaks into the page');
      await writeFile(path.join(work, 'page.html'), html);
    });

    await step('build the fixture with Vite and check its CSS and bundle', async () => {
      await build({ ...viteBase(site), build: { ...viteBase(site).build, outDir: 'dist' } });
      const packageCss = await readFile(path.join(site, 'node_modules/@freightlane/ui/dist/styles.css'), 'utf8');
      check(
        packageCss.includes('--fl-color-accent:') && packageCss.includes("[data-theme='dark']"),
        'the installed styles.css holds the tokens, light and dark',
      );
      const files = await filesUnder(path.join(site, 'dist/assets'));
      const cssFiles = files.filter((file) => file.endsWith('.css'));
      const jsFiles = files.filter((file) => file.endsWith('.js'));
      check(cssFiles.length === 1, `the page's build has one CSS file (found ${cssFiles.length})`);
      const css = cssFiles.length ? await readFile(cssFiles[0], 'utf8') : '';
      check(css.includes('--fl-color-accent:'), 'the page imports the package CSS: its bundle holds the tokens');
      const html = await readFile(path.join(work, 'page.html'), 'utf8');
      const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => list.split(/\s+/).filter(Boolean)));
      const undefinedClasses = [...classes].filter((name) => !css.includes(`.${name}`));
      check(
        classes.size > 10 && undefinedClasses.length === 0,
        `every class in the rendered page (${classes.size}) has a rule in the page's CSS${undefinedClasses.length ? `; missing: ${undefinedClasses.slice(0, 5).join(', ')}` : ''}`,
      );
      const js = (await Promise.all(jsFiles.map((file) => readFile(file, 'utf8')))).join('\n');
      check(js.includes('data-company-link') && js.includes('Toggle navigation bar'), 'the client bundle holds the fixture and the Navbar');
      check(!js.includes('Answers are generated with AI'), 'the unused search modal is tree-shaken out of the page');
      const chunkNames = jsFiles.map((file) => path.basename(file));
      check(
        chunkNames.some((name) => /^NavbarMobileSidebarPanel-[\w-]+\.js$/.test(name)),
        `the drawer's panel (with the focus trap and tabbable, imported from the site's own install) is a chunk of its own in the site's build (found ${chunkNames.join(', ')})`,
      );
    });

    await step('type-check the fixture against the installed declarations (tsc --noEmit)', async () => {
      const tsc = path.join(packageDir, 'node_modules/typescript/bin/tsc');
      await run(process.execPath, [tsc, '--noEmit', '-p', path.join(site, 'tsconfig.json')], site);
      check(true, 'the fixture type-checks (strict, NodeNext resolution), and its three deliberate type errors are reported');
    });

    await step('pack with npm, install with npm into a second copy of fixture-app/ and type-check it there', async () => {
      const npmSite = path.join(work, 'npm-site');
      const npmPackDir = path.join(work, 'npm-pack');
      await mkdir(npmPackDir);
      // dist/ is already built by pnpm's prepack above: npm packs the same files.
      const packed = JSON.parse(await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', npmPackDir], packageDir));
      const npmTarball = path.join(npmPackDir, packed[0].filename);
      const npmFiles = packed[0].files.map((file) => file.path).sort();
      const pnpmFiles = JSON.parse(await readFile(path.join(work, 'pnpm-files.json'), 'utf8'));
      check(
        JSON.stringify(npmFiles) === JSON.stringify(pnpmFiles),
        `npm packs the same ${pnpmFiles.length} files as pnpm${JSON.stringify(npmFiles) === JSON.stringify(pnpmFiles) ? '' : ` (npm only: ${npmFiles.filter((f) => !pnpmFiles.includes(f)).join(', ')}; pnpm only: ${pnpmFiles.filter((f) => !npmFiles.includes(f)).join(', ')})`}`,
      );
      await cp(fixtureDir, npmSite, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|dist-ssr)$/.test(source) });
      const manifestPath = path.join(npmSite, 'package.json');
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
      manifest.dependencies['@freightlane/ui'] = `file:${path.relative(npmSite, npmTarball)}`;
      await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
      // --include=dev: Vite's build() above set NODE_ENV=production in this process, which would make npm skip the @types.
      await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--include=dev'], npmSite);
      const installed = JSON.parse(await readFile(path.join(npmSite, 'node_modules/@freightlane/ui/package.json'), 'utf8'));
      const targets = consumerTargets(installed.exports ?? {});
      const missing = targets.filter((target) => !existsSync(path.join(npmSite, 'node_modules/@freightlane/ui', target)));
      check(
        targets.length === 8 &&
          targets.every((target) => target === './package.json' || target.startsWith('./dist/')) &&
          missing.length === 0,
        `every export of the npm-installed package (8 paths: types and code of three entries, the CSS, package.json) points at an installed file under dist/ (${targets.length} paths${missing.length ? `; missing ${missing.join(', ')}` : ''})`,
      );
      checkTrustFields(installed, 'npm-installed manifest');
      const tsc = path.join(packageDir, 'node_modules/typescript/bin/tsc');
      await run(process.execPath, [tsc, '--noEmit', '-p', path.join(npmSite, 'tsconfig.json')], npmSite);
      check(true, 'the npm fixture type-checks (strict, NodeNext resolution), its three deliberate type errors reported');
    });
  } finally {
    if (keep) console.log(`kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

const started = performance.now();
try {
  await main();
} catch {
  // The failing step has printed its checks; the summary follows.
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(`\npack test FAILED (${seconds} s):\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`\npack test passed in ${seconds} s: the tarball installs and renders in a site outside the workspace`);
