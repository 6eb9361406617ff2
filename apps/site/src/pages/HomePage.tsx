import { SiteLink } from '../router';
import type { PageProps } from './registry';
import styles from './Page.module.css';

interface Action {
  label: string;
  to: string;
}

interface Hero {
  headline?: string;
  title?: string;
  lead?: string;
  text?: string;
  primaryAction?: Action;
  secondaryAction?: Action;
}

/** The home page. */
export default function HomePage({ page, layout }: PageProps) {
  const hero = (page.data.hero ?? {}) as Hero;
  const actions = [hero.primaryAction, hero.secondaryAction].filter((a): a is Action => Boolean(a?.to));
  return (
    <article className={styles.container}>
      <h1 className={styles.title}>{hero.headline ?? hero.title ?? layout.site.title}</h1>
      <p className={styles.lead}>{hero.lead ?? hero.text ?? layout.site.tagline}</p>
      {actions.length ? (
        <p>
          {actions.map((action) => (
            <SiteLink key={action.to} href={action.to} className={styles.pagerLink}>
              {action.label}
            </SiteLink>
          ))}
        </p>
      ) : null}
    </article>
  );
}
