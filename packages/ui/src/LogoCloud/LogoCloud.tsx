import { useId, type ReactNode } from 'react';
import styles from './LogoCloud.module.css';

export interface LogoCloudItem {
  /** The company's name: what screen readers hear. */
  name: string;
  /** The logo (decorative: the name speaks for it). */
  logo: ReactNode;
  /** Links the logo to the company's site or its integration page. */
  href?: string;
}

export interface LogoCloudProps {
  /** The logos in order: name (the image's accessible name), the logo itself, and an optional link. */
  logos: LogoCloudItem[];
  /** A line above the logos, e.g. "Trusted by forwarders in 40 countries". */
  title?: ReactNode;
}

/**
 * A row of partner or customer logos that wraps on narrow screens.
 *
 * **When to use** To show customers or partners with permission to be named,
 * under a short title.
 *
 * **Parts** An optional title and a list of logos, each optionally a link.
 *
 * **Accessibility** A list; each logo needs its company's `name`, which names
 * the image (or the link around it).
 */
export function LogoCloud({ logos, title }: LogoCloudProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? titleId : undefined} data-component="LogoCloud">
      {title ? (
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {logos.map((item) => {
          const content = (
            <>
              <span className={styles.logo} aria-hidden="true">
                {item.logo}
              </span>
              <span className={styles.name}>{item.name}</span>
            </>
          );
          return (
            <li key={item.name} className={styles.item}>
              {item.href ? (
                <a
                  className={styles.link}
                  href={item.href}
                  rel={/^[a-z][a-z0-9+.-]*:/i.test(item.href) ? 'noopener noreferrer' : undefined}
                >
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
