// The package's public API is what its README lists under "Public API": each
// public entry of package.json's exports (all but ./internals) exports exactly
// the names listed for it, values and types apart. A name added to an entry
// without its line in the README, or a README name the entry lost, fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

/** The entry that promises nothing: the site's constants and inline scripts. */
const INTERNALS = './internals';

/** Each module entry of the exports map, by its import path (`@freightlane/ui/search-modal`), with its source file. */
const moduleEntries = Object.entries(manifest.exports as Record<string, Record<string, string> | string>).flatMap(([subpath, target]) => {
  const source = typeof target === 'object' ? target['@freightlane/source'] : undefined;
  return source?.endsWith('.ts')
    ? [{ subpath, specifier: path.posix.join(manifest.name, subpath), source: path.join(packageDir, source) }]
    : [];
});
const publicEntries = moduleEntries.filter((entry) => entry.subpath !== INTERNALS);

/** One program over every entry, with the package's own compiler options, to ask what each entry exports. */
const program = (() => {
  const { config } = ts.readConfigFile(path.join(packageDir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  return ts.createProgram(
    moduleEntries.map((entry) => entry.source),
    options,
  );
})();

/** What an entry exports, as TypeScript sees it: values (anything with a runtime binding) and types. */
function exportsOf(source: string) {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(source);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`TypeScript finds no module in ${source}`);
  const values: string[] = [];
  const types: string[] = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
  }
  return { values: values.sort(), types: types.sort() };
}

/**
 * The names the README lists for an entry: under its heading "### `<specifier>`", the backticked names of the
 * paragraph that starts "Values:" and of the one that starts "Types:".
 */
function listedIn(specifier: string) {
  const section = readme.split(/^### /m).find((part) => part.startsWith(`\`${specifier}\`\n`));
  if (!section) throw new Error(`README.md has no section "### \`${specifier}\`" listing that entry's exports`);
  const paragraph = (label: string) => {
    const text = section.split(/\n\s*\n/).find((part) => part.startsWith(`${label}:`));
    if (!text) throw new Error(`README.md's section for ${specifier} has no paragraph starting "${label}:"`);
    return [...text.matchAll(/`([^`]+)`/g)].map(([, name]) => name).sort();
  };
  return { values: paragraph('Values'), types: paragraph('Types') };
}

describe('the public API', () => {
  it('has the entries the package promises (the check below is not vacuous)', () => {
    expect(publicEntries.map((entry) => entry.specifier)).toEqual(['@freightlane/ui', '@freightlane/ui/search-modal']);
    expect(moduleEntries.map((entry) => entry.subpath)).toContain(INTERNALS);
  });

  it.each(publicEntries)('$specifier exports exactly the values and types README.md lists for it', async ({ specifier, source }) => {
    const exported = exportsOf(source);
    expect(exported.values, `${specifier}: values exported (left) and listed in README.md (right)`).toEqual(listedIn(specifier).values);
    expect(exported.types, `${specifier}: types exported (left) and listed in README.md (right)`).toEqual(listedIn(specifier).types);
    // What a bundle really gets at run time is what TypeScript calls the values.
    expect(Object.keys(await import(/* @vite-ignore */ source)).sort()).toEqual(exported.values);
  });

  it('promises no constant or inline script: the site takes those from ./internals', async () => {
    const internals = moduleEntries.find((entry) => entry.subpath === INTERNALS);
    if (!internals) throw new Error(`package.json exports no ${INTERNALS}`);
    const internal = Object.keys(await import(/* @vite-ignore */ internals.source));
    expect(internal).toEqual(expect.arrayContaining(['CLOSE_DELAY_MS', 'COOKIE_CONSENT_STORAGE_KEY', 'colorModeScript']));
    for (const entry of publicEntries) {
      const { values } = exportsOf(entry.source);
      expect(
        values.filter((name) => internal.includes(name)),
        `${entry.specifier} exports names of ${INTERNALS}`,
      ).toEqual([]);
    }
  });
});
