import { describe, expect, it } from 'vitest';
import { dataFile, dataUrl, markdownTwinPath } from './data';

describe('dataFile', () => {
  it('names the root route index.json and every other route after its path', () => {
    expect(dataFile('/')).toBe('index.json');
    expect(dataFile('/docs/intro')).toBe('docs/intro.json');
    expect(dataFile('/request-demo/ZOHO_INTEGRATION')).toBe('request-demo/ZOHO_INTEGRATION.json');
  });

  it('puts data files below the base URL', () => {
    expect(dataUrl('/', '/about')).toBe('/_data/about.json');
    expect(dataUrl('/site/', '/')).toBe('/site/_data/index.json');
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
