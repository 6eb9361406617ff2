import { describe, expect, it } from 'vitest';
import { dataFile, dataUrl, markdownTwinPath, readPageFile } from './data';

describe('dataFile', () => {
  it('names the root route index.page and every other route after its path', () => {
    expect(dataFile('/')).toBe('index.page');
    expect(dataFile('/docs/intro')).toBe('docs/intro.page');
    expect(dataFile('/request-demo/ZOHO_INTEGRATION')).toBe('request-demo/ZOHO_INTEGRATION.page');
  });

  it('puts data files below the base URL', () => {
    expect(dataUrl('/', '/about')).toBe('/_data/about.page');
    expect(dataUrl('/site/', '/')).toBe('/site/_data/index.page');
  });
});

describe('readPageFile', () => {
  const json = '{"path":"/docs/x","kind":"doc","title":"X","description":"","data":{"html":"","toc":[]}}';

  it('reads the JSON line, and the body after it, as written, into data.html', () => {
    const body = '<h2 id="a">A &amp; "b"</h2>\n<p>line\ntwo</p>\n';
    const read = readPageFile(`${json}\n${body}`);
    expect(read.json).toBe(json);
    expect(read.body).toBe(body);
    expect(read.page.data).toEqual({ html: body, toc: [] });
  });

  it('reads a page without a body, with or without the newline that ends its JSON', () => {
    for (const text of [`${json}\n`, json]) {
      const read = readPageFile(text);
      expect(read).toEqual({ page: JSON.parse(json), json, body: null });
    }
  });
});

describe('markdownTwinPath', () => {
  it('adds ".md" to a route, "/index.md" for the home page, below the base URL', () => {
    expect(markdownTwinPath('/', '/docs/user-manual/operations/jobs')).toBe('/docs/user-manual/operations/jobs.md');
    expect(markdownTwinPath('/', '/')).toBe('/index.md');
    expect(markdownTwinPath('/site/', '/')).toBe('/site/index.md');
    expect(markdownTwinPath('/site/', '/integrations/ups')).toBe('/site/integrations/ups.md');
  });
});
