import { Markdown } from '@freightlane/ui';
import { useHtmlLinkNavigation } from '../marketing/RichText';
import type { PageProps } from './types';
import marketing from '../marketing/Marketing.module.css';
import styles from './MarkdownPage.module.css';

/** A page with fewer sections than this reads without a list of them. */
const SECTION_LIST_MIN = 3;

/**
 * A standalone Markdown page (/about, /security, /privacy…): its title,
 * description, a list of its sections to jump to, and the body in a reading
 * column.
 */
export default function MarkdownPage({ page }: PageProps<'page'>) {
  const data = page.data;
  const onClick = useHtmlLinkNavigation();
  const sections = data.toc.filter((heading) => heading.level === 2);
  return (
    <article className={styles.reading}>
      <header className={styles.readingHeader}>
        <h1 className={marketing.pageTitle}>{page.title}</h1>
        {page.description ? <p className={marketing.readingLead}>{page.description}</p> : null}
        {sections.length >= SECTION_LIST_MIN ? (
          <nav className={styles.readingSections} aria-label="On this page">
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <Markdown className={styles.readingBody} html={data.html} onClick={onClick} />
    </article>
  );
}
