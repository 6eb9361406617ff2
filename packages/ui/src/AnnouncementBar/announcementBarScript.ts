import { inlineScriptLiteral } from '../ColorMode/colorModeScript';

/** The localStorage key holding the id of the dismissed announcement. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-dismissed';
/** Set on `<html>` when the current announcement was dismissed: CSS hides the bar before paint. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * The text of the inline script for `<head>`: when the stored dismissed id is
 * this announcement's id, it sets `html[data-announcement-dismissed]` so the
 * server-rendered bar is hidden before the first paint (no layout shift). A
 * new id does not match, so the bar shows on the very next page view.
 */
export function announcementBarScript(id: string): string {
  const args = [ANNOUNCEMENT_STORAGE_KEY, id, ANNOUNCEMENT_DISMISSED_ATTRIBUTE].map(inlineScriptLiteral).join(',');
  return `(function(k,i,a){try{if(localStorage.getItem(k)===i)document.documentElement.setAttribute(a,"")}catch(e){}})(${args});`;
}
