/**
 * Resolves when the stylesheets the prerendered page deferred are in: the
 * page carries its first screen's CSS inline and a head script adds the
 * full stylesheets (marked data-deferred, and data-done once loaded or
 * failed). Hydration waits for them, so nothing the app shows after it
 * (menus, dialogs, banners) is ever painted without its styles.
 */
export function deferredStyles(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]:not([data-done])')];
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}
