import type { PageData } from './data';

/**
 * The page data a prerendered page embeds, made whole again (in place): a
 * page marked bodyInHtml (scripts/page-body.mjs) left its rendered Markdown
 * out of the embedded copy because its HTML holds it, in its one Markdown
 * element; it is read back from there, before hydration, so the app renders
 * what the server rendered. A marked page without that element gets an
 * empty body rather than fail.
 */
export function restoreBody(page: PageData, root: ParentNode): PageData {
  if (page.bodyInHtml) page.data.html = root.querySelector('[data-component="Markdown"]')?.innerHTML ?? '';
  return page;
}
