import type { PageData } from './data';

/**
 * Set on a prerendered page's embedded data (scripts/prerender.mjs) when
 * the page's body is in its HTML, in its one Markdown element, and not in
 * the data: the page's data file carries the body after the JSON line the
 * page embeds (packages/sitegen/pagedata).
 */
export const BODY_IN_HTML_ATTRIBUTE = 'data-body-in-html';

/**
 * The page data a prerendered page embeds, made whole (in place): a page
 * whose data script is marked BODY_IN_HTML_ATTRIBUTE gets its body read
 * back from its Markdown element, before hydration, so the app renders
 * what the server rendered. A marked page without that element gets an
 * empty body rather than fail.
 */
export function restoreBody(page: PageData, script: Element, root: ParentNode): PageData {
  if (script.hasAttribute(BODY_IN_HTML_ATTRIBUTE)) page.data.html = root.querySelector('[data-component="Markdown"]')?.innerHTML ?? '';
  return page;
}
