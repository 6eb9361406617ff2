import type { ComponentType, ReactNode } from 'react';
import type { KindPage, LayoutData, PageData } from '../data';
import type { PageKind } from '../pageData.gen';

/** The props a page component of kind K receives: the page, its data typed by the kind's declaration. */
export interface PageProps<K extends PageKind> {
  page: KindPage<K>;
  layout: LayoutData;
}

/**
 * What a page kind's mobile drawer opens on, made from its page (the docs
 * kinds: their sidebar), or nothing. A static of the kind's component, so
 * that its code comes with the kind's chunk, not with every page.
 */
export type DrawerMenu<P = PageData> = (page: P) => ReactNode;

/** A page component of kind K, with its DrawerMenu when the kind has one. */
export type KindComponent<K extends PageKind> = ComponentType<PageProps<K>> & { drawerMenu?: DrawerMenu<KindPage<K>> };

/** A page component as the app holds it, before it knows the kind: it takes the page as fetched. */
export type PageComponent = ComponentType<{ page: PageData; layout: LayoutData }> & { drawerMenu?: DrawerMenu };

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

/** A page component of one kind, as the app holds it (see pageModule). */
export function pageComponent<K extends PageKind>(component: KindComponent<K>): PageComponent {
  return component as PageComponent;
}

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
