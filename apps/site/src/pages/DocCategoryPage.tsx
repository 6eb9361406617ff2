import { Breadcrumbs, DocCardList, DocPaginator, type DocCardItem } from '@freightlane/ui';
import { SiteLink } from '../router';
import { DocsFrame, docsDrawerMenu } from './DocPage';
import type { PageProps } from './types';
import styles from './Docs.module.css';

/** A generated category page: the category's items as cards ("1 item" / "N items" on category cards). */
export default function DocCategoryPage({ page, layout }: PageProps<'docCategory'>) {
  const data = page.data;
  const items: DocCardItem[] = data.items.map((card) => ({
    type: card.type,
    label: card.label,
    href: card.href,
    description: card.description,
    items: card.type === 'category' ? Array.from({ length: card.itemCount ?? 0 }) : undefined,
  }));
  return (
    <DocsFrame page={page} layout={layout}>
      {data.breadcrumbs?.length ? <Breadcrumbs items={data.breadcrumbs} homeHref={layout.site.baseUrl} linkComponent={SiteLink} /> : null}
      <h1 className={styles.title}>{page.title}</h1>
      {page.description ? <p className={styles.lead}>{page.description}</p> : null}
      <DocCardList items={items} linkComponent={SiteLink} />
      <div className={styles.pager}>
        <DocPaginator previous={data.prev} next={data.next} linkComponent={SiteLink} />
      </div>
    </DocsFrame>
  );
}

DocCategoryPage.drawerMenu = docsDrawerMenu;
