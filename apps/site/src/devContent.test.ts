import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUS_EVENT, PAGE_DATA_EVENT } from './devEvents';
import { eventsForStatus, fileBelow, PUSH_LIMIT, readSettled } from '../vite-plugin-dev-content';

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
    const reading = readSettled(file, JSON.parse);
    // Whole a few milliseconds later: after the first read, before the retry.
    await new Promise((resolve) => setTimeout(resolve, 3));
    await writeFile(file, '{"path": "/docs/intro"}');
    expect(await reading).toEqual({ path: '/docs/intro' });
  });

  it('gives up on a file that stays broken', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fl-dev-content-')), 'page.json');
    await writeFile(file, '{"path":');
    await expect(readSettled(file, JSON.parse, 2)).rejects.toThrow(SyntaxError);
  });
});

describe('what the open pages are sent after a run of the content watcher', () => {
  const readPage = async (dataFile: string) => ({ path: `/${dataFile.replace(/\.json$/, '')}` });

  it('pushes each rewritten page, then the status saying nothing else is stale', async () => {
    const events = await eventsForStatus(
      { version: 4, pages: ['docs/intro.json', 'docs/setup.json'] },
      { version: 3, pages: [] },
      readPage,
    );
    expect(events).toEqual([
      { event: PAGE_DATA_EVENT, data: { path: '/docs/intro' } },
      { event: PAGE_DATA_EVENT, data: { path: '/docs/setup' } },
      { event: CONTENT_STATUS_EVENT, data: { version: 4, pagesPushed: true } },
    ]);
  });

  it('sends nothing when only the search index of the same run was written', async () => {
    expect(await eventsForStatus({ version: 4, pages: ['docs/intro.json'] }, { version: 4, pages: ['docs/intro.json'] }, readPage)).toEqual(
      [],
    );
  });

  it('sends the error alone, and the fix even when it rewrote no page', async () => {
    const broken = { version: 5, error: 'content/docs/intro.md:2:8: /title: 42 is a number' };
    expect(await eventsForStatus(broken, { version: 4, pages: [] }, readPage)).toEqual([{ event: CONTENT_STATUS_EVENT, data: broken }]);
    expect(await eventsForStatus({ version: 6, pages: [] }, broken, readPage)).toEqual([
      { event: CONTENT_STATUS_EVENT, data: { version: 6, pagesPushed: true } },
    ]);
  });

  it('lets the pages refetch instead when too many changed or one cannot be read', async () => {
    const many = Array.from({ length: PUSH_LIMIT + 1 }, (_, i) => `docs/page-${i}.json`);
    expect(await eventsForStatus({ version: 7, pages: many }, undefined, readPage)).toEqual([
      { event: CONTENT_STATUS_EVENT, data: { version: 7 } },
    ]);
    const failing = async (dataFile: string) => {
      if (dataFile === 'docs/gone.json') throw new Error('ENOENT');
      return readPage(dataFile);
    };
    expect(await eventsForStatus({ version: 8, pages: ['docs/intro.json', 'docs/gone.json'] }, undefined, failing)).toEqual([
      { event: PAGE_DATA_EVENT, data: { path: '/docs/intro' } },
      { event: CONTENT_STATUS_EVENT, data: { version: 8 } },
    ]);
  });
});
