import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LazyModule } from './lazyModule';

const nothingOnTheServer = () => undefined;

export interface UseLazyModuleOptions {
  /** Load it now (the reader has asked for what it shows). */
  needed: boolean;
  /** Load it when the browser is next idle, before it is needed. */
  early: boolean;
  /** Called when a load that was needed fails; the next time it is needed it is tried again. */
  onFail?: (error: unknown) => void;
}

/**
 * What `module` gives once it has loaded (undefined until then, and on the
 * server and while hydrating), loading it when idle (`early`) or at once
 * (`needed`); the component renders again when it arrives.
 */
export function useLazyModule<T>(module: LazyModule<T>, { needed, early, onFail }: UseLazyModuleOptions): T | undefined {
  const value = useSyncExternalStore(module.subscribe, module.loaded, nothingOnTheServer);
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  const missing = value === undefined;

  useEffect(() => {
    if (!missing || !needed) return;
    let live = true;
    module.load().catch((error: unknown) => {
      if (live) onFailRef.current?.(error);
    });
    return () => {
      live = false;
    };
  }, [module, missing, needed]);

  useEffect(() => (missing && early ? module.loadWhenIdle() : undefined), [module, missing, early]);

  return value;
}
