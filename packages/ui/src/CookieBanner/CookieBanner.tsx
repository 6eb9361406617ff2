import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { DefaultLink, type LinkComponent } from '../Link';
import { useStorage } from '../Storage';
import styles from './CookieBanner.module.css';

/** The local store's key and value that record consent (see `StorageProvider`). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

export interface CookieBannerProps {
  /**
   * The message.
   * @default "We use cookies to ensure you get the best experience on our website."
   */
  text?: string;
  /**
   * The button's text.
   * @default "Accept Cookies"
   */
  acceptLabel?: string;
  /**
   * The region's accessible name.
   * @default "Cookie consent"
   */
  label?: string;
  /** Called once the reader accepts. */
  onAccept?: () => void;
  /**
   * A link after the message, such as the privacy notice that says what is
   * stored. None by default.
   */
  link?: { label: string; href: string };
  /**
   * Renders the link.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

// Where the page learns the banner's height, to keep its last content reachable.
const OFFSET_PROPERTY = '--fl-cookie-banner-offset';

/**
 * A compact consent card, floating bottom left from 768 px and at the end of the page on a phone, shown until the local
 * store (`StorageProvider`; the browser's localStorage by default) has `cookie-consent` = `accepted`. Rendered only in the browser, so readers who
 * accepted never see it flash.
 *
 * **When to use** When the site stores anything that needs consent; one per
 * site, rendered once in the app frame.
 *
 * **Parts** A card with the message, an optional link to the page that says
 * what is stored, and the accept button.
 *
 * **Accessibility** A `role="region"` landmark named by `label`; the accept
 * button is a real `<button>` and the card leaves once it is pressed. Render
 * it after the main content, so it is not the first thing a keyboard reader
 * tabs to.
 */
export function CookieBanner({
  text = 'We use cookies to ensure you get the best experience on our website.',
  acceptLabel = 'Accept Cookies',
  label = 'Cookie consent',
  onAccept,
  link,
  linkComponent: Link = DefaultLink,
}: CookieBannerProps) {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const store = useStorage('local');

  useEffect(() => {
    setVisible(store.read(COOKIE_CONSENT_STORAGE_KEY) !== COOKIE_CONSENT_ACCEPTED);
  }, [store]);

  // The page reserves room under its content while the banner is up (see styles.css).
  useLayoutEffect(() => {
    const banner = ref.current;
    const html = document.documentElement;
    if (!visible || !banner) return;
    const update = () => html.style.setProperty(OFFSET_PROPERTY, `${banner.offsetHeight + 16}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      html.style.removeProperty(OFFSET_PROPERTY);
    };
  }, [visible]);

  if (!visible) return null;

  const accept = () => {
    // Without storage, consent holds for this page view only.
    store.write(COOKIE_CONSENT_STORAGE_KEY, COOKIE_CONSENT_ACCEPTED);
    setVisible(false);
    onAccept?.();
  };

  return (
    <div ref={ref} role="region" aria-label={label} className={styles.banner} data-component="CookieBanner">
      <p className={styles.text} data-part="text">
        {text}
        {link ? (
          <>
            {' '}
            <Link className={styles.link} href={link.href}>
              {link.label}
            </Link>
          </>
        ) : null}
      </p>
      <Button size="sm" onClick={accept} className={styles.accept}>
        {acceptLabel}
      </Button>
    </div>
  );
}
