import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { DefaultLink, isExternalHref, type LinkComponent } from '../Link';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /**
   * The visual weight.
   * @default "primary"
   */
  variant?: ButtonVariant;
  /**
   * The height and text size.
   * @default "md"
   */
  size?: ButtonSize;
  /** Renders a link to this path or URL instead of a `<button>`. */
  href?: string;
  /**
   * Renders internal links (with `href`); external ones are plain anchors.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * The button's type when it renders a `<button>`.
   * @default "button"
   */
  type?: 'button' | 'submit' | 'reset';
  /** A visual (usually an `<Icon>`) before the label. */
  leadingVisual?: ReactNode;
  /** A visual (usually an `<Icon>`) after the label. */
  trailingVisual?: ReactNode;
  /**
   * Stretches the button to its container's width.
   * @default false
   */
  block?: boolean;
}

/**
 * An action: a `<button>`, or a link styled as one when it has an `href`.
 *
 * **When to use** `primary` for the one main action of a view (one per
 * section), `secondary` beside it, `ghost` in toolbars and dense rows. Give it
 * an `href` when it goes somewhere (it becomes a link), leave it out when it
 * does something.
 *
 * **Parts** The label, and an optional leading and trailing visual (usually an
 * `Icon`).
 *
 * **Accessibility** A native `<button>` (type "button" unless told otherwise)
 * or `<a>`: Enter (and Space for the button) activate it, focus shows the
 * `--fl-color-focus` ring. An icon-only button needs an accessible name: an
 * `aria-label` or a visually hidden label.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  href,
  linkComponent: Link = DefaultLink,
  type = 'button',
  leadingVisual,
  trailingVisual,
  block = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  const shared = {
    className: [styles.button, className].filter(Boolean).join(' '),
    'data-component': 'Button',
    'data-variant': variant,
    'data-size': size,
    'data-block': block || undefined,
  };
  const content = (
    <>
      {leadingVisual ? (
        <span className={styles.visual} data-part="leading-visual">
          {leadingVisual}
        </span>
      ) : null}
      <span data-part="label">{children}</span>
      {trailingVisual ? (
        <span className={styles.visual} data-part="trailing-visual">
          {trailingVisual}
        </span>
      ) : null}
    </>
  );
  if (href !== undefined) {
    const anchorProps = { ...shared, ...(rest as Record<string, unknown>), href };
    return isExternalHref(href) ? (
      <a {...anchorProps} rel="noopener noreferrer">
        {content}
      </a>
    ) : (
      <Link {...anchorProps}>{content}</Link>
    );
  }
  return (
    <button {...shared} {...rest} type={type}>
      {content}
    </button>
  );
}
