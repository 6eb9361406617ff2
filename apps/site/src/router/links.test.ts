import { describe, expect, it } from 'vitest';
import { canonicalPath, isPageHref, pageLinkOf } from './links';

describe('canonicalPath', () => {
  it('spells a route as the server redirects it: no /index.html, no .html, no trailing slash', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/about/index.html')).toBe('/about');
    expect(canonicalPath('/about.html')).toBe('/about');
    expect(canonicalPath('/docs/intro/')).toBe('/docs/intro');
    expect(canonicalPath('/docs/intro//')).toBe('/docs/intro');
    expect(canonicalPath('/docs/intro')).toBe('/docs/intro');
  });

  it('leaves names that only contain "html" alone', () => {
    expect(canonicalPath('/docs/html-export')).toBe('/docs/html-export');
    expect(canonicalPath('/docs/xhtml')).toBe('/docs/xhtml');
  });
});

describe('isPageHref', () => {
  it('takes paths of this site, with or without query and hash, and .html spellings', () => {
    expect(isPageHref('/docs/intro')).toBe(true);
    expect(isPageHref('/integrations?category=accounting')).toBe(true);
    expect(isPageHref('/docs/intro#setup')).toBe(true);
    expect(isPageHref('/about.html')).toBe(true);
    expect(isPageHref('/docs/v1.2/notes')).toBe(true);
  });

  it('leaves files, other origins and bare anchors to the browser', () => {
    expect(isPageHref('/media/rate-sheet.pdf')).toBe(false);
    expect(isPageHref('/sitemap.xml')).toBe(false);
    expect(isPageHref('https://example.com/docs')).toBe(false);
    expect(isPageHref('//example.com/docs')).toBe(false);
    expect(isPageHref('#setup')).toBe(false);
    expect(isPageHref('mailto:jobs@example.com')).toBe(false);
  });
});

describe('pageLinkOf', () => {
  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('[data-target]') ?? document.body.firstElementChild;
  };

  it('finds the page link an event started in, also from an element inside it', () => {
    const target = link('<a href="/docs/intro"><span data-target>Intro</span></a>');
    expect(pageLinkOf(target)?.getAttribute('href')).toBe('/docs/intro');
  });

  it('ignores links that open elsewhere, downloads and files', () => {
    expect(pageLinkOf(link('<a href="/docs/intro" target="_blank">x</a>'))).toBeNull();
    expect(pageLinkOf(link('<a href="/docs/intro" download>x</a>'))).toBeNull();
    expect(pageLinkOf(link('<a href="/media/a.pdf">x</a>'))).toBeNull();
    expect(pageLinkOf(link('<span>not a link</span>'))).toBeNull();
    expect(pageLinkOf(null)).toBeNull();
  });
});
