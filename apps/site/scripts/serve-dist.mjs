/**
 * The production server on a built site, for the scripts that measure it in
 * a browser (search-latency.mjs, search-relevance.mjs): builds the server
 * into a temporary folder, starts it on a free port of the loopback and
 * waits for /healthz.
 */
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../../..');

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(origin, server, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${origin}/healthz within ${seconds} s`);
}

/**
 * Builds and starts the production server on dist (relative to the
 * repository's root); returns its origin and a stop function. log reports
 * progress.
 */
export async function serve(dist, log) {
  const distDir = path.resolve(root, dist);
  if (!existsSync(path.join(distDir, 'search-index', 'manifest.json'))) {
    throw new Error(`${distDir} holds no built site with a search index: run go run mage.go build first`);
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'serve-dist-'));
  const binary = path.join(tmp, 'server');
  log('building the server');
  await promisify(execFile)('go', ['build', '-o', binary, './apps/server'], { cwd: root });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(binary, ['-addr', `127.0.0.1:${port}`, '-dist', distDir, '-db', path.join(tmp, 'leads.db')], {
    cwd: root,
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(tmp, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, server, 60);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
