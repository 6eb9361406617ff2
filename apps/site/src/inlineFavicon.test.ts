// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_LINK, inlineFavicon, svgDataUrl } from '../vite-plugin-inline-favicon';

const here = path.dirname(new URL(import.meta.url).pathname);
const favicon = path.join(here, '../public/favicon.svg');

/** The plugin's transformIndexHtml, called as Vite calls it. */
function transform(html: string): string {
  const hook = inlineFavicon({ file: favicon }).transformIndexHtml;
  if (typeof hook !== 'function') throw new Error('transformIndexHtml is not a function');
  return hook.call({} as never, html, {} as never) as string;
}

describe('the favicon in the page', () => {
  it('replaces the icon link of index.html with the SVG itself, which decodes back to the file', () => {
    const html = transform(readFileSync(path.join(here, '../index.html'), 'utf8'));
    expect(html).not.toContain(FAVICON_LINK);
    const href = html.match(/<link rel="icon" href="([^"]+)"/)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = readFileSync(favicon, 'utf8').trim();
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/"/g, "'"));
  });

  it('escapes what a URL or an attribute would misread, and little else', () => {
    expect(svgDataUrl('<svg fill="#1554c0" d="50%"/>')).toBe("data:image/svg+xml,%3Csvg fill='%231554c0' d='50%25'/%3E");
  });

  it('fails the build when index.html has no icon link to replace', () => {
    expect(() => transform('<html><head></head></html>')).toThrow(/no icon link/);
  });
});
