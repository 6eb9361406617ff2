import type { ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../Link';
import styles from './DocCard.module.css';

/** The sidebar item shape of the content pipeline, as far as a card needs it. */
export interface DocCardItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  description?: string;
  /** A category's children: their number is shown when there is no description. */
  items?: unknown[];
}

export interface DocCardProps {
  /** The doc or category the card links to: its label, href, description and, for a category, its items (counted on the card). */
  item: DocCardItem;
  /** Replaces the default document / folder icon. */
  icon?: ReactNode;
  /**
   * The count line of a category without a description.
   * @default (count) => count === 1 ? "1 item" : `${count} items`
   */
  formatItemCount?: (count: number) => string;
  /**
   * Renders the link.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

export const formatItemCountDefault = (count: number) => (count === 1 ? '1 item' : `${count} items`);

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

function DefaultIcon({ category }: { category: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.iconSvg}>
      {category ? (
        <path
          d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.38l2 2h8.62A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M6 3h8l4 4v14H6V3Zm8 0v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/**
 * A card linking to a doc or a category, as on generated category pages.
 *
 * **When to use** On a category's page, one card per doc or sub-category; use
 * `DocCardList` for the grid.
 *
 * **Parts** A link wrapping an icon, the title and the description (or, for a
 * category, "N items").
 *
 * **Accessibility** The whole card is one link named by its title; the icon is
 * decorative. Focus shows the ring around the card.
 */
export function DocCard({ item, icon, formatItemCount = formatItemCountDefault, linkComponent: Link = DefaultLink }: DocCardProps) {
  if (!item.href) return null;
  const category = item.type === 'category';
  const description = item.description ?? (category ? formatItemCount(item.items?.length ?? 0) : undefined);
  const external = isExternal(item.href);
  const content = (
    <>
      <span className={styles.title}>
        <span className={styles.icon} data-part="icon">
          {icon ?? <DefaultIcon category={category} />}
        </span>
        <span className={styles.label}>{item.label}</span>
      </span>
      {description ? (
        <span className={styles.description} data-part="description">
          {description}
        </span>
      ) : null}
    </>
  );
  return external ? (
    <a className={styles.card} href={item.href} rel="noopener noreferrer" data-component="DocCard" data-type={item.type}>
      {content}
    </a>
  ) : (
    <Link className={styles.card} href={item.href} data-component="DocCard" data-type={item.type}>
      {content}
    </Link>
  );
}

export interface DocCardListProps extends Pick<DocCardProps, 'formatItemCount' | 'linkComponent'> {
  /** The items of a category, as in the sidebar data; items without `href` are left out. */
  items: DocCardItem[];
}

/**
 * A responsive grid of doc cards.
 *
 * **When to use** For the grid of a generated category page, or any list of
 * docs to pick from.
 *
 * **Parts** A list of `DocCard`s in a responsive grid (one column on phones).
 *
 * **Accessibility** A `<ul>`, so screen readers say how many cards there are;
 * each card is one link.
 */
export function DocCardList({ items, ...cardProps }: DocCardListProps) {
  return (
    <ul className={styles.list} data-component="DocCardList">
      {items
        .filter((item) => item.href)
        .map((item) => (
          <li key={item.href} className={styles.listItem}>
            <DocCard item={item} {...cardProps} />
          </li>
        ))}
    </ul>
  );
}
