import { inlineScriptLiteral } from '../ColorMode/colorModeScript';

/** The window property the inline script keeps the reader's early search intent in. */
export const SEARCH_INTENT_KEY = '__flSearchIntent';

/** What the reader did before the app was live: asked for the search, and typed after asking. */
export interface SearchIntent {
  open: boolean;
  typed: string;
  /** Removes the script's listeners: the app's own take over. */
  stop: () => void;
}

/**
 * The inline script, run in <head> before the first paint, that keeps a
 * search asked for before hydration: Ctrl/Cmd+K, "/" outside a field, or a
 * click on the search button ([data-component="SearchButton"]) marks the
 * intent, and the characters typed after it are kept (Backspace removes
 * one) until a field has focus (the modal's input) or the app takes them. The app reads it with takeSearchIntent.
 * Its text is constant, so the server's CSP hash of it never changes.
 */
export function searchIntentScript(): string {
  return `(function(k){var s={open:false,typed:""},d=document;function ed(t){return t&&t.nodeType===1&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName))}function key(e){if(e.isComposing)return;var c=e.key||"",m=e.metaKey||e.ctrlKey;if(!s.open){if((c.toLowerCase()==="k"&&m&&!e.altKey&&!e.shiftKey)||(c==="/"&&!m&&!e.altKey&&!ed(e.target))){e.preventDefault();s.open=true}return}if(ed(e.target))return;if(c.length===1&&!m&&!e.altKey){e.preventDefault();s.typed+=c}else if(c==="Backspace"){e.preventDefault();s.typed=s.typed.slice(0,-1)}}function click(e){var t=e.target;if(t&&t.closest&&t.closest('[data-component="SearchButton"]')){e.preventDefault();s.open=true}}d.addEventListener("keydown",key,true);d.addEventListener("click",click,true);s.stop=function(){d.removeEventListener("keydown",key,true);d.removeEventListener("click",click,true)};window[k]=s})(${inlineScriptLiteral(SEARCH_INTENT_KEY)});`;
}

/** The intent the inline script kept, if any; undefined when the page has no such script. */
export function peekSearchIntent(): SearchIntent | undefined {
  return typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<string, SearchIntent | undefined>)[SEARCH_INTENT_KEY] ?? undefined);
}

/** Takes the intent: stops the script's capture and forgets it, returning what it kept. */
export function takeSearchIntent(): { open: boolean; typed: string } | undefined {
  const intent = peekSearchIntent();
  if (!intent) return undefined;
  intent.stop();
  delete (window as unknown as Record<string, unknown>)[SEARCH_INTENT_KEY];
  return { open: intent.open, typed: intent.typed };
}
