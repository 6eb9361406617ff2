import { createReadStream, existsSync, mkdirSync, statSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { readPageFile } from './src/data.ts';
import { CONTENT_STATUS_EVENT, PAGE_DATA_EVENT } from './src/devEvents.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.page': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** How often, and how long apart, a page file caught mid-write is read again. */
const READ_ATTEMPTS = 5;
const READ_RETRY_MS = 10;

/**
 * Reads a file the content watcher may still be writing (JSON, or a page's
 * data file, whose JSON line comes first): a read that catches it
 * half-written does not parse, so it is tried again a moment later.
 */
export async function readSettled<T>(file: string, parse: (text: string) => T, attempts = READ_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return parse(await readFile(file, 'utf8'));
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
    }
  }
}

/** The content watcher's status file (packages/sitegen/devloop): one per run, rewritten when the run's search index is written. */
export interface DevStatus {
  version: number;
  error?: string;
  /** The page data files (below pages/) the run rewrote. */
  pages?: string[];
}

/** An event for the open pages. */
export interface DevEvent {
  event: string;
  data: unknown;
}

/**
 * How many rewritten pages are pushed to the open pages at most: an edit
 * that rewrites more (a title shown in a whole sidebar) makes them refetch
 * the one page they show instead.
 */
export const PUSH_LIMIT = 16;

/**
 * What the open pages are sent for a new status: the data of each page the
 * run rewrote, then the status (with `pagesPushed` when they need fetch
 * nothing). A status that differs from the last only by its search index
 * sends nothing.
 */
export async function eventsForStatus(
  status: DevStatus,
  previous: DevStatus | undefined,
  readPage: (dataFile: string) => Promise<unknown>,
): Promise<DevEvent[]> {
  if (previous && previous.version === status.version && previous.error === status.error) return [];
  if (status.error) return [{ event: CONTENT_STATUS_EVENT, data: { version: status.version, error: status.error } }];
  const pages = status.pages ?? [];
  if (!status.pages || pages.length > PUSH_LIMIT) return [{ event: CONTENT_STATUS_EVENT, data: { version: status.version } }];
  const read = await Promise.allSettled(pages.map(readPage));
  const events: DevEvent[] = read.flatMap((result) =>
    result.status === 'fulfilled' ? [{ event: PAGE_DATA_EVENT, data: result.value }] : [],
  );
  const pagesPushed = events.length === pages.length;
  events.push({ event: CONTENT_STATUS_EVENT, data: pagesPushed ? { version: status.version, pagesPushed } : { version: status.version } });
  return events;
}

/** The file below `dir` that a URL path below `prefix` names ("../" cannot climb out of `dir`), or null for `dir` itself. */
export function fileBelow(dir: string, prefix: string, urlPath: string): string | null {
  const file = path.resolve(dir, `.${path.posix.normalize(`/${urlPath.slice(prefix.length)}`)}`);
  return file.startsWith(dir + path.sep) ? file : null;
}

/**
 * Under `mage dev`: serves the generated page data (/_data/...), the search
 * index (/search-index/...) and the content assets (/media/...) straight
 * from disk, and keeps the open pages current: when the content watcher's
 * status file names a new run, the page data files it rewrote are pushed to
 * them ("fl:page"), then the status ("fl:content"), which shows or clears
 * the content error overlay. The status file is watched with fs.watch
 * (inotify on Linux), which reports its rename into place at once; Vite's
 * own file watcher holds such events back for its atomic-write detection.
 */
export function devContent({ genDir, contentDir }: { genDir: string; contentDir: string }): Plugin {
  const statusFile = path.join(genDir, 'dev-status.json');
  const pagesDir = path.join(genDir, 'pages');
  const served: [prefix: string, dir: string][] = [
    ['/_data/', pagesDir],
    ['/search-index/', path.join(genDir, 'search-index')],
    ['/media/', path.join(contentDir, 'assets')],
  ];

  let lastStatus: DevStatus | undefined;
  // One status at a time, in the order the watcher wrote them.
  let sending = Promise.resolve();
  const onStatus = (server: ViteDevServer) => {
    sending = sending.then(async () => {
      let status: DevStatus;
      try {
        status = (await readSettled(statusFile, JSON.parse)) as DevStatus;
      } catch {
        return; // Gone or replaced meanwhile: the next event reads it.
      }
      const readPage = (dataFile: string) =>
        readSettled(path.join(pagesDir, dataFile), (text) => readPageFile(text).page).catch((error: Error) => {
          server.config.logger.warn(`freightlane dev content: could not read pages/${dataFile}: ${error.message}`);
          throw error;
        });
      const events = await eventsForStatus(status, lastStatus, readPage);
      lastStatus = status;
      for (const { event, data } of events) server.ws.send({ type: 'custom', event, data });
    });
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

      mkdirSync(genDir, { recursive: true });
      const statusWatcher = watch(genDir, (_event, name) => {
        if (name === path.basename(statusFile)) onStatus(server);
      });
      // The dev server's own listener keeps the process alive; a server with
      // no listener (Vitest's) must be able to exit without closing it.
      statusWatcher.unref();
      server.httpServer?.on('close', () => statusWatcher.close());
    },
  };
}
