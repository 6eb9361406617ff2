import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import layout from '@gen/site.json';
import { App } from './App';
import type { PageData } from './data';
import { headTags } from './head';
import { pageModule, pageModules } from './pages/registry';
import { routeChunkFiles, routeChunksTag, type ManifestChunk } from './routeChunks';

/** How the prerender reads a page's data file, and marks a page whose body its HTML holds: as the client does. */
export { readPageFile } from './data';
export { BODY_IN_HTML_ATTRIBUTE } from './pageBody';

/** The script each prerendered page asks for its code and deferred styles with, after its first paint. */
export { AFTER_FIRST_PAINT_SCRIPT } from './afterFirstPaint';

/**
 * The tag listing each page kind's code files, made once per process from
 * the client build's manifest, which the build writes beside this bundle
 * (build/client beside build/ssr). Empty when there is no client build
 * there (an SSR bundle built on its own): links then preload code only on
 * hover or touch.
 */
let chunksTag: string | undefined;
function routeChunksHead(): string {
  if (chunksTag === undefined) {
    const manifestPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', '.vite', 'manifest.json');
    let manifest: Record<string, ManifestChunk> | undefined;
    try {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        throw new Error(`Reading the client build's manifest ${manifestPath} failed`, { cause: error });
    }
    chunksTag = manifest ? routeChunksTag(routeChunkFiles(manifest, pageModules)) : '';
  }
  return chunksTag;
}

/** Renders one page to HTML for the prerender, with its head tags and the source file of its page chunk. */
export async function render(page: PageData) {
  const module = pageModule(page.kind);
  const { default: Component } = await module.load();
  const html = renderToString(<App layout={layout} initial={{ page, Component }} />);
  const chunks = routeChunksHead();
  return { html, head: chunks ? `${headTags(page, layout)}\n    ${chunks}` : headTags(page, layout), moduleFile: module.file };
}
