import type { LayoutData } from './data';
import { SiteLink, useRouter } from './router';
import styles from './Header.module.css';

/** The site header: title and the navbar's links. */
export function Header({ layout }: { layout: LayoutData }) {
  const { path } = useRouter();
  const links = layout.navbar.items.filter((item) => (item.type === 'link' || item.type === 'button') && item.to);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink href={layout.site.baseUrl} className={styles.brand}>
          {layout.site.title}
        </SiteLink>
        <nav aria-label="Main" className={styles.nav}>
          {links.map((item) => (
            <SiteLink
              key={item.to}
              href={item.to!}
              className={item.type === 'button' ? styles.button : styles.link}
              aria-current={path === item.to ? 'page' : undefined}
            >
              {item.label}
            </SiteLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
