// What a page component is, apart from the registry that loads them: the
// pages import these types and the registry imports the pages, so they
// cannot live in the registry without an import circle.
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

/** A page component of one kind, as the app holds it (see pageModule). */
export function pageComponent<K extends PageKind>(component: KindComponent<K>): PageComponent {
  return component as PageComponent;
}
