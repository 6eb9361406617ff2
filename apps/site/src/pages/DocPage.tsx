import { useEffect } from 'react';
import {
  Breadcrumbs,
  CopyPageMenu,
  DocPaginator,
  DocSidebar,
  EditThisPage,
  LastUpdated,
  Markdown,
  PageFeedback,
  TableOfContents,
  TOCCollapsible,
  VersionBadge,
  type SidebarItem,
} from '@freightlane/ui';
import { markdownTwinPath, type DocData, type KindPage, type LayoutData } from '../data';
import { insightsEndpoint, sendInsight } from '../insights';
import { SiteLink } from '../router';
import type { PageProps } from './types';
import styles from './Docs.module.css';

/** The docs version kept as the reader's preference, as Docusaurus keys it. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function docsVersionLabel(layout: LayoutData) {
  return layout.site.docs?.versionLabel ?? 'Next';
}

/** The frame of a docs page: the sidebar on the left (desktop), the article, and the table of contents on the right. */
export function DocsFrame({
  page,
  layout,
  toc,
  children,
}: PageProps<'doc' | 'docCategory'> & { toc?: DocData['toc']; children: React.ReactNode }) {
  const sidebar: SidebarItem[] | undefined = page.data.sidebarItems;
  useEffect(() => {
    if (layout.site.docs?.versionPersistence !== 'none') {
      localStorage.setItem(PREFERRED_VERSION_KEY, 'current');
    }
  }, [layout.site]);
  return (
    <div className={styles.layout} data-sidebar={sidebar ? 'shown' : 'none'}>
      {sidebar ? (
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            {page.data.sidebarLabel ? <p className={styles.guide}>{page.data.sidebarLabel}</p> : null}
            <DocSidebar items={sidebar} activeHref={page.path} linkComponent={SiteLink} />
          </div>
        </aside>
      ) : null}
      <article className={styles.article}>{children}</article>
      {toc?.length ? (
        <div className={styles.toc}>
          <div className={styles.tocInner}>
            <TableOfContents items={toc} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The docs kinds' mobile drawer opens on their sidebar, when the page has one. */
export function docsDrawerMenu(page: KindPage<'doc' | 'docCategory'>) {
  const sidebar: SidebarItem[] | undefined = page.data.sidebarItems;
  if (!sidebar) return undefined;
  return (
    <>
      {page.data.sidebarLabel ? <p className={styles.guide}>{page.data.sidebarLabel}</p> : null}
      <DocSidebar items={sidebar} activeHref={page.path} variant="mobile" linkComponent={SiteLink} />
    </>
  );
}

/** A documentation page: breadcrumbs, title, the Copy page menu, rendered Markdown, last update, edit link, "Was this page helpful?" (with insights on) and the previous/next links. */
export default function DocPage({ page, layout }: PageProps<'doc'>) {
  const data = page.data;
  const markdownHref = markdownTwinPath(layout.site.baseUrl, page.path);
  const insights = insightsEndpoint(layout);
  return (
    <DocsFrame page={page} layout={layout} toc={data.toc}>
      {data.breadcrumbs?.length ? <Breadcrumbs items={data.breadcrumbs} homeHref={layout.site.baseUrl} linkComponent={SiteLink} /> : null}
      <div className={styles.meta}>
        <VersionBadge version={docsVersionLabel(layout)} />
        <div className={styles.pageActions}>
          <CopyPageMenu markdownHref={markdownHref} markdownUrl={layout.site.url.replace(/\/$/, '') + markdownHref} />
        </div>
      </div>
      {data.toc?.length ? (
        <div className={styles.mobileToc}>
          {/* Not responsive: below 1280 px, where the right column is not drawn, the collapsible is the table of contents at every width. */}
          <TOCCollapsible items={data.toc} responsive={false} />
        </div>
      ) : null}
      <h1 className={styles.title}>{page.title}</h1>
      <Markdown html={data.html} />
      {data.editUrl || data.lastUpdated ? (
        <footer className={styles.footer}>
          {data.editUrl ? <EditThisPage href={data.editUrl} /> : <span />}
          {data.lastUpdated ? <LastUpdated date={data.lastUpdated} /> : null}
        </footer>
      ) : null}
      {insights ? (
        <PageFeedback key={page.path} page={page.path} action={insights} onSend={(event) => sendInsight(insights, event)} />
      ) : null}
      <div className={styles.pager}>
        <DocPaginator previous={data.prev} next={data.next} linkComponent={SiteLink} />
      </div>
    </DocsFrame>
  );
}

DocPage.drawerMenu = docsDrawerMenu;
