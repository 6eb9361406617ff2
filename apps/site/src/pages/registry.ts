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
  solutionsIndex: { file: 'src/pages/SolutionsIndexPage.tsx', load: () => import('./SolutionsIndexPage') },
  solution: { file: 'src/pages/SolutionPage.tsx', load: () => import('./SolutionPage') },
  integrationsIndex: { file: 'src/pages/IntegrationsIndexPage.tsx', load: () => import('./IntegrationsIndexPage') },
  integration: { file: 'src/pages/IntegrationPage.tsx', load: () => import('./IntegrationPage') },
  careers: { file: 'src/pages/CareersPage.tsx', load: () => import('./CareersPage') },
  requestDemo: { file: 'src/pages/RequestDemoPage.tsx', load: () => import('./RequestDemoPage') },
  thankYou: { file: 'src/pages/ThankYouPage.tsx', load: () => import('./ThankYouPage') },
  page: { file: 'src/pages/MarkdownPage.tsx', load: () => import('./MarkdownPage') },
  doc: { file: 'src/pages/DocPage.tsx', load: () => import('./DocPage') },
  docCategory: { file: 'src/pages/DocCategoryPage.tsx', load: () => import('./DocCategoryPage') },
  search: { file: 'src/pages/SearchPage.tsx', load: () => import('./SearchPage') },
  notFound: { file: 'src/pages/NotFoundPage.tsx', load: () => import('./NotFoundPage') },
};

/** The module for a kind. */
export function pageModule(kind: string) {
  const module = pageModules[kind];
  if (!module) {
    throw new Error(`No page component for the page kind "${kind}": add it to pageModules in src/pages/registry.ts.`);
  }
  return module;
}
