import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileBelow, readSettledJSON } from '../vite-plugin-dev-content';

describe('the dev server’s content files', () => {
  const dir = path.resolve('/srv/gen/pages');

  it('maps a URL below its prefix to a file below the folder', () => {
    expect(fileBelow(dir, '/_data/', '/_data/docs/intro.json')).toBe(path.join(dir, 'docs/intro.json'));
    expect(fileBelow(dir, '/_data/', '/_data/index.json')).toBe(path.join(dir, 'index.json'));
  });

  it('never leaves the folder, however the path is spelt', () => {
    expect(fileBelow(dir, '/_data/', '/_data/../../secrets.json')).toBe(path.join(dir, 'secrets.json'));
    expect(fileBelow(dir, '/_data/', '/_data/docs/../../../etc/passwd')).toBe(path.join(dir, 'etc/passwd'));
    expect(fileBelow(dir, '/_data/', '/_data/')).toBeNull();
    expect(fileBelow('/srv/gen/pages', '/_data/', '/_data/x.json')?.startsWith('/srv/gen/pages-other')).toBe(false);
  });

  it('reads a page file the watcher is still writing once it is whole', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fl-dev-content-')), 'page.json');
    await writeFile(file, '{"path": "/docs/in');
    const reading = readSettledJSON(file);
    // Whole a few milliseconds later: after the first read, before the retry.
    await new Promise((resolve) => setTimeout(resolve, 3));
    await writeFile(file, '{"path": "/docs/intro"}');
    expect(await reading).toEqual({ path: '/docs/intro' });
  });

  it('gives up on a file that stays broken', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fl-dev-content-')), 'page.json');
    await writeFile(file, '{"path":');
    await expect(readSettledJSON(file, 2)).rejects.toThrow(SyntaxError);
  });
});
