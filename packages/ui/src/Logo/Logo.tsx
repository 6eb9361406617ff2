import type { ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../Link';
import styles from './Logo.module.css';

export interface LogoProps {
  /** The site's name, shown beside the mark. The package holds no brand. */
  title?: ReactNode;
  /** Makes the logo a link, usually to the home page ("/"). */
  href?: string;
  /**
   * Renders the link.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The accessible name of the link when there is no visible `title`.
   * @default "Home"
   */
  homeLabel?: string;
  /** A custom mark (e.g. the site's own SVG) in place of the default one. */
  mark?: ReactNode;
  /** Extra class on the logo's root element. */
  className?: string;
}

/**
 * The default mark: a route arrow running through three freight lanes.
 *
 * **When to use** Inside `Logo`, or alone where the title is already on screen
 * (a favicon-sized spot).
 *
 * **Parts** One inline `<svg>`.
 *
 * **Accessibility** `aria-hidden`: the title next to it names the logo.
 */
export function LogoMark({
  size = 28,
}: {
  /**
   * Width and height in px.
   * @default 28
   */
  size?: number;
}) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-part="mark">
      <rect width="32" height="32" rx="8" fill="var(--fl-logo-mark-bg, var(--fl-color-accent))" />
      <g
        fill="none"
        stroke="var(--fl-logo-mark-fg, var(--fl-color-accent-contrast))"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M7 11h7" opacity="0.55" />
        <path d="M7 21h5" opacity="0.55" />
        <path d="M7 16h16" />
        <path d="M18.5 10.5 24 16l-5.5 5.5" />
      </g>
    </svg>
  );
}

/**
 * The site's logo: a mark and the site's title, optionally linking home.
 *
 * **When to use** In the navbar and the drawer's header; anywhere the site's
 * name should link home.
 *
 * **Parts** The mark (`mark` or the default `LogoMark`) and the site's title
 * as text.
 *
 * **Accessibility** With `href` it is one link named by the title (or
 * `homeLabel` when the title is empty); the mark is decorative.
 */
export function Logo({ title, href, linkComponent: Link = DefaultLink, homeLabel = 'Home', mark, className }: LogoProps) {
  const content = (
    <>
      {mark ?? <LogoMark />}
      {title ? (
        <span className={styles.title} data-part="title">
          {title}
        </span>
      ) : null}
    </>
  );
  const rootProps = { className: [styles.logo, className].filter(Boolean).join(' '), 'data-component': 'Logo' };
  if (href === undefined) return <span {...rootProps}>{content}</span>;
  return (
    <Link {...rootProps} href={href} aria-label={title ? undefined : homeLabel}>
      {content}
    </Link>
  );
}
