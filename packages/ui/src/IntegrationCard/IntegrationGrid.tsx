import { useState, type MouseEvent, type ReactNode } from 'react';
import type { LinkComponent } from '../Link';
import { IntegrationCard } from './IntegrationCard';
import styles from './IntegrationCard.module.css';

export interface Integration {
  /** The integration's id: the last segment of its page's path. */
  id: string;
  name: string;
  description: ReactNode;
  href: string;
  /** The id of its category. */
  category: string;
  logo?: ReactNode;
}

export interface IntegrationCategory {
  id: string;
  label: string;
}

export interface IntegrationGridProps {
  /** Every integration, each with the `category` id it is filtered by. */
  integrations: Integration[];
  /** The filter's categories, in display order (an "All" link comes first). */
  categories: IntegrationCategory[];
  /** The category shown (controlled), e.g. from `?category=`; null shows all. */
  category?: string | null;
  /**
   * The category shown at first (uncontrolled).
   * @default null
   */
  defaultCategory?: string | null;
  /** Called when the reader picks a category: keep `?category=` in step (replacing the history entry). */
  onCategoryChange?: (category: string | null) => void;
  /**
   * The page the filter links point at, for readers without JavaScript.
   * @default "" (the current page)
   */
  basePath?: string;
  /**
   * The filter's accessible name.
   * @default "Filter by category"
   */
  filterLabel?: string;
  /**
   * The first filter link's text.
   * @default "All"
   */
  allLabel?: string;
  /**
   * The count line.
   * @default (count) => count === 1 ? "1 integration" : `${count} integrations`
   */
  formatCount?: (count: number) => string;
  /**
   * Shown when a category has no integrations.
   * @default "No integrations in this category yet."
   */
  emptyLabel?: string;
  /**
   * Renders the cards' links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

/**
 * The integrations index: a category filter made of real links
 * (`?category=<id>`, so it works without JavaScript) that also filters at once
 * in the browser, and a responsive grid of cards.
 *
 * **When to use** On the integrations index, where readers look for a carrier,
 * ERP or customs system.
 *
 * **Parts** The category filter (links), the count of integrations shown, and
 * the grid of `IntegrationCard`s or the empty text.
 *
 * **Accessibility** The filter is a `nav` named by `filterLabel` whose current
 * category has `aria-current`; the count is a `role="status"`, so a filter
 * change is announced politely.
 */
export function IntegrationGrid({
  integrations,
  categories,
  category: categoryProp,
  defaultCategory = null,
  onCategoryChange,
  basePath = '',
  filterLabel = 'Filter by category',
  allLabel = 'All',
  formatCount = (count) => (count === 1 ? '1 integration' : `${count} integrations`),
  emptyLabel = 'No integrations in this category yet.',
  linkComponent,
}: IntegrationGridProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultCategory);
  const requested = categoryProp === undefined ? uncontrolled : categoryProp;
  // An unknown category (a stale link) shows everything rather than nothing.
  const active = categories.some((c) => c.id === requested) ? requested : null;
  const shown = active ? integrations.filter((i) => i.category === active) : integrations;
  const labels = Object.fromEntries(categories.map((c) => [c.id, c.label]));

  const pick = (id: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setUncontrolled(id);
    onCategoryChange?.(id);
  };

  const filters: { id: string | null; label: string }[] = [{ id: null, label: allLabel }, ...categories];
  return (
    <div className={styles.gridRoot} data-component="IntegrationGrid">
      <nav className={styles.filter} aria-label={filterLabel}>
        <ul className={styles.filterList}>
          {filters.map((filter) => (
            <li key={filter.id ?? ''}>
              <a
                className={styles.filterLink}
                href={filter.id ? `${basePath}?category=${encodeURIComponent(filter.id)}` : basePath || '?'}
                aria-current={filter.id === active ? 'true' : undefined}
                data-state={filter.id === active ? 'active' : undefined}
                onClick={pick(filter.id)}
              >
                {filter.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.count} role="status">
        {shown.length ? formatCount(shown.length) : emptyLabel}
      </p>
      <ul className={styles.grid}>
        {shown.map((integration) => (
          <li key={integration.id} className={styles.gridItem}>
            <IntegrationCard
              name={integration.name}
              description={integration.description}
              href={integration.href}
              categoryLabel={labels[integration.category]}
              logo={integration.logo}
              linkComponent={linkComponent}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
