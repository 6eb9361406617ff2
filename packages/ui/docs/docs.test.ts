// Every component the package exports has a Docs page in Storybook with a
// props table: it is the `component` (or one of the `subcomponents`) of a
// story file's meta, so autodocs (.storybook/preview.tsx) gives it a page,
// and react-docgen (the parser Storybook's props tables use) finds it with
// the description and prop JSDoc the page shows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { builtinResolvers, type Documentation, makeFsImporter, parse } from 'react-docgen';
import type { StoryContext } from '@storybook/react-vite';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import * as main from '../src/index';
import * as searchModal from '../src/search-modal';
import preview, { withTheme } from '../.storybook/preview';

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

/** What each story file's meta names: `component: X` and the values of `subcomponents: { … }`. */
function storyMetas(): { file: string; component?: string; subcomponents: string[] }[] {
  return sourceFiles(srcDir, /\.stories\.tsx$/).map((file) => {
    const text = readFileSync(file, 'utf8');
    const meta = /const meta = \{([\s\S]*?)\n\}( satisfies| as)/.exec(text)?.[1] ?? '';
    const component = /^\s{2}component: ([\w.]+),/m.exec(meta)?.[1];
    const subcomponents = /^\s{2}subcomponents: \{([^}]*)\}/m.exec(meta)?.[1] ?? '';
    return {
      file: path.relative(packageDir, file),
      component,
      subcomponents: [...subcomponents.matchAll(/('[^']*'|[\w.]+)(?::\s*([\w.]+))?/g)].map(([, name, value]) => value ?? name),
    };
  });
}

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
    expect(components).toEqual(expect.arrayContaining(['Button', 'Navbar', 'Drawer.Root', 'SearchModal.Root', 'Footer']));
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

  // A story meta that documents package components as subcomponents, with a
  // story-only wrapper as its component, gets a Docs page whose first props
  // table is the wrapper's: the component a reader came for is a tab behind it.
  it.each(storyMetas().filter((meta) => meta.subcomponents.length > 0))(
    '$file leads its Docs page with a package component’s props, not a story wrapper’s',
    ({ file, component }) => {
      expect(
        components,
        `${file}: the meta's component is ${component}, which the package does not export: render the wrapper with \`render\` and make the component the meta's \`component\``,
      ).toContain(component);
    },
  );
});

/** Every story that fixes its theme (`globals: { theme }`), read from the story files as the metas are above. */
const themedStories = sourceFiles(srcDir, /\.stories\.tsx$/).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const title = /^\s{2}title: '([^']+)',/m.exec(text)?.[1] ?? '';
  // Each story's object, up to the line that closes it.
  return [...text.matchAll(/^export const (\w+)(?::[^=]+)? = (\{[^\n]*\};$|\{[\s\S]*?\n\};$)/gm)].flatMap(([, name, body]) => {
    const theme = /^\s*(?:\{ .*)?globals: \{[^}]*\btheme: '(\w+)'/m.exec(body)?.[1];
    return theme ? [{ file: path.relative(packageDir, file), id: toId(title, storyNameFromExport(name)), theme }] : [];
  });
});

/** What the preview's theme decorator draws for a story in a view mode: the story itself, inline, or a frame of it. */
function drawn(viewMode: 'docs' | 'story', id: string, storyGlobals: Record<string, string>, parameters: Record<string, unknown> = {}) {
  const context = {
    id,
    name: id,
    viewMode,
    storyGlobals,
    globals: { theme: 'light', ...storyGlobals },
    parameters,
  } as unknown as StoryContext;
  const Inline = () => createElement('p', null, 'the story, inline');
  const Decorated = () => withTheme(Inline as never, context) as ReturnType<typeof Inline>;
  const { container, unmount } = render(createElement(Decorated));
  const frame = container.querySelector('iframe');
  const result = {
    inline: container.textContent?.includes('the story, inline') ?? false,
    frame: frame?.getAttribute('data-story-src') ?? null,
  };
  unmount();
  return result;
}

describe('stories that fix their theme', () => {
  it('are found (the check below is not vacuous)', () => {
    expect(themedStories.length).toBeGreaterThan(10);
    expect(themedStories.map((story) => story.theme)).toContain('dark');
  });

  // A Docs page draws every story in one document whose html[data-theme] is the page's: inline, a dark story shows light.
  it.each(themedStories)('$id is drawn on its Docs page in a frame of its own, where its $theme theme applies', ({ id, theme }) => {
    expect(drawn('docs', id, { theme })).toEqual({
      inline: false,
      frame: `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`,
    });
    // The story view, the pictures and the story tests draw it inline, as before.
    expect(drawn('story', id, { theme })).toEqual({ inline: true, frame: null });
  });

  it('leaves a story without a theme of its own inline on its Docs page', () => {
    expect(drawn('docs', 'chrome-button--primary', {})).toEqual({ inline: true, frame: null });
  });

  // A modal or a fixed card drawn inline would cover the Docs page: its open state shows in a frame, in the page's theme.
  it('draws a story whose component draws over the page (parameters.docsFrame) in a frame on its Docs page', () => {
    expect(drawn('docs', 'search-searchmodal--results', {}, { docsFrame: { height: 640 } })).toEqual({
      inline: false,
      frame: 'iframe.html?id=search-searchmodal--results&viewMode=story&globals=theme:light',
    });
    expect(drawn('story', 'search-searchmodal--results', {}, { docsFrame: { height: 640 } })).toEqual({ inline: true, frame: null });
  });
});
