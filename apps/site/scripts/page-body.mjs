// The data a prerendered page embeds for hydration, without what its HTML
// already holds: a page whose data has the rendered Markdown (data.html:
// docs, integration and Markdown pages) shows it once, in its Markdown
// element, so the embedded copy leaves it out and says so (bodyInHtml); the
// client reads it back from that element before hydrating
// (src/pageBody.ts). The JSON files the router fetches (/_data/...) keep it.
// Tested in page-body.test.mjs.

/** The attribute of the one element whose content is the page's data.html (the UI package's Markdown). */
export const BODY_ELEMENT = 'data-component="Markdown"';

/**
 * The text of a page's embedded data: dataText as it is, or, when the
 * rendered app markup (appHtml) holds page.data.html verbatim as the content
 * of the page's only Markdown element, the page without it and marked
 * bodyInHtml. A page whose Markdown element is missing, repeated or holds
 * anything else keeps its data whole: hydration must find exactly what the
 * data says.
 */
export function embeddedData(page, dataText, appHtml) {
  const body = page.data?.html;
  if (typeof body !== 'string' || body === '') return dataText;
  const first = appHtml.indexOf(BODY_ELEMENT);
  if (first < 0 || appHtml.indexOf(BODY_ELEMENT, first + BODY_ELEMENT.length) >= 0) return dataText;
  const open = appHtml.indexOf('>', first) + 1;
  if (!appHtml.startsWith(`${body}</div>`, open)) return dataText;
  const { html: _, ...data } = page.data;
  return JSON.stringify({ ...page, bodyInHtml: true, data });
}
