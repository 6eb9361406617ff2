// Measures what the package adds to a page: three bundles built from the
// source as a site would bundle them (minified, React external, CSS Modules
// extracted), gzipped at level 9 like the site's precompressed files.
//
//   node scripts/sizes.mjs    (from packages/ui)
//
// stdout: {"chrome":{"jsGzip":…,"cssGzip":…},"docs":{…},"searchModal":{…}} in
// bytes; a readable summary goes to stderr. Each bundle stands alone, so code
// that two sets share (icons, links) counts in both: the figures are upper
// bounds of what each set adds.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (file) => path.join(packageDir, 'src', file).split(path.sep).join('/');

/**
 * The measured sets: what each imports. The chrome brings the global styles
 * (tokens and base), since no page shows the frame without them.
 */
const sets = {
  chrome: [
    `import '${src('styles.css')}';`,
    `export { Navbar, MegaDropdown, NavbarMobileSidebar, Footer, AnnouncementBar, CookieBanner, ProgressBar, createProgressController, ColorModeProvider, ColorModeToggle } from '${src('chrome.ts')}';`,
    `export { announcementBarScript, colorModeScript } from '${src('internals.ts')}';`,
  ],
  docs: [
    `export { DocSidebar, TableOfContents, TOCCollapsible, Breadcrumbs, DocPaginator, DocCard, DocCardList, EditThisPage, LastUpdated, VersionBadge, Markdown } from '${src('docs.ts')}';`,
  ],
  // The modal's own entry: the site loads it with import() when the search first opens.
  searchModal: [`export { SearchModal } from '${src('search-modal.ts')}';`],
};

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function measure(name, lines, work) {
  const entry = path.join(work, `${name}.ts`);
  const outDir = path.join(work, name);
  await writeFile(entry, `${lines.join('\n')}\n`);
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      // An application build, not library mode: library mode keeps whitespace, a site's bundle does not.
      minify: true,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        // Keeps the entry's exports, which stand for the site's use of them,
        // and lets a lazy chunk (the drawer's panel) import what it shares
        // with the entry from the entry, as in a site's build; 'strict' would
        // add a third chunk of the shared code that no site's build has.
        preserveEntrySignatures: 'allow-extension',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        checks: { bundlerTimings: false },
      },
    },
  });
  const files = await readdir(outDir, { recursive: true });
  const read = async (extension) => {
    const matching = files.filter((file) => file.endsWith(extension));
    return Buffer.concat(await Promise.all(matching.map((file) => readFile(path.join(outDir, file)))));
  };
  const js = await read('.js');
  const css = await read('.css');
  // A set whose exports were shaken away is a broken measurement, not a small one.
  const exported = lines.flatMap(
    (line) =>
      /^export \{([^}]*)\}/
        .exec(line)?.[1]
        .split(',')
        .map((n) => n.trim()) ?? [],
  );
  const text = js.toString('utf8');
  const missing = exported.filter((exportName) => !new RegExp(`\\b${exportName}\\b`).test(text));
  if (missing.length) throw new Error(`the ${name} bundle lost its exports ${missing.join(', ')}`);
  return { jsGzip: gzipSize(js), cssGzip: gzipSize(css) };
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'freightlane-ui-sizes-'));
  try {
    const result = {};
    for (const [name, lines] of Object.entries(sets)) result[name] = await measure(name, lines, work);
    return result;
  } finally {
    if (!process.env.KEEP) await rm(work, { recursive: true, force: true });
    else console.error(work);
  }
}

try {
  const result = await main();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(9);
  console.error('gzip, standalone   JS        CSS');
  for (const [name, { jsGzip, cssGzip }] of Object.entries(result)) console.error(`${name.padEnd(16)} ${kb(jsGzip)} ${kb(cssGzip)}`);
  console.log(JSON.stringify(result));
} catch (error) {
  console.error(`sizes: ${error.message}`);
  process.exit(1);
}
