import { DefaultLink, type LinkComponent } from '../Link';
import styles from './Breadcrumbs.module.css';

/** One step of the trail: a sidebar category or the page itself. */
export interface BreadcrumbItem {
  label: string;
  /** Where the step leads; a category without its own page has none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail from the top category down to the current page (the last item). */
  items: BreadcrumbItem[];
  /**
   * The home page the home icon links to; `null` leaves the icon out.
   * @default "/"
   */
  homeHref?: string | null;
  /**
   * The home icon link's accessible name.
   * @default "Home page"
   */
  homeLabel?: string;
  /**
   * The navigation's accessible name.
   * @default "Breadcrumbs"
   */
  label?: string;
  /**
   * Renders the links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * The docs breadcrumb trail: a home icon, the categories above the page, then
 * the page, which is not a link.
 *
 * **When to use** On every docs page below the navbar, so a reader who arrived
 * from search sees where the page sits and can go up a level.
 *
 * **Parts** A `nav` with an ordered list: the home link (an icon named by
 * `homeLabel`), one link per category, and the current page as text.
 *
 * **Accessibility** `nav` named by `label` ("Breadcrumbs"); the current page
 * is the last item, marked `aria-current="page"` and not a link. The
 * separators are drawn by CSS, so they are not read out.
 */
export function Breadcrumbs({
  items,
  homeHref = '/',
  homeLabel = 'Home page',
  label = 'Breadcrumbs',
  linkComponent: Link = DefaultLink,
}: BreadcrumbsProps) {
  return (
    <nav className={styles.breadcrumbs} aria-label={label} data-component="Breadcrumbs">
      <ol className={styles.list}>
        {homeHref !== null ? (
          <li className={styles.item} data-part="home">
            <Link className={styles.link} href={homeHref} aria-label={homeLabel}>
              <svg className={styles.homeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z"
                  fill="currentColor"
                />
              </svg>
            </Link>
          </li>
        ) : null}
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item} data-part="item" data-state={current ? 'active' : undefined}>
              {current ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
