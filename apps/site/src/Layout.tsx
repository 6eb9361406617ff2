import type { ReactNode } from 'react';
import {
  AnnouncementBar,
  CookieBanner,
  Footer,
  Navbar,
  ProgressBar,
  SearchButton,
  SkipToContent,
  VisuallyHidden,
  type NavbarItem,
  type ProgressController,
} from '@freightlane/ui';
import type { LayoutData, NavItem } from './data';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SiteLink } from './router';

/** The navbar items of navbar.yaml, in the UI package's shape. */
export function navbarItems(items: NavItem[], searchButton: ReactNode): NavbarItem[] {
  return items.map((item): NavbarItem => {
    switch (item.type) {
      case 'dropdown':
        return {
          type: 'dropdown',
          position: item.position,
          label: item.label ?? '',
          entries: (item.items ?? []).map((entry) => ({
            label: entry.label,
            description: entry.description,
            href: entry.to,
            icon: entry.icon as never,
          })),
          footerLink: item.footerLink ? { label: item.footerLink.label, href: item.footerLink.to } : undefined,
        };
      case 'button':
        return { type: 'button', position: item.position, label: item.label ?? '', href: item.to ?? '/' };
      case 'search':
        return { type: 'search', position: item.position, element: searchButton };
      case 'colorMode':
        return { type: 'colorMode', position: item.position };
      default:
        return { type: 'link', position: item.position, label: item.label ?? '', href: item.to ?? '/' };
    }
  });
}

export function copyrightLine(layout: LayoutData) {
  const template = layout.footer.copyright ?? 'Copyright © {year} {title}';
  return template.replace('{year}', String(layout.site.copyrightYear)).replace('{title}', layout.site.title);
}

export interface LayoutProps {
  layout: LayoutData;
  pathname: string;
  progress: ProgressController;
  onOpenSearch: () => void;
  onPreloadSearch: () => void;
  /** The doc sidebar, shown in the mobile drawer on docs pages. */
  secondaryMenu?: ReactNode;
  /** Changes when the page must render from scratch: a new route, a retry. */
  pageKey: string;
  /** "Try again" after the page crashed. */
  onRetryPage: () => void;
  /** What a polite live region says after a client navigation: the new page's title. */
  announcement?: string;
  /** Whether the mobile drawer is open: the app owns it, so its Back closes it. */
  drawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The frame of every page: bars, navbar, the page, footer and cookie banner.
 * A page that crashes is replaced by the error page, inside the same <main>;
 * the navbar and footer stay.
 */
export function Layout({
  layout,
  pathname,
  progress,
  onOpenSearch,
  onPreloadSearch,
  secondaryMenu,
  pageKey,
  onRetryPage,
  announcement = '',
  drawerOpen,
  onDrawerOpenChange,
  children,
}: LayoutProps) {
  const site = layout.site;
  const searchButton = <SearchButton onClick={onOpenSearch} onPreload={onPreloadSearch} />;
  return (
    <>
      <SkipToContent />
      <ProgressBar controller={progress} />
      {site.announcement ? (
        <AnnouncementBar id={site.announcement.id} content={site.announcement.html} dismissible={site.announcement.closeable !== false} />
      ) : null}
      <Navbar
        title={site.title}
        homeHref={site.baseUrl}
        items={navbarItems(layout.navbar.items, searchButton)}
        pathname={pathname}
        linkComponent={SiteLink}
        secondaryMenu={secondaryMenu}
        mobileSidebarOpen={drawerOpen}
        onMobileSidebarOpenChange={onDrawerOpenChange}
      />
      <VisuallyHidden aria-live="polite" data-route-announcer="">
        {announcement}
      </VisuallyHidden>
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pageKey} onRetry={onRetryPage}>
          {children}
        </PageErrorBoundary>
      </main>
      <Footer
        columns={layout.footer.columns.map((c) => ({ title: c.title, items: c.items.map((i) => ({ label: i.label, href: i.to })) }))}
        copyright={copyrightLine(layout)}
        bottomLinks={layout.footer.bottomLinks?.map((i) => ({ label: i.label, href: i.to }))}
        linkComponent={SiteLink}
      />
      {site.cookieBanner ? (
        <CookieBanner
          text={site.cookieBanner.message}
          acceptLabel={site.cookieBanner.acceptLabel}
          link={site.cookieBanner.link ? { label: site.cookieBanner.link.label, href: site.cookieBanner.link.to } : undefined}
          linkComponent={SiteLink}
        />
      ) : null}
    </>
  );
}
