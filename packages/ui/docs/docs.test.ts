// Every component the package exports has a Docs page in Storybook with a
// props table: it is the `component` (or one of the `subcomponents`) of a
// story file's meta, so autodocs (.storybook/preview.tsx) gives it a page,
// and react-docgen (the parser Storybook's props tables use) finds it with
// the description and prop JSDoc the page shows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinResolvers, type Documentation, makeFsImporter, parse } from 'react-docgen';
import { describe, expect, it } from 'vitest';
import * as main from '../src/index';
import * as searchModal from '../src/search-modal';
import preview from '../.storybook/preview';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(packageDir, 'src');

/** The sections a component's JSDoc must have, after its first sentence (the purpose). */
export const REQUIRED_SECTIONS = ['**When to use**', '**Parts**', '**Accessibility**'] as const;

const isComponent = (name: string, value: unknown) =>
  /^[A-Z][A-Za-z]+$/.test(name) && typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value));

/** The public components: PascalCase functions of both entries, and compound parts such as `Drawer.Root`. */
function publicComponents(): string[] {
  const names = new Set<string>();
  for (const [name, value] of Object.entries({ ...main, ...searchModal })) {
    if (isComponent(name, value)) names.add(name);
    else if (/^[A-Z]/.test(name) && value && typeof value === 'object') {
      for (const [part, partValue] of Object.entries(value)) if (isComponent(part, partValue)) names.add(`${name}.${part}`);
    }
  }
  return [...names].sort();
}

const sourceFiles = (dir: string, pattern: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));

/** The components named by story metas: `component: X` and the keys' values of `subcomponents: { … }`. */
function documentedInStories(): Map<string, string> {
  const where = new Map<string, string>();
  for (const file of sourceFiles(srcDir, /\.stories\.tsx$/)) {
    const text = readFileSync(file, 'utf8');
    const meta = /const meta = \{([\s\S]*?)\n\}( satisfies| as)/.exec(text)?.[1] ?? '';
    const component = /^\s{2}component: ([\w.]+),/m.exec(meta)?.[1];
    if (component) where.set(component, path.relative(packageDir, file));
    const subcomponents = /^\s{2}subcomponents: \{([^}]*)\}/m.exec(meta)?.[1] ?? '';
    for (const [, name, value] of subcomponents.matchAll(/('[^']*'|[\w.]+)(?::\s*([\w.]+))?/g))
      where.set(value ?? name, path.relative(packageDir, file));
  }
  return where;
}

/** react-docgen's documentation of every exported component definition under src/, by display name. */
function docgen(): Map<string, Documentation & { file: string }> {
  const found = new Map<string, Documentation & { file: string }>();
  const resolver = new builtinResolvers.FindExportedDefinitionsResolver();
  for (const file of sourceFiles(srcDir, /^(?!.*\.(stories|test|fixtures)\.tsx$).*\.tsx$/)) {
    let docs: Documentation[] = [];
    try {
      docs = parse(readFileSync(file, 'utf8'), {
        filename: file,
        resolver,
        importer: makeFsImporter(),
        babelOptions: { babelrc: false, configFile: false },
      });
    } catch (error) {
      if (!/No suitable component definition found/.test(String(error))) throw error;
    }
    for (const doc of docs) if (doc.displayName) found.set(doc.displayName, { ...doc, file: path.relative(packageDir, file) });
  }
  return found;
}

const components = publicComponents();
const stories = documentedInStories();
const docs = docgen();
/** `Drawer.Root` is defined as `DrawerRoot`. */
const definitionName = (name: string) => name.replace('.', '');

describe('Docs pages', () => {
  it('autodocs is on for every story file', () => {
    expect(preview.tags).toContain('autodocs');
  });

  it('finds the public components (the check below is not vacuous)', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'Navbar', 'Drawer.Root', 'SearchModal', 'Footer']));
    expect(components.length).toBeGreaterThan(40);
  });

  it.each(components)('%s has a Docs page: a story meta names it as its component or a subcomponent', (name) => {
    expect(
      stories.has(name),
      `${name} is exported by src/index.ts or src/search-modal.ts but no story file's meta has "component: ${name}" or lists it in "subcomponents": it has no Docs page`,
    ).toBe(true);
  });

  it.each(components)(
    '%s has a props table with a description for every prop, and its JSDoc says purpose, when to use, parts and accessibility',
    (name) => {
      const doc = docs.get(definitionName(name));
      expect(
        doc,
        `react-docgen finds no component named ${definitionName(name)} under src/: its Docs page would have no props table`,
      ).toBeDefined();
      if (!doc) return;
      const description = doc.description ?? '';
      const purpose = description.split('\n\n')[0] ?? '';
      expect(purpose.length, `${doc.file}: ${name}'s JSDoc must start with what it is for`).toBeGreaterThan(20);
      for (const section of REQUIRED_SECTIONS) {
        expect(description, `${doc.file}: ${name}'s JSDoc has no ${section} paragraph`).toContain(section);
      }
      const undocumented = Object.entries(doc.props ?? {})
        .filter(([, prop]) => !prop.description?.trim())
        .map(([prop]) => prop);
      expect(undocumented, `${doc.file}: ${name}'s props without JSDoc (the props table shows them blank)`).toEqual([]);
    },
  );
});
