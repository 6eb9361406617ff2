import { useId } from 'react';
import { Icon, IntegrationGrid } from '@freightlane/ui';
import { SiteLink } from '../router';
import { useCategoryParam } from '../marketing/categoryFilter';
import { RichText } from '../marketing/RichText';
import { ArrowLink } from '../marketing/Section';
import type { PageProps } from './types';
import marketing from '../marketing/Marketing.module.css';
import styles from './IntegrationsIndexPage.module.css';
import { PartnerMark } from '../marketing/PartnerMark';

/**
 * /integrations: every integration as a card, filtered by `?category=`. The
 * filter's links work without JavaScript (the server serves this page for
 * any query, with every card); with it, the page filters in place.
 */
export default function IntegrationsIndexPage({ page }: PageProps<'integrationsIndex'>) {
  const data = page.data;
  const [requested, setCategory] = useCategoryParam();
  const listTitleId = useId();
  const buildOwnTitleId = useId();
  const category = data.categories.find((c) => c.id === requested) ?? null;
  const integrations = [...data.integrationList].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));

  return (
    <div className={marketing.page}>
      <header className={marketing.pageHeader}>
        <div className={marketing.pageHeaderInner}>
          <h1 className={marketing.pageTitle}>{data.title}</h1>
          <RichText className={`${marketing.pageLead} ${marketing.prose}`} html={data.introHtml} />
        </div>
      </header>

      <section aria-labelledby={listTitleId}>
        <div className={styles.categoryNote}>
          <h2 className={styles.categoryNoteTitle} id={listTitleId}>
            {category ? category.label : `All ${data.title.toLowerCase()}`}
          </h2>
          {category ? <p className={styles.categoryNoteText}>{category.description}</p> : null}
        </div>
        <IntegrationGrid
          integrations={integrations.map((i) => ({
            id: i.id,
            name: i.title,
            description: i.summary,
            href: i.path,
            category: i.category,
            logo: <PartnerMark name={i.title} markPath={i.markPath} markViewBox={i.markViewBox} />,
          }))}
          categories={data.categories}
          category={category?.id ?? null}
          onCategoryChange={setCategory}
          basePath={page.path}
          linkComponent={SiteLink}
        />
      </section>

      {data.buildYourOwn ? (
        <section className={marketing.inner} aria-labelledby={buildOwnTitleId}>
          <div className={styles.buildOwn}>
            <span className={marketing.pointIcon}>
              <Icon name="plug" />
            </span>
            <div>
              <h2 className={styles.buildOwnTitle} id={buildOwnTitleId}>
                {data.buildYourOwn.title}
              </h2>
              <RichText className={`${marketing.prose} ${marketing.pointText}`} html={data.buildYourOwn.bodyHtml} />
              <ul className={`${marketing.linkList} ${styles.buildOwnLinks}`}>
                {data.buildYourOwn.links.map((link) => (
                  <li key={link.to}>
                    <ArrowLink action={link} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
