import { inlineScriptLiteral } from '../ColorMode/colorModeScript';

/** The texts of the base-URL banner. */
export interface BaseUrlBannerTexts {
  /** @default "Your site did not load properly." */
  title: string;
  /** @default "A very common reason is a wrong base URL configuration." */
  reason: string;
  /** @default "Current configured base URL = " */
  currentLabel: string;
  /** Appended when the base URL is "/". @default " (default value)" */
  defaultValueNote: string;
  /** @default "We suggest trying base URL = " */
  suggestionLabel: string;
}

export const DEFAULT_BASE_URL_BANNER_TEXTS: BaseUrlBannerTexts = {
  title: 'Your site did not load properly.',
  reason: 'A very common reason is a wrong base URL configuration.',
  currentLabel: 'Current configured base URL = ',
  defaultValueNote: ' (default value)',
  suggestionLabel: 'We suggest trying base URL = ',
};

/** The banner element's id ("__" keeps it out of search indexing). */
export const BASE_URL_BANNER_ID = '__base-url-issue-banner';
/** The window property the site's bundle sets when it runs (see markSiteBundleLoaded). */
export const SITE_BUNDLE_LOADED_FLAG = '__siteBundleLoaded';

export interface BaseUrlBannerScriptOptions extends Partial<BaseUrlBannerTexts> {
  /** The base URL the site was built for, e.g. "/" or "/docs-site/". */
  baseUrl: string;
  /**
   * The window property whose absence means the JS bundle did not run.
   * @default SITE_BUNDLE_LOADED_FLAG
   */
  loadedFlag?: string;
  /**
   * The window event after which the banner checks the flag, for a site
   * that asks for its bundle after the first paint and dispatches this
   * event once the bundle has run or failed to load; without it the banner
   * checks when the DOM is ready, as for a deferred bundle, which has run by
   * then.
   */
  checkAfter?: string;
}

/** The suggested base URL for a page at `pathname`: the path with a trailing slash. */
export const suggestBaseUrl = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/** Call first thing in the site's client entry: tells the banner script the bundle ran. */
export function markSiteBundleLoaded(flag: string = SITE_BUNDLE_LOADED_FLAG) {
  (window as unknown as Record<string, unknown>)[flag] = true;
}

/**
 * The text of an inline script for the home page's `<head>` only. When the
 * DOM is ready (or on the `checkAfter` event) and the site's bundle has not
 * run (its assets were requested under the wrong base URL), it puts a
 * banner at the top of `<body>` saying
 * "Your site did not load properly." with the configured and the suggested
 * base URL. It brings its own styles (through the CSSOM, so a CSP without
 * 'unsafe-inline' styles allows them), since the site's CSS did not load either.
 */
export function baseUrlBannerScript({
  baseUrl,
  loadedFlag = SITE_BUNDLE_LOADED_FLAG,
  checkAfter = '',
  ...texts
}: BaseUrlBannerScriptOptions): string {
  const options = { ...DEFAULT_BASE_URL_BANNER_TEXTS, ...texts, baseUrl, flag: loadedFlag, id: BASE_URL_BANNER_ID, after: checkAfter };
  return `(function(o){function el(t,s,x){var e=document.createElement(t);Object.assign(e.style,s||{});if(x)e.textContent=x;return e}function show(){if(window[o.flag]||document.getElementById(o.id))return;var p=location.pathname,s=p.slice(-1)==="/"?p:p+"/";var b=el("div",{margin:"20px",padding:"20px",border:"4px solid #b42318",borderRadius:"8px",background:"#fff4e5",color:"#0d1a2b",font:"18px/1.5 system-ui,sans-serif"});b.id=o.id;b.setAttribute("role","alert");b.appendChild(el("p",{margin:"0 0 12px",fontSize:"28px",fontWeight:"700"},o.title));b.appendChild(el("p",{margin:"0 0 12px"},o.reason));var c=el("p",{margin:"0 0 12px"},o.currentLabel);c.appendChild(el("strong",{},o.baseUrl));if(o.baseUrl==="/")c.appendChild(document.createTextNode(o.defaultValueNote));b.appendChild(c);var g=el("p",{margin:"0",color:"#12704a"},o.suggestionLabel);g.appendChild(el("strong",{},s));b.appendChild(g);document.body.prepend(b)}if(o.after)addEventListener(o.after,show);else if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",show);else show()})(${inlineScriptLiteral(options)});`;
}
