import type { PageProps } from './registry';
import styles from './Page.module.css';

/** The catch-all page for unknown paths (served with status 404). */
export default function NotFoundPage(_: PageProps) {
  return (
    <article className={`${styles.container} ${styles.narrow}`}>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.lead}>We could not find what you were looking for.</p>
      <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
    </article>
  );
}
