/**
 * The files of each page kind's code (its JS chunk, the chunks it imports and
 * their CSS), embedded in every prerendered page so that a visible link can
 * fetch the code of its page without running it: `import()` would download
 * AND evaluate the chunk and apply its CSS to the current page, work the
 * main thread would do while the page is still loading.
 */

/** The id of the `<script type="application/json">` that carries the files. */
export const ROUTE_CHUNKS_ID = '__ROUTE_CHUNKS__';

/**
 * Page kind → the paths of its files ("/assets/DocPage-x.js"), served from
 * the root as the prerender links them; the kind's own chunk first.
 */
export type RouteChunks = Record<string, string[]>;

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The files each page kind needs, from Vite's manifest: the kind's chunk,
 * the chunks it imports statically and all their CSS. The entry chunk (and
 * so its imports and CSS) is left out: every page has loaded it already.
 */
export function routeChunkFiles(manifest: Record<string, ManifestChunk>, modules: Record<string, { file: string }>): RouteChunks {
  const chunks: RouteChunks = {};
  for (const [kind, { file }] of Object.entries(modules)) {
    const own = manifest[file];
    if (!own)
      throw new Error(`Vite's manifest has no chunk for ${file} (page kind "${kind}"): was the client built from the same sources?`);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || seen.has(key)) return;
      seen.add(key);
      files.push(`/${chunk.file}`, ...(chunk.css ?? []).map((css) => `/${css}`));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(file);
    chunks[kind] = [...new Set(files)];
  }
  return chunks;
}

// JSON in a <script> must not be able to close the element.
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** The `<script>` tag that carries the files in a prerendered page. */
export function routeChunksTag(chunks: RouteChunks): string {
  return `<script id="${ROUTE_CHUNKS_ID}" type="application/json">${scriptSafe(JSON.stringify(chunks))}</script>`;
}

/**
 * The files embedded in the document, or null when there are none (the dev
 * server's pages, whose modules are not chunks) or they cannot be read.
 */
export function readRouteChunks(doc: Document = document): RouteChunks | null {
  const text = doc.getElementById(ROUTE_CHUNKS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const chunks: RouteChunks = {};
    for (const [kind, files] of Object.entries(parsed)) {
      if (Array.isArray(files) && files.every((f) => typeof f === 'string')) chunks[kind] = files;
    }
    return chunks;
  } catch (error) {
    console.warn(`The page's list of code files (#${ROUTE_CHUNKS_ID}) is not JSON: visible links will not prefetch code.`, error);
    return null;
  }
}

let fromDocument: RouteChunks | null | undefined;
/** The files the current document carries, read once (they change only with a new page load). */
export function documentRouteChunks(): RouteChunks | null {
  if (fromDocument === undefined) fromDocument = readRouteChunks();
  return fromDocument;
}
