import { describe, expect, it } from 'vitest';
import type { PageData } from './data';
import { headTags, structuredData } from './head';
import { minimalLayout as layout } from './testing/layout';

const page = (kind: string, path: string, data: Record<string, unknown> = {}): PageData => ({
  path,
  kind,
  title: 'Jobs',
  description: 'Open and close jobs.',
  data,
});

describe('head tags', () => {
  it('gives every page its title, description and canonical URL', () => {
    const html = headTags(page('doc', '/docs/jobs'), layout);
    expect(html).toContain('<title>Jobs — Example Freight</title>');
    expect(html).toContain('<meta name="description" content="Open and close jobs." />');
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/docs/jobs" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it('names the Markdown twin of a page that has one', () => {
    const doc = headTags({ ...page('doc', '/docs/jobs'), twin: '/docs/jobs.md' }, layout);
    expect(doc).toContain('<link rel="alternate" type="text/markdown" href="https://www.example.test/docs/jobs.md" />');
    const home = headTags({ ...page('home', '/'), twin: '/index.md' }, layout);
    expect(home).toContain('<link rel="alternate" type="text/markdown" href="https://www.example.test/index.md" />');
    expect(headTags(page('notFound', '/404'), layout)).not.toContain('text/markdown');
  });

  it('escapes text that could break out of an attribute', () => {
    const html = headTags({ ...page('doc', '/docs/x'), title: 'A "quoted" <b>title</b>' }, layout);
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; — Example Freight</title>');
  });

  it('lets the search page be indexed under its own canonical URL, whatever the query', () => {
    const search = headTags(page('search', '/search'), layout);
    expect(search).not.toContain('name="robots"');
    expect(search).toContain('<link rel="canonical" href="https://www.example.test/search" />');
  });

  it('keeps the not-found page out of the index and gives it no canonical URL', () => {
    const notFound = headTags(page('notFound', '/404'), layout);
    expect(notFound).toContain('noindex, follow');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('tags docs pages for contextual search', () => {
    expect(headTags(page('doc', '/docs/jobs'), layout)).toContain(
      '<meta name="docsearch:docusaurus_tag" content="docs-default-current" />',
    );
    expect(headTags(page('home', '/'), layout)).not.toContain('docsearch:docusaurus_tag');
  });
});

describe('structured data', () => {
  it('describes the organization on the home page', () => {
    expect(structuredData(page('home', '/'), layout)).toMatchObject({
      '@type': 'Organization',
      name: 'Example Freight',
      url: 'https://www.example.test/',
    });
  });

  it('describes a solution as a software application', () => {
    expect(structuredData(page('solution', '/solutions/trucking'), layout)).toMatchObject({
      '@type': 'SoftwareApplication',
      url: 'https://www.example.test/solutions/trucking',
    });
  });

  it('turns a doc page breadcrumb trail into a BreadcrumbList, the last item being the page', () => {
    const ld = structuredData(
      page('doc', '/docs/jobs', { breadcrumbs: [{ label: 'Operations', href: '/docs/category/operations' }, { label: 'Jobs' }] }),
      layout,
    ) as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Operations', item: 'https://www.example.test/docs/category/operations' },
      { '@type': 'ListItem', position: 2, name: 'Jobs', item: 'https://www.example.test/docs/jobs' },
    ]);
  });

  it('cannot close its script element', () => {
    const html = headTags(
      { ...page('home', '/'), description: 'x' },
      { ...layout, site: { ...layout.site, tagline: '</script><script>alert(1)</script>' } },
    );
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
