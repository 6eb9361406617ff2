import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KindPage } from '../data';
import type { PageKind } from '../pageData.gen';
import { RouterContext, type Router } from '../router';
import { docsDrawerMenu } from './DocPage';
import { pageModules } from './registry';

// A page kind's mobile drawer menu comes with the kind's code (a static of
// its component), so the doc sidebar's code is in the docs kinds' chunk and
// in no other page's first load; the app passes it to the navbar.

const sidebarItems = [
  { type: 'link' as const, label: 'Introduction', href: '/docs/user-manual/introduction' },
  {
    type: 'category' as const,
    label: 'Operations',
    href: '/docs/category/operations',
    items: [{ type: 'link' as const, label: 'Jobs', href: '/docs/user-manual/operations/jobs' }],
  },
];

const docPage = (sidebar: typeof sidebarItems | undefined): KindPage<'doc'> => ({
  path: '/docs/user-manual/operations/jobs',
  kind: 'doc',
  title: 'Jobs',
  description: '',
  data: { docId: 'jobs', html: '', toc: [], sidebarItems: sidebar, breadcrumbs: null, prev: null, next: null },
});

describe('the docs kinds’ drawer menu', () => {
  it('is the page’s sidebar, its current page marked', () => {
    const router: Router = { path: '/docs/user-manual/operations/jobs', navigate: vi.fn(), prefetch: vi.fn() };
    render(<RouterContext value={router}>{docsDrawerMenu(docPage(sidebarItems))}</RouterContext>);
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/docs/user-manual/introduction');
  });

  it('is nothing on a page without a sidebar, so the drawer opens on the main menu', () => {
    expect(docsDrawerMenu(docPage(undefined))).toBeUndefined();
  });

  it('is given by the doc and category kinds only', async () => {
    const withMenu: PageKind[] = [];
    for (const [kind, module] of Object.entries(pageModules)) {
      if ((await module.load()).default.drawerMenu) withMenu.push(kind as PageKind);
    }
    expect(withMenu.sort()).toEqual(['doc', 'docCategory']);
    expect((await pageModules.doc.load()).default.drawerMenu).toBe(docsDrawerMenu);
    expect((await pageModules.docCategory.load()).default.drawerMenu).toBe(docsDrawerMenu);
  });
});
