import { SiteLink } from '../router';
import type { PageProps } from './registry';
import styles from './Page.module.css';

interface Card {
  label: string;
  href: string;
  description?: string;
  count?: string;
}

/** A generated category page: the category's items as cards. */
export default function DocCategoryPage({ page }: PageProps) {
  const items = (page.data.items ?? []) as Card[];
  return (
    <article className={styles.container}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.description ? <p className={styles.lead}>{page.description}</p> : null}
      <ul className={styles.cards}>
        {items.map((card) => (
          <li key={card.href}>
            <SiteLink href={card.href} className={styles.pagerLink}>
              <strong>{card.label}</strong>
              {card.count ? <span className={styles.pagerLabel}>{card.count}</span> : null}
              {card.description ? <span className={styles.pagerLabel}>{card.description}</span> : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
