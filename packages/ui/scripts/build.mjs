// Builds the publishable package into dist/: ESM per source module (the
// dependencies and peer dependencies of package.json stay imports), ONE
// styles.css (tokens, base and every CSS Module), and a .d.ts beside each
// module. `exports` points every consumer at dist/, whatever
// packs or publishes it (npm, pnpm, yarn); inside the workspace nothing reads
// dist/: apps/site resolves the "@freightlane/source" condition to src/.
//
//   node scripts/build.mjs
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(packageDir, 'dist');

/** The export condition under which the workspace (apps/site, Storybook) resolves the package to its sources. */
export const SOURCE_CONDITION = '@freightlane/source';

const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

/** The module entries of the package, read from its exports map: each export whose source is a TypeScript file (`.`, `./search-modal`, `./internals`). */
const entries = Object.fromEntries(
  Object.values(manifest.exports)
    .map((target) => target?.[SOURCE_CONDITION])
    .filter((source) => source?.endsWith('.ts'))
    .map((source) => [path.basename(source, '.ts'), path.normalize(source)]),
);

/**
 * The packages a consumer installs beside this one, its dependencies and peer
 * dependencies in package.json (the one list): the build leaves them as
 * imports, so the consumer's bundler finds one copy of each (React's peer, its
 * own tabbable) instead of a copy bundled into dist/.
 */
export function installedBeside(packageJson) {
  return [...new Set([...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.peerDependencies ?? {})])].sort();
}

const escapeRegExp = (text) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');

/** Each such package and anything under it (react, react/jsx-runtime) stay imports. */
const external = installedBeside(manifest).map((name) => new RegExp(`^${escapeRegExp(name)}($|/)`));

/**
 * The global styles go first in the one CSS file. The workspace imports
 * src/styles.css itself, so the build adds the import to the main entry
 * instead of the source doing it.
 */
function baseStylesFirst() {
  const indexEntry = path.join(packageDir, entries.index);
  return {
    name: 'freightlane-base-styles-first',
    transform(code, id) {
      if (id === indexEntry) return { code: `import './styles.css';\n${code}`, map: null };
      return undefined;
    },
  };
}

async function buildModules() {
  await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    plugins: [react(), baseStylesFirst()],
    build: {
      outDir: distDir,
      emptyOutDir: true,
      // Readable output: the site that installs the package minifies it.
      minify: false,
      cssCodeSplit: false,
      lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
      rolldownOptions: {
        external,
        // A loaded machine makes plugin timing warnings noise, not news.
        checks: { bundlerTimings: false },
        // One file per source module, so a consumer's bundler drops what a page does not use.
        output: { preserveModules: true, preserveModulesRoot: 'src' },
      },
    },
  });
}

async function buildDeclarations() {
  const tsc = path.join(packageDir, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.build.json')], { cwd: packageDir });
  } catch (error) {
    throw new Error(`tsc could not emit the type declarations:\n${error.stdout || error.message}`);
  }
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * tsc keeps the source's extensionless relative imports ('./Drawer'), which
 * only `moduleResolution: bundler` understands. Rewriting them to the file
 * they mean ('./Drawer/index.js') makes the types resolve under node16 and
 * nodenext as well. Side-effect CSS imports ('./FieldList.css') are dropped.
 */
async function addDeclarationExtensions() {
  const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
  for await (const file of walk(distDir)) {
    if (!file.endsWith('.d.ts')) continue;
    const text = await readFile(file, 'utf8');
    // A side-effect CSS import carries no types, and no .d.ts resolves it.
    const rewritten = text.replace(/^import\s+(['"])[^'"]+\.css\1;\n/gm, '').replace(specifier, (whole, prefix, quote, spec) => {
      if (/\.(js|css)$/.test(spec)) return whole;
      const target = path.resolve(path.dirname(file), spec);
      if (existsSync(`${target}.d.ts`)) return `${prefix}${quote}${spec}.js${quote}`;
      if (existsSync(path.join(target, 'index.d.ts'))) return `${prefix}${quote}${spec}/index.js${quote}`;
      throw new Error(`${path.relative(packageDir, file)}: cannot resolve the import '${spec}' to a declaration file`);
    });
    if (rewritten !== text) await writeFile(file, rewritten);
  }
}

/**
 * Every file the package.json's `exports` names for a consumer must exist: a
 * broken exports map fails here, not in a user's build. The workspace-only
 * condition (SOURCE_CONDITION) points at src/ and is not published.
 */
async function checkExportTargets() {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  if (!manifest.exports) throw new Error('package.json: exports is missing');
  if (manifest.publishConfig?.exports)
    throw new Error('package.json: publishConfig.exports is honoured by pnpm only: put the dist/ paths in exports');
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else for (const [condition, nested] of Object.entries(value)) if (condition !== SOURCE_CONDITION) collect(nested);
  };
  collect(manifest.exports);
  const outside = targets.filter((target) => target !== './package.json' && !target.startsWith('./dist/'));
  if (outside.length)
    throw new Error(
      `package.json: exports name ${outside.join(', ')} outside dist/ (only the "${SOURCE_CONDITION}" condition may point at src/)`,
    );
  const missing = targets.filter((target) => !existsSync(path.join(packageDir, target)));
  if (missing.length) throw new Error(`the build did not produce ${missing.join(', ')} (named by exports)`);
}

/**
 * dist/ holds the package's own modules only: a file under a node_modules
 * folder is a dependency's code bundled in, which its package.json entry
 * should have kept external (or a devDependency the code must not import).
 */
async function checkNoBundledPackages() {
  const bundled = [];
  for await (const file of walk(distDir)) {
    const relative = path.relative(distDir, file);
    if (relative.split(path.sep).includes('node_modules')) bundled.push(relative);
  }
  if (bundled.length)
    throw new Error(
      `dist/ carries other packages' code (${bundled.slice(0, 3).join(', ')}${bundled.length > 3 ? ', …' : ''}): import only the packages package.json lists in dependencies or peerDependencies (${installedBeside(manifest).join(', ')})`,
    );
}

export async function buildPackage() {
  await rm(distDir, { recursive: true, force: true });
  await buildModules();
  await buildDeclarations();
  await addDeclarationExtensions();
  await checkExportTargets();
  await checkNoBundledPackages();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  try {
    await buildPackage();
    console.log(`@freightlane/ui built into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`@freightlane/ui build failed: ${error.message}`);
    process.exit(1);
  }
}
