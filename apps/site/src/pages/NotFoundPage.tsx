import { NotFound } from '@freightlane/ui';
import type { PageProps } from './registry';
import styles from './Docs.module.css';

/**
 * The catch-all page for unknown paths (the server answers it with status
 * 404). Its title is the site's "Page Not Found — Freightlane", set like
 * every page's. It sits in the layout's <main>, so it is no landmark itself.
 */
export default function NotFoundPage(_: PageProps<'notFound'>) {
  return (
    <div className={styles.narrow}>
      <NotFound as="div" />
    </div>
  );
}
