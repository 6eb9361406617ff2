import type { DocData } from '../data';
import { SiteLink } from '../router';
import type { PageProps } from './registry';
import styles from './Page.module.css';

/** A documentation page: breadcrumbs, title, rendered Markdown and the previous/next links. */
export default function DocPage({ page }: PageProps) {
  const data = page.data as unknown as DocData;
  return (
    <article className={`${styles.container} ${styles.narrow}`}>
      {data.breadcrumbs?.length ? (
        <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
          <ol>
            {data.breadcrumbs.map((crumb, i) => (
              <li key={i}>{crumb.href && i < data.breadcrumbs.length - 1 ? <SiteLink href={crumb.href}>{crumb.label}</SiteLink> : <span>{crumb.label}</span>}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className={styles.title}>{page.title}</h1>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.html }} />
      {data.prev || data.next ? (
        <nav aria-label="Docs pages" className={styles.pager}>
          {data.prev ? (
            <SiteLink href={data.prev.href} className={styles.pagerLink}>
              <span className={styles.pagerLabel}>Previous</span>
              {data.prev.title}
            </SiteLink>
          ) : null}
          {data.next ? (
            <SiteLink href={data.next.href} className={`${styles.pagerLink} ${styles.pagerNext}`}>
              <span className={styles.pagerLabel}>Next</span>
              {data.next.title}
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
