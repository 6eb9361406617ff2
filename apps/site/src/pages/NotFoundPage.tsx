import { useId, type FormEvent } from 'react';
import { Button, NotFound } from '@freightlane/ui';
import type { NavItem } from '../data';
import { SiteLink, useRouter } from '../router';
import type { PageProps } from './types';
import grid from '../marketing/CardGrid.module.css';
import styles from './NotFoundPage.module.css';

/** One main section of the site, as the navbar names it, with up to three of its pages. */
export interface MainSection {
  label: string;
  to: string;
  pages: { label: string; to: string }[];
}

/** The navbar's sections (its menus and links, not its buttons or tools), each with where it starts. */
export function mainSections(items: NavItem[]): MainSection[] {
  return items.flatMap((item): MainSection[] => {
    if (!item.label) return [];
    if (item.type === 'dropdown' && item.items?.length) {
      const to = item.footerLink?.to ?? item.items[0].to;
      return [{ label: item.label, to, pages: item.items.filter((entry) => entry.to !== to).slice(0, 3) }];
    }
    if (item.type === 'link' && item.to) return [{ label: item.label, to: item.to, pages: [] }];
    return [];
  });
}

/**
 * The catch-all page for unknown paths (the server answers it with status
 * 404). Its title is the site's "Page Not Found — <site>", set like every
 * page's. It says what happened and offers a way on: a search (a plain GET
 * form to /search, so it works without JavaScript) and the main sections.
 * Its texts are content (content/not-found.yaml). It sits in the layout's
 * <main>, so it is no landmark itself.
 */
export default function NotFoundPage({ page, layout }: PageProps<'notFound'>) {
  const { heading, message, hint, search, sectionsTitle } = page.data;
  const router = useRouter();
  const searchId = useId();
  const sectionsId = useId();
  const sections = mainSections(layout.navbar.items);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    event.preventDefault();
    router.navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };

  return (
    <div className={styles.page}>
      <NotFound as="div" title={heading} message={message} hint={hint}>
        <form className={styles.search} role="search" action="/search" method="get" onSubmit={onSearch}>
          <label className={styles.label} htmlFor={searchId}>
            {search.label}
          </label>
          <div className={styles.searchRow}>
            <input className={styles.input} id={searchId} type="search" name="q" placeholder={search.placeholder} enterKeyHint="search" />
            <Button type="submit">{search.button}</Button>
          </div>
        </form>
        <nav aria-labelledby={sectionsId}>
          <h2 className={styles.sectionsTitle} id={sectionsId}>
            {sectionsTitle}
          </h2>
          <ul className={`${grid.cardGrid} ${styles.sections}`}>
            {sections.map((section) => (
              <li key={section.label}>
                <SiteLink className={styles.sectionLink} href={section.to}>
                  {section.label}
                </SiteLink>
                {section.pages.length ? (
                  <ul className={styles.pages}>
                    {section.pages.map((entry) => (
                      <li key={entry.to}>
                        <SiteLink href={entry.to}>{entry.label}</SiteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </NotFound>
    </div>
  );
}
