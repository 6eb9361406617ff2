import { announcementBarScript, baseUrlBannerScript, colorModeScript, searchIntentScript } from '@freightlane/ui/internals';
import { SITE_CODE_SETTLED_EVENT } from './afterFirstPaint';
import { documentTitle } from './App';
import { isKind, type LayoutData, type PageData } from './data';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON in a <script> must not be able to close the element.
const inlineJSON = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The absolute URL of a route. */
function absoluteUrl(layout: LayoutData, path: string) {
  return layout.site.url + layout.site.baseUrl.replace(/\/$/, '') + (path === '/' ? '/' : path);
}

/** Structured data for search engines, where a page kind has a fitting schema.org type. */
export function structuredData(page: PageData, layout: LayoutData): object | null {
  switch (page.kind) {
    case 'home':
      return {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: layout.site.title,
        url: absoluteUrl(layout, '/'),
        logo: absoluteUrl(layout, '/favicon.svg'),
        description: layout.site.tagline,
      };
    case 'solution':
      return {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: `${layout.site.title}: ${page.title}`,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web browser',
        description: page.description,
        url: absoluteUrl(layout, page.path),
      };
    case 'doc':
    case 'docCategory': {
      const crumbs = isKind(page, 'doc', 'docCategory') ? (page.data.breadcrumbs ?? []) : [];
      if (!crumbs.length) return null;
      return {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: crumb.label,
          item: absoluteUrl(layout, crumb.href ?? page.path),
        })),
      };
    }
    default:
      return null;
  }
}

/**
 * The scripts that must run before the first paint: the colour mode (no
 * flash of the wrong theme), the search asked for before hydration (Ctrl+K,
 * "/" or a click on the search button, with what is typed after it), the dismissed announcement bar (no layout
 * shift), and on the home page the check that the site loaded under its
 * configured base URL. The server hashes them into its CSP.
 */
export function inlineScripts(page: PageData, layout: LayoutData): string[] {
  const site = layout.site;
  const scripts = [
    colorModeScript({ defaultMode: site.colorMode?.defaultMode, respectPrefersColorScheme: site.colorMode?.respectPrefersColorScheme }),
    searchIntentScript(),
  ];
  if (site.announcement) scripts.push(announcementBarScript(site.announcement.id));
  if (page.path === '/') scripts.push(baseUrlBannerScript({ baseUrl: site.baseUrl, checkAfter: SITE_CODE_SETTLED_EVENT }));
  return scripts;
}

/** The <head> tags of a prerendered page: title, description, canonical URL, Open Graph, Twitter, search metadata and structured data. */
export function headTags(page: PageData, layout: LayoutData): string {
  const title = documentTitle(page, layout);
  const description = page.description || layout.site.tagline;
  const url = absoluteUrl(layout, page.path);
  const docs = page.kind === 'doc' || page.kind === 'docCategory';
  const ld = structuredData(page, layout);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.kind !== 'notFound' ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    page.twin ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(absoluteUrl(layout, page.twin))}" />` : '',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="${page.kind === 'doc' ? 'article' : 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(layout.site.title)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    // The search page is indexable: its result URLs (/search?q=…) serve the
    // same document, whose canonical URL folds them into /search.
    page.kind === 'notFound' ? '<meta name="robots" content="noindex, follow" />' : '',
    // The fields DocSearch's crawler and contextual search read.
    '<meta name="docsearch:language" content="en" />',
    docs ? '<meta name="docsearch:version" content="current" />' : '',
    docs ? '<meta name="docsearch:docusaurus_tag" content="docs-default-current" />' : '',
    ld ? `<script type="application/ld+json">${inlineJSON(ld)}</script>` : '',
    ...inlineScripts(page, layout).map((script) => `<script>${script}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
