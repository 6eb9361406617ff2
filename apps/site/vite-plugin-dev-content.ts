import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Under `mage dev`: serves the generated page data (/_data/...) and the
 * content assets (/media/...) straight from disk, and tells the open pages
 * when the content watcher has regenerated them (event "fl:content"), with
 * the content errors when there are some.
 */
export function devContent({ genDir, contentDir }: { genDir: string; contentDir: string }): Plugin {
  const statusFile = path.join(genDir, 'dev-status.json');
  const serveFile = (file: string, type: string) => (res: import('node:http').ServerResponse) => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-store');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'freightlane-dev-content',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0]);
        let file = '';
        let type = 'application/json';
        if (url.startsWith('/_data/')) {
          file = path.join(genDir, 'pages', url.slice('/_data/'.length));
        } else if (url.startsWith('/media/')) {
          file = path.join(contentDir, 'assets', url.slice('/media/'.length));
          type = url.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream';
        }
        if (!file) return next();
        if (!file.startsWith(genDir) && !file.startsWith(contentDir)) {
          res.statusCode = 403;
          return res.end();
        }
        if (!existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404;
          return res.end('not found');
        }
        serveFile(file, type)(res);
      });
      server.watcher.add(statusFile);
      server.watcher.on('change', (changed) => {
        if (path.resolve(changed) !== path.resolve(statusFile)) return;
        try {
          const status = JSON.parse(readFileSync(statusFile, 'utf8'));
          server.ws.send({ type: 'custom', event: 'fl:content', data: status });
        } catch {
          // The watcher renames the file into place; a read between two writes retries on the next change.
        }
      });
    },
  };
}
