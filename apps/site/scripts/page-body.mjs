// A page's rendered body (a docs, integration or Markdown page's HTML, the
// home page's code example) is written once, after the page's JSON in its
// data file (packages/sitegen/pagedata). The prerender puts it into the
// page's HTML, in its one Markdown element, and embeds the JSON line as it
// is, marked so (BODY_IN_HTML_ATTRIBUTE, src/pageBody.ts): hydration reads
// the body back from that element. Tested in page-body.test.mjs.

/** The attribute of the one element whose content is the page's body (the UI package's Markdown). */
export const BODY_ELEMENT = 'data-component="Markdown"';

/**
 * Whether the rendered app markup (appHtml) holds body verbatim as the
 * content of its only Markdown element: what hydration reads back must be
 * exactly the body the page was rendered from.
 */
export function holdsBody(body, appHtml) {
  const first = appHtml.indexOf(BODY_ELEMENT);
  if (first < 0 || appHtml.indexOf(BODY_ELEMENT, first + BODY_ELEMENT.length) >= 0) return false;
  const open = appHtml.indexOf('>', first) + 1;
  return appHtml.startsWith(`${body}</div>`, open);
}
