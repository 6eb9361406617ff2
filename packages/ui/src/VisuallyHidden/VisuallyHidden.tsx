import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Content for assistive technology only: read out, not shown. A class, not an
 * inline style: a Content-Security-Policy with style-src 'self' blocks style
 * attributes in server HTML.
 *
 * **When to use** For a name or context only screen readers need: an icon
 * button's label, "(opens in a new tab)", a drawer title that is not shown.
 *
 * **Parts** A `<span>` with the package's visually-hidden class around your
 * children.
 *
 * **Accessibility** Read by screen readers, never shown, and it takes no
 * space. Do not hide focusable content with it.
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span data-component="VisuallyHidden" className={className ? `${styles.hidden} ${className}` : styles.hidden} {...rest} />;
}
