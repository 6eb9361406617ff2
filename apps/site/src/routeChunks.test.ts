import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_CHUNKS_ID, readRouteChunks, routeChunkFiles, routeChunksTag, type ManifestChunk } from './routeChunks';

// The shape of Vite's manifest: the entry, two page chunks sharing a chunk, a chunk with CSS.
const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_jsx-runtime-j1.js'], css: ['assets/index-e2.css'] },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js' },
  '_Markdown-m1.js': { file: 'assets/Markdown-m1.js', imports: ['_jsx-runtime-j1.js'], css: ['assets/Markdown-m2.css'] },
  'src/pages/DocPage.tsx': {
    file: 'assets/DocPage-d1.js',
    imports: ['index.html', '_Markdown-m1.js', '_jsx-runtime-j1.js'],
    css: ['assets/DocPage-d2.css'],
  },
  'src/pages/DocCategoryPage.tsx': { file: 'assets/DocCategoryPage-c1.js', imports: ['src/pages/DocPage.tsx', 'index.html'] },
};

describe('routeChunkFiles', () => {
  it('lists each kind’s chunk, the chunks it imports and their CSS, once each, leaving out the entry’s', () => {
    const files = routeChunkFiles(manifest, {
      doc: { file: 'src/pages/DocPage.tsx' },
      docCategory: { file: 'src/pages/DocCategoryPage.tsx' },
    });
    expect(files).toEqual({
      doc: [
        '/assets/DocPage-d1.js',
        '/assets/DocPage-d2.css',
        '/assets/Markdown-m1.js',
        '/assets/Markdown-m2.css',
        '/assets/jsx-runtime-j1.js',
      ],
      docCategory: [
        '/assets/DocCategoryPage-c1.js',
        '/assets/DocPage-d1.js',
        '/assets/DocPage-d2.css',
        '/assets/Markdown-m1.js',
        '/assets/Markdown-m2.css',
        '/assets/jsx-runtime-j1.js',
      ],
    });
  });

  it('names a page module the manifest does not have', () => {
    expect(() => routeChunkFiles(manifest, { home: { file: 'src/pages/HomePage.tsx' } })).toThrow(
      'Vite\'s manifest has no chunk for src/pages/HomePage.tsx (page kind "home")',
    );
  });
});

describe('routeChunksTag and readRouteChunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('carry the files from the prerendered page to the browser, in a script nothing can close early', () => {
    const chunks = { doc: ['/assets/DocPage-d1.js'], odd: ['/assets/</script>.js'] };
    const tag = routeChunksTag(chunks);
    expect(tag).not.toContain('</script>.js');
    document.head.innerHTML = tag;
    expect(document.getElementById(ROUTE_CHUNKS_ID)?.getAttribute('type')).toBe('application/json');
    expect(readRouteChunks()).toEqual(chunks);
  });

  it('give null without the script (the dev server’s pages)', () => {
    expect(readRouteChunks()).toBeNull();
  });

  it('give null, with a warning, for a script that is not JSON, and drop entries that are not lists of paths', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.head.innerHTML = `<script id="${ROUTE_CHUNKS_ID}" type="application/json">{"doc": [</script>`;
    expect(readRouteChunks()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not JSON'), expect.any(SyntaxError));
    document.head.innerHTML = `<script id="${ROUTE_CHUNKS_ID}" type="application/json">{"doc": ["/assets/a.js"], "bad": [1], "worse": "x"}</script>`;
    expect(readRouteChunks()).toEqual({ doc: ['/assets/a.js'] });
  });
});
