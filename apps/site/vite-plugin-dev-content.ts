import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_STATUS_EVENT, PAGE_DATA_EVENT } from './src/devEvents.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** How often, and how long apart, a page file caught mid-write is read again. */
const READ_ATTEMPTS = 5;
const READ_RETRY_MS = 10;

/**
 * Reads a JSON file the content watcher may still be writing: a read that
 * catches it half-written does not parse, so it is tried again a moment later.
 */
export async function readSettledJSON(file: string, attempts = READ_ATTEMPTS): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
    }
  }
}

/** The file below `dir` that a URL path below `prefix` names ("../" cannot climb out of `dir`), or null for `dir` itself. */
export function fileBelow(dir: string, prefix: string, urlPath: string): string | null {
  const file = path.resolve(dir, '.' + path.posix.normalize('/' + urlPath.slice(prefix.length)));
  return file.startsWith(dir + path.sep) ? file : null;
}

/**
 * Under `mage dev`: serves the generated page data (/_data/...), the search
 * index (/search-index/...) and the content assets (/media/...) straight
 * from disk, and keeps the open pages current: each page data file the
 * content watcher rewrites is pushed to them at once ("fl:page", the
 * watcher writes pages before it rebuilds the search index), and its status
 * after each run ("fl:content") shows or clears the content error overlay.
 */
export function devContent({ genDir, contentDir }: { genDir: string; contentDir: string }): Plugin {
  const statusFile = path.join(genDir, 'dev-status.json');
  const pagesDir = path.join(genDir, 'pages');
  const served: [prefix: string, dir: string][] = [
    ['/_data/', pagesDir],
    ['/search-index/', path.join(genDir, 'search-index')],
    ['/media/', path.join(contentDir, 'assets')],
  ];

  const pushPage = async (server: ViteDevServer, file: string) => {
    try {
      server.ws.send({ type: 'custom', event: PAGE_DATA_EVENT, data: await readSettledJSON(file) });
    } catch (error) {
      server.config.logger.warn(`freightlane dev content: could not read ${path.relative(genDir, file)}: ${(error as Error).message}`);
    }
  };

  return {
    name: 'freightlane-dev-content',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0]);
        const match = served.find(([prefix]) => url.startsWith(prefix));
        if (!match) return next();
        const file = fileBelow(match[1], match[0], url);
        if (!file) {
          res.statusCode = 403;
          return res.end();
        }
        if (!existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404;
          return res.end('not found');
        }
        res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-store');
        createReadStream(file).pipe(res);
      });

      server.watcher.add([statusFile, pagesDir]);
      const onFile = (changed: string) => {
        const file = path.resolve(changed);
        if (file.startsWith(pagesDir + path.sep) && file.endsWith('.json')) {
          void pushPage(server, file);
          return;
        }
        if (file !== statusFile) return;
        try {
          server.ws.send({ type: 'custom', event: CONTENT_STATUS_EVENT, data: JSON.parse(readFileSync(statusFile, 'utf8')) });
        } catch {
          // The watcher renames the file into place; a read between two writes retries on the next change.
        }
      };
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
    },
  };
}
