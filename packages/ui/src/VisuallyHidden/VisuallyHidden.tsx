import type { CSSProperties, HTMLAttributes } from 'react';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

// Inline, so it holds before any stylesheet has loaded and in server HTML.
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Content for assistive technology only: read out, not shown. */
export function VisuallyHidden({ style, ...rest }: VisuallyHiddenProps) {
  return <span data-component="VisuallyHidden" style={{ ...HIDDEN, ...style }} {...rest} />;
}
