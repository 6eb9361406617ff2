import { useCallback, useRef, useState } from 'react';

/**
 * State that a parent may own (`value` + `onChange`) or leave to the
 * component (`defaultValue`): the package's open/defaultOpen/onOpenChange.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const set = useCallback(
    (next: T) => {
      if (Object.is(next, currentRef.current)) return;
      currentRef.current = next;
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set, currentRef] as const;
}
