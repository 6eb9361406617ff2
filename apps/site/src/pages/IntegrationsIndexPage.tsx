import type { PageProps } from './registry';
import styles from './Page.module.css';

/** Pages whose kind has no dedicated layout: the title, the description and any rendered Markdown. */
export default function GenericPage({ page }: PageProps) {
  const html = typeof page.data.html === 'string' ? page.data.html : '';
  return (
    <article className={`${styles.container} ${styles.narrow}`}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.description ? <p className={styles.lead}>{page.description}</p> : null}
      {html ? <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </article>
  );
}
