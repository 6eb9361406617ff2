/**
 * A built folder served as a static host serves it, for the audit's peer
 * (the same corpus built by Docusaurus Faster): each file with its type,
 * a folder's index.html for its route without a redirect, and text
 * compressed with gzip (level 9, once per file, kept in memory) when the
 * client accepts it, as a host with precompressed files answers. The
 * peer gets the fastest answer this machine can give, so that a
 * comparison of first paints is not won on the server.
 *
 * Run as a command (`node serve-static.mjs <folder>`), it prints its origin
 * on one line and serves until it is stopped: the audit runs it apart from
 * Lighthouse's own process, whose work would delay the answers.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt']);

/** The file a URL path names inside root: itself, or its folder's index.html; null outside root or missing. */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  for (const candidate of [file, path.join(file, 'index.html')]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/** Serves folder on a free loopback port; returns its origin and a close function. */
export async function serveStatic(folder) {
  const root = path.resolve(folder);
  const gzipped = new Map();
  const server = http.createServer(async (request, response) => {
    const file = await resolveFile(root, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found');
      return;
    }
    const ext = path.extname(file);
    let body = await readFile(file);
    const headers = { 'content-type': types[ext] ?? 'application/octet-stream' };
    if (compressible.has(ext)) {
      headers.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
        body = gzipped.get(file);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** Serves folder from a process of its own (this file run as a command); returns its origin and a close function. */
export async function serveStaticApart(folder) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), folder], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`serve-static.mjs ${folder} exited with code ${code} before it listened`);
  });
  const [origin] = await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited]);
  exited.catch(() => undefined);
  return { origin, close: () => child.kill() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (process.argv.length !== 3 || !(await stat(folder).catch(() => null))?.isDirectory()) {
    console.error(`usage: node serve-static.mjs <folder>${folder === undefined ? '' : ` (${folder} is not a folder)`}`);
    process.exit(2);
  }
  const { origin } = await serveStatic(folder);
  console.log(origin);
}
