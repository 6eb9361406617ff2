import type { ComponentType } from 'react';
import type { LayoutData, PageData } from '../data';

/** The props every page component receives. */
export interface PageProps {
  page: PageData;
  layout: LayoutData;
}

export type PageComponent = ComponentType<PageProps>;

/**
 * One lazy chunk per page kind: a docs page never downloads the home page's
 * code. The module's file is also how the prerender finds the chunk's CSS.
 */
export const pageModules: Record<string, { file: string; load: () => Promise<{ default: PageComponent }> }> = {
  home: { file: 'src/pages/HomePage.tsx', load: () => import('./HomePage') },
  doc: { file: 'src/pages/DocPage.tsx', load: () => import('./DocPage') },
  docCategory: { file: 'src/pages/DocCategoryPage.tsx', load: () => import('./DocCategoryPage') },
  notFound: { file: 'src/pages/NotFoundPage.tsx', load: () => import('./NotFoundPage') },
};

/** The module for a kind; kinds without their own page yet use the generic one. */
export function pageModule(kind: string) {
  return pageModules[kind] ?? { file: 'src/pages/GenericPage.tsx', load: () => import('./GenericPage') };
}
