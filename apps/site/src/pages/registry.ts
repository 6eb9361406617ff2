import type { PageKind } from '../pageData.gen';
import type { KindComponent, PageComponent } from './types';

interface PageModule<K extends PageKind> {
  file: string;
  load: () => Promise<{ default: KindComponent<K> }>;
}

/**
 * One lazy chunk per page kind: a docs page never downloads the home page's
 * code. The module's file is also how the prerender finds the chunk's CSS.
 * Typed by kind: a kind added to packages/sitegen/routes (and so to
 * pageData.gen.ts) without its page here, or a page whose props take
 * another kind's data, does not compile.
 */
export const pageModules: { [K in PageKind]: PageModule<K> } = {
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

/** A page module as the app holds it, before it knows the kind. */
type AnyPageModule = { file: string; load: () => Promise<{ default: PageComponent }> };

/**
 * The module for a kind. The page it is given has that kind (the kind picks
 * the module), so its component may take the page as fetched.
 */
export function pageModule(kind: string): AnyPageModule {
  if (!Object.hasOwn(pageModules, kind)) {
    throw new Error(`No page component for the page kind "${kind}": add it to pageModules in src/pages/registry.ts.`);
  }
  return pageModules[kind as PageKind] as AnyPageModule;
}

/** Loads the component of a page kind: how the app's router gets at the pages without importing them. */
export function loadPageComponent(kind: string): Promise<{ default: PageComponent }> {
  return pageModule(kind).load();
}
