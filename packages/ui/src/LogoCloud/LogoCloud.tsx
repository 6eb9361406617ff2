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
  logos: LogoCloudItem[];
  /** A line above the logos, e.g. "Trusted by forwarders in 40 countries". */
  title?: ReactNode;
}

/** A row of partner or customer logos that wraps on narrow screens. */
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
