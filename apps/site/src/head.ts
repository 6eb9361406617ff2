import { documentTitle } from './App';
import type { LayoutData, PageData } from './data';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a prerendered page: title, description, canonical URL, Open Graph and Twitter. */
export function headTags(page: PageData, layout: LayoutData): string {
  const title = documentTitle(page, layout);
  const description = page.description || layout.site.tagline;
  const url = layout.site.url + layout.site.baseUrl.replace(/\/$/, '') + (page.path === '/' ? '/' : page.path);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.kind !== 'notFound' ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="${page.kind === 'doc' ? 'article' : 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(layout.site.title)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    page.kind === 'search' || page.kind === 'notFound' ? '<meta name="robots" content="noindex, follow" />' : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
