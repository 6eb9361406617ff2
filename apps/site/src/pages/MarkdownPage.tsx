import { Markdown } from '@freightlane/ui';
import { useHtmlLinkNavigation } from '../marketing/RichText';
import type { PageProps } from './types';
import styles from '../marketing/Marketing.module.css';

/** A standalone Markdown page (/about, /markdown-page…): its title, description and body in a reading column. */
export default function MarkdownPage({ page }: PageProps<'page'>) {
  const data = page.data;
  const onClick = useHtmlLinkNavigation();
  return (
    <article className={styles.reading}>
      <header className={styles.readingHeader}>
        <h1 className={styles.pageTitle}>{page.title}</h1>
        {page.description ? <p className={styles.readingLead}>{page.description}</p> : null}
      </header>
      <Markdown className={styles.readingBody} html={data.html} onClick={onClick} />
    </article>
  );
}
