import styles from './EditThisPage.module.css';

export interface EditThisPageProps {
  /** The page's source in the repository's web editor. */
  href: string;
  /**
   * The link text.
   * @default "Edit this page"
   */
  label?: string;
}

/**
 * A link to edit the page's source; it opens in a new tab.
 *
 * **When to use** At the foot of docs pages whose source is in a public
 * repository, to invite corrections.
 *
 * **Parts** A link with a pencil icon and its label.
 *
 * **Accessibility** Opens in a new tab (`target="_blank"`, `rel="noopener
 * noreferrer"`); the icon is decorative and the label names the link.
 */
export function EditThisPage({ href, label = 'Edit this page' }: EditThisPageProps) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" data-component="EditThisPage">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {label}
    </a>
  );
}
