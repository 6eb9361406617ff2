/**
 * The window event the after-first-paint script dispatches once the site's
 * entry has run or failed to load: the home page's base-URL banner checks
 * then whether the bundle ran (head.ts).
 */
export const SITE_CODE_SETTLED_EVENT = 'freightlane:code-settled';

/**
 * The text of the inline script that asks for what a prerendered page needs
 * after its first paint, once it has painted: its deferred stylesheets, its
 * code (the entry, as a module script) and the chunks the code imports (as
 * modulepreloads, so hydration is not a chain of requests), which the
 * script's attributes list (data-styles, data-entry, data-modules, written
 * by scripts/prerender.mjs; the text is constant, so the CSP has one hash
 * for it). Requested with the HTML, they shared its bandwidth on a slow
 * link, and Lighthouse counted every one that ended before the first paint
 * in its simulated largest contentful paint.
 *
 * "Painted" is the first paint entry (where the browser reports none: the
 * first animation frame), and then the frame after the whole document is
 * parsed: a long page's first paint can show only its top, and Lighthouse's
 * simulated largest contentful paint counts every request started before
 * the paint of the largest text. A tab opened in the background asks for
 * nothing until it is shown and painted. A page opened at an
 * anchor (a URL with a hash) asks at once: its first screen is the
 * anchor's part of the page, which the inline CSS of the top's does not
 * cover, and the browser places the anchor by the layout it has when the
 * styles arrive.
 *
 * A stylesheet a script adds does not block rendering. Each one applied
 * as it arrives would make the browser restyle and lay out the whole page
 * again, one long task per file (five of 60-100 ms in Lighthouse's mobile
 * run of a solution page): they are loaded for another medium (print, at a
 * lower priority than the code, which hydration waits for as much) and
 * switched to every medium together once all are in (or failed), one
 * restyle in all. Each is then marked data-done, and
 * window.__deferredStyles resolves: the entry waits for it before
 * hydrating, so nothing the app shows after it (menus, dialogs, banners) is
 * painted without its styles.
 *
 * Each request a script adds costs the main thread its set-up (about 150 ms
 * for 12 stylesheets and 14 modulepreloads under Lighthouse's 4x CPU
 * slowdown, all in appendChild): the stylesheets, the modulepreloads and
 * the entry are added in three tasks, none of them long.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(s){var d=document,h=d.head,started=0,done,P=window.PerformanceObserver;function list(n){return(s.getAttribute(n)||"").split(" ").filter(Boolean)}function add(rel,href,media){var l=d.createElement("link");l.rel=rel;if(media)l.media=media;l.href=href;h.appendChild(l);return l}window.__deferredStyles=new Promise(function(r){done=r});function go(){if(started++)return;Promise.all(list("data-styles").map(function(href){var l=add("stylesheet",href,"print");l.setAttribute("data-deferred","");return new Promise(function(r){l.onload=l.onerror=function(){r(l)}})})).then(function(ls){ls.forEach(function(l){l.media="all";l.setAttribute("data-done","")});done()});setTimeout(function(){list("data-modules").forEach(function(href){add("modulepreload",href)});setTimeout(function(){var e=d.createElement("script");e.type="module";e.src=s.getAttribute("data-entry");e.onload=e.onerror=function(){dispatchEvent(new Event(${JSON.stringify(SITE_CODE_SETTLED_EVENT)}))};h.appendChild(e)})})}function frame(){requestAnimationFrame(function(){setTimeout(go)})}function parsed(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",frame):frame()}if(location.hash)go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(parsed).observe({type:"paint",buffered:true});else parsed()})(document.currentScript)`;
