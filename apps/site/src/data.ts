/** The shapes of the data the content pipeline (packages/sitegen) writes. */

import type { PageDataByKind, PageKind } from './pageData.gen';

export type {
  Crumb,
  DocCategoryData,
  DocData,
  Heading,
  LayoutData,
  NavEntry,
  NavItem,
  Neighbour,
  SiteConfig,
} from './pageData.gen';

/** One page's data: build/gen/pages/<route>.page, served as /_data/<route>.page (readPageFile). */
export interface PageData<D = Record<string, unknown>> {
  path: string;
  kind: string;
  title: string;
  description: string;
  sidebar?: string;
  /** The URL path of the page's Markdown twin (/docs/x.md), when it has one. */
  twin?: string;
  data: D;
}

/** A page of one kind, its data typed by the kind's declaration (pageData.gen.ts). */
export type KindPage<K extends PageKind> = PageData<PageDataByKind[K]> & { kind: K };

/** Whether a page is of one of the kinds: its data is then the kind's (PageDataByKind), as sitegen wrote it. */
export function isKind<K extends PageKind>(page: PageData, ...kinds: K[]): page is KindPage<K> {
  return kinds.some((kind) => kind === page.kind);
}

/** The data file of a route, as the pipeline names it (sitegen.DataFile). */
export function dataFile(route: string): string {
  return route === '/' ? 'index.page' : `${route.replace(/^\//, '')}.page`;
}

/** A page's data file read: the page, its JSON line as written, and its body (null for a page without one). */
export interface PageFile {
  page: PageData;
  json: string;
  body: string | null;
}

/**
 * Reads a page's data file (packages/sitegen/pagedata): the page's JSON on
 * one line, then, for a page that shows a rendered body, that body as
 * HTML, which becomes the page's data.html.
 */
export function readPageFile(text: string): PageFile {
  const end = text.indexOf('\n');
  const json = end < 0 ? text : text.slice(0, end);
  const body = end < 0 || end === text.length - 1 ? null : text.slice(end + 1);
  const page: PageData = JSON.parse(json);
  if (body !== null) page.data.html = body;
  return { page, json, body };
}

/** The URL path of a route's Markdown twin: the route with ".md", "/index.md" for the home page. */
export function markdownTwinPath(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route === '/' ? '/index' : route}.md`;
}

/** The URL of a route's data file, below the site's base URL. */
export function dataUrl(baseUrl: string, route: string): string {
  return `${baseUrl}_data/${dataFile(route)}`;
}
