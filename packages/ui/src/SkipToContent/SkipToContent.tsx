import type { MouseEvent } from 'react';
import styles from './SkipToContent.module.css';

export interface SkipToContentProps {
  /**
   * The id of the page's main element.
   * @default "main"
   */
  targetId?: string;
  /**
   * The link's text.
   * @default "Skip to main content"
   */
  label?: string;
}

/**
 * The first focusable element of a page: a link that is shown when it has
 * focus and moves focus past the navbar to the page's main element (which
 * needs no tabindex of its own; one is set while it takes focus).
 *
 * **When to use** On every page, as the first element of `<body>`, before the
 * navbar.
 *
 * **Parts** One link, off screen until it takes focus.
 *
 * **Accessibility** The first Tab stop of the page; Enter moves focus to the
 * main element, so keyboard and screen-reader users skip the navigation.
 */
export function SkipToContent({ targetId = 'main', label = 'Skip to main content' }: SkipToContentProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a className={styles.skip} href={`#${targetId}`} onClick={onClick} data-component="SkipToContent">
      {label}
    </a>
  );
}
