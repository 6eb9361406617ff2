/// <reference types="vite/client" />
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

interface Window {
  /** Resolves once the stylesheets a prerendered page deferred are in (set by its head script, scripts/prerender.mjs). */
  __deferredStyles?: Promise<unknown>;
}
