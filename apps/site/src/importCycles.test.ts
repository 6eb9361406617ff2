import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Modules that import one another load in an order that depends on which is
// reached first, and a chunk split follows the circle: the router would
// pull in every page. The site's modules import one way; this holds them to
// it, counting every import the compiler sees: static, type-only, re-export
// and dynamic import().

const sourceDir = path.dirname(fileURLToPath(import.meta.url));
const sourceExtensions = ['.ts', '.tsx'];

/** The source modules below dir, by path relative to it. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => sourceExtensions.includes(path.extname(file)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The module a relative specifier names, among the known modules (or undefined: a package, a stylesheet, a JSON file). */
function resolveModule(from: string, specifier: string, modules: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => modules.has(candidate));
}

/** Each module's imports of other modules in the set: static and type-only imports, re-exports, import(). */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const modules = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.flatMap(({ fileName }) => resolveModule(file, fileName, modules) ?? []);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** A circle of imports: the modules that reach one another, and one way round them. */
interface ImportCycle {
  modules: string[];
  path: string[];
}

/**
 * The import cycles of a graph: one per strongly connected component of
 * more than one module (or a module importing itself), with a shortest path
 * round it that starts and ends at its first module.
 */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): ImportCycle[] {
  // Tarjan's algorithm: each component is found once, in linear time.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      if (component.length > 1 || graph.get(module)?.includes(module)) components.push(component.sort());
    }
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) visit(module);
  return components.map((modules) => ({ modules, path: cyclePath(graph, new Set(modules)) }));
}

/** A shortest way round a component, from its first module back to it, through the component's modules only. */
function cyclePath(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const start = [...component][0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of graph.get(queue[i]) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const way: string[] = [];
        for (let at = queue[i]; at !== start; at = cameFrom.get(at)!) way.unshift(at);
        return [start, ...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, queue[i]);
        queue.push(next);
      }
    }
  }
  throw new Error(`${start} is not on a cycle of its component`);
}

describe('importCycles', () => {
  it('finds a circle closed by a dynamic import, through an index re-export', () => {
    const graph = importGraph(
      new Map([
        ['router/index.ts', "export { useNavigation } from './useNavigation';"],
        ['router/useNavigation.ts', "import { pageModule } from '../pages/registry';"],
        ['pages/registry.ts', "export const load = () => import('./HomePage');"],
        ['pages/HomePage.tsx', "import { SiteLink } from '../router';\nimport styles from './Home.module.css';"],
      ]),
    );
    expect(importCycles(graph).map((cycle) => cycle.path)).toEqual([
      ['pages/HomePage.tsx', 'router/index.ts', 'router/useNavigation.ts', 'pages/registry.ts', 'pages/HomePage.tsx'],
    ]);
  });

  it('counts a type-only import, and a module importing itself', () => {
    const graph = importGraph(
      new Map([
        ['a.ts', "import type { B } from './b';"],
        ['b.ts', "import type { A } from './a.ts';"],
        ['self.ts', "export * from './self';"],
      ]),
    );
    expect(importCycles(graph)).toEqual([
      { modules: ['a.ts', 'b.ts'], path: ['a.ts', 'b.ts', 'a.ts'] },
      { modules: ['self.ts'], path: ['self.ts', 'self.ts'] },
    ]);
  });

  it('finds no cycle where imports point one way', () => {
    const graph = importGraph(
      new Map([
        ['App.tsx', "import { useNavigation } from './router';\nimport { pageModule } from './pages/registry';"],
        ['router/index.ts', "export * from './links';"],
        ['router/links.tsx', "import 'react';"],
        ['pages/registry.ts', "export const load = () => import('./HomePage');"],
        ['pages/HomePage.tsx', "import { SiteLink } from '../router';"],
      ]),
    );
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the site’s modules', () => {
  it('import one another without a cycle', () => {
    const sources = new Map(sourceFiles(sourceDir).map((file) => [file, readFileSync(path.join(sourceDir, file), 'utf8')]));
    const cycles = importCycles(importGraph(sources)).map(
      ({ modules, path: way }) => `${way.join(' → ')} (${modules.length} modules in the circle: ${modules.join(', ')})`,
    );
    expect(cycles).toEqual([]);
  });
});
