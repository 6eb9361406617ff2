import styles from './VersionBadge.module.css';

export interface VersionBadgeProps {
  /** The docs version's label, e.g. "Next". */
  version: string;
  /**
   * The text before the version.
   * @default "Version"
   */
  label?: string;
}

/**
 * "Version: Next": the docs version a page belongs to.
 *
 * **When to use** At the top of a versioned docs page, so readers know which
 * release it describes.
 *
 * **Parts** One badge with the label and the version.
 *
 * **Accessibility** Plain text: it is read as "Version: Next".
 */
export function VersionBadge({ version, label = 'Version' }: VersionBadgeProps) {
  return (
    <span className={styles.badge} data-component="VersionBadge">
      {label}: {version}
    </span>
  );
}
