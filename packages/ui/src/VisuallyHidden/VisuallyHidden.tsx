import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Content for assistive technology only: read out, not shown. A class, not
 * an inline style: a Content-Security-Policy with style-src 'self' blocks
 * style attributes in server HTML.
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span data-component="VisuallyHidden" className={className ? `${styles.hidden} ${className}` : styles.hidden} {...rest} />;
}
