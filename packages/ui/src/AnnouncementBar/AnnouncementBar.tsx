import { useEffect, useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { useStorage } from '../Storage';
import styles from './AnnouncementBar.module.css';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from './announcementBarScript';

export interface AnnouncementBarProps {
  /** Identifies this announcement: dismissing stores it, and a new id shows the bar again. */
  id: string;
  /** The message as trusted HTML from the site's config (links allowed). Ignored when `children` is given. */
  content?: string;
  /** The message as elements. */
  children?: ReactNode;
  /**
   * Shows the close button.
   * @default true
   */
  dismissible?: boolean;
  /** Called after the reader dismisses the bar. */
  onDismiss?: () => void;
  /**
   * The close button's accessible name.
   * @default "Close"
   */
  closeLabel?: string;
  /**
   * The region's accessible name.
   * @default "Announcement"
   */
  label?: string;
}

/**
 * A one-line site announcement above the navbar, in a labelled region. Always
 * in the server HTML; `announcementBarScript(id)` in `<head>` hides a
 * dismissed one before paint.
 *
 * **When to use** One short, time-bound message for every page (a launch, a
 * holiday schedule), above the navbar. Not for errors or consent: those have
 * their own components.
 *
 * **Parts** A labelled region (`label`), the message (`content` HTML or
 * `children`), and, when `dismissible`, a close button.
 *
 * **Accessibility** A `role="region"` landmark named by `label`, so
 * screen-reader users can find or skip it. The close button is a real
 * `<button>` named by `closeLabel`; dismissing moves no focus and the bar
 * stays gone on every page (in the local store of `StorageProvider`,
 * the browser's localStorage by default).
 */
export function AnnouncementBar({
  id,
  content,
  children,
  dismissible = true,
  onDismiss,
  closeLabel = 'Close',
  label = 'Announcement',
}: AnnouncementBarProps) {
  // Visible in server HTML and on hydration; storage is read after mount.
  const [dismissed, setDismissed] = useState(false);
  const store = useStorage('local');

  useEffect(() => {
    setDismissed(dismissible && store.read(ANNOUNCEMENT_STORAGE_KEY) === id);
  }, [id, dismissible, store]);

  useEffect(() => {
    const html = document.documentElement;
    if (dismissed) html.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
    else html.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  }, [dismissed]);

  if (dismissed) return null;

  const dismiss = () => {
    // Without storage the bar still closes for this page view.
    store.write(ANNOUNCEMENT_STORAGE_KEY, id);
    setDismissed(true);
    onDismiss?.();
  };

  return (
    <div
      role="region"
      aria-label={label}
      className={styles.bar}
      data-component="AnnouncementBar"
      data-dismissible={dismissible || undefined}
    >
      {children !== undefined ? (
        <div className={styles.content} data-part="content">
          {children}
        </div>
      ) : (
        // The site's own configured HTML, never user input.
        <div className={styles.content} data-part="content" dangerouslySetInnerHTML={{ __html: content ?? '' }} />
      )}
      {dismissible ? (
        <button type="button" className={styles.close} data-part="close" aria-label={closeLabel} onClick={dismiss}>
          <Icon name="close" size={16} strokeWidth={2.25} />
        </button>
      ) : null}
    </div>
  );
}
