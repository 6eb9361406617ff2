import type { PageData } from './data';

/**
 * The page data a prerendered page embeds, made whole again: a page marked
 * bodyInHtml (scripts/page-body.mjs) left its rendered Markdown out of the
 * embedded copy because its HTML holds it, in its one Markdown element; it
 * is read back from there, before hydration, so the app renders what the
 * server rendered. A marked page without that element keeps no body: it
 * then renders without one rather than fail.
 */
export function restoreBody(page: PageData, root: ParentNode): PageData {
  if (!page.bodyInHtml) return page;
  const { bodyInHtml: _, ...rest } = page;
  const element = root.querySelector('[data-component="Markdown"]');
  return { ...rest, data: { ...page.data, html: element?.innerHTML ?? '' } };
}
