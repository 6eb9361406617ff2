import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { serveStatic, serveStaticApart } from './serve-static.mjs';

describe('serveStatic', () => {
  let folder;
  let site;
  const page = '<!doctype html><title>Page</title><p>A docs page of the peer build.</p>';

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-'));
    await mkdir(path.join(folder, 'docs', 'page'), { recursive: true });
    await writeFile(path.join(folder, 'docs', 'page', 'index.html'), page);
    await writeFile(path.join(folder, 'app.js'), 'console.log("app");');
    await writeFile(path.join(folder, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(path.join(os.tmpdir(), 'outside-serve-static.txt'), 'secret');
    site = await serveStatic(folder);
  });
  after(async () => {
    site.close();
    await rm(folder, { recursive: true, force: true });
    await rm(path.join(os.tmpdir(), 'outside-serve-static.txt'), { force: true });
  });

  const get = (route, encoding) => fetch(`${site.origin}${route}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it("answers a folder's route with its index.html, without a redirect", async () => {
    const response = await fetch(`${site.origin}/docs/page`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(await response.text(), page);
  });

  it('compresses text with gzip when the client accepts it, and only then', async () => {
    // fetch would decompress the body: read the bytes as sent.
    const raw = await new Promise((resolve, reject) => {
      httpGet(`${site.origin}/app.js`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    assert.equal(raw.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(raw.body).toString(), 'console.log("app");');
    const plain = await get('/app.js', 'identity');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await plain.text(), 'console.log("app");');
  });

  it('sends images as they are', async () => {
    const response = await get('/logo.png', 'gzip');
    assert.equal(response.headers.get('content-encoding'), null);
    assert.equal(response.headers.get('content-type'), 'image/png');
  });

  it('answers 404 for a missing file and for a path outside the folder', async () => {
    assert.equal((await get('/missing.html')).status, 404);
    assert.equal((await get('/..%2Foutside-serve-static.txt')).status, 404);
    assert.equal((await get('/%E0%A4%A')).status, 404);
  });
});

describe('serveStaticApart', () => {
  it('serves the folder from a process of its own until closed', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'serve-static-apart-'));
    await writeFile(path.join(folder, 'index.html'), '<p>apart</p>');
    const site = await serveStaticApart(folder);
    try {
      const response = await fetch(`${site.origin}/`);
      assert.equal(await response.text(), '<p>apart</p>');
    } finally {
      site.close();
      await rm(folder, { recursive: true, force: true });
    }
    await assert.rejects(fetch(`${site.origin}/`), 'the server stopped with close()');
  });

  it('fails when the folder is not one', async () => {
    await assert.rejects(serveStaticApart(path.join(os.tmpdir(), 'no-such-folder-to-serve')), /exited with code 2 before it listened/);
  });
});
