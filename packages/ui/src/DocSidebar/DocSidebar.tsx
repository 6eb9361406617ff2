import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DefaultLink, LinkOrAnchor, type LinkComponent } from '../Link';
import { useStorage, type StorageSlot } from '../Storage';
import styles from './DocSidebar.module.css';

/** The session store key (see `StorageProvider`) under which a sidebar keeps its categories' open state, unless told another. */
export const DOC_SIDEBAR_STORAGE_KEY = 'docs-sidebar';

/** One sidebar entry, as the content pipeline writes it (build/gen/sidebars/*.json). */
export interface SidebarItem {
  type: 'link' | 'category';
  label: string;
  /** A link's page, or a category's own page (generated index or doc). */
  href?: string;
  docId?: string;
  description?: string;
  /** Whether a category starts collapsed. @default true */
  collapsed?: boolean;
  items?: SidebarItem[];
}

export interface DocSidebarProps {
  /** The sidebar tree: links and categories (a category may have its own page via `href`, and `collapsed` to start closed). */
  items: SidebarItem[];
  /** The current page's path: its item gets `aria-current="page"` and its categories open. */
  activeHref: string;
  /**
   * `desktop` is a sticky, scrolling column; `mobile` fills the drawer's secondary panel.
   * @default "desktop"
   */
  variant?: 'desktop' | 'mobile';
  /**
   * The session store key (see `StorageProvider`) under which the categories' open state is kept for the session; `null` keeps nothing.
   * @default "docs-sidebar"
   */
  storageKey?: string | null;
  /** Called when a link (or a category's link) is followed: the drawer closes itself with it. */
  onNavigate?: (href: string) => void;
  /**
   * The navigation's accessible name.
   * @default "Docs sidebar"
   */
  label?: string;
  /**
   * The accessible name of the expand button of a category that has its own page.
   * @default (label) => `Expand sidebar category '${label}'`
   */
  expandLabel?: (label: string) => string;
  /**
   * The same button's name while the category is open.
   * @default (label) => `Collapse sidebar category '${label}'`
   */
  collapseLabel?: (label: string) => string;
  /**
   * Renders the links.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
}

type OpenState = Record<string, boolean>;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const keyOf = (item: SidebarItem, parentKey: string) => item.href ?? `${parentKey}/${item.label}`;

/** The keys of the categories above the active page (and the active category itself). */
function activeTrail(items: SidebarItem[], active: string, parentKey = ''): string[] | null {
  for (const item of items) {
    const key = keyOf(item, parentKey);
    if (item.href && normalise(item.href) === active) return item.type === 'category' ? [key] : [];
    if (item.items) {
      const below = activeTrail(item.items, active, key);
      if (below) return [key, ...below];
    }
  }
  return null;
}

function readStored(store: StorageSlot, key: string | null): OpenState {
  if (!key) return {};
  try {
    return JSON.parse(store.read(key) ?? '{}') as OpenState;
  } catch {
    return {};
  }
}

/** The scrolling box around the mobile sidebar: the drawer panel it fills. */
function scrollParent(el: HTMLElement | null): HTMLElement | null {
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Scrolls the box so the active link sits a third of the way down, when the
 * link is out of the box's view. The browser reports where the link is
 * through an IntersectionObserver, measured with its own layout after the
 * next frame, so nothing is read from the layout while the page hydrates;
 * a sidebar that is not displayed (the desktop one on a phone) reports no box
 * and is left alone. The desktop sidebar is its own scrolling box (a sticky
 * column); the mobile one scrolls in the drawer's panel, looked for only when
 * its link is out of view.
 */
function revealActiveLink(nav: HTMLElement, link: HTMLElement, variant: 'desktop' | 'mobile'): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      if (!entry || entry.intersectionRatio === 1) return;
      const linkBox = entry.boundingClientRect;
      if (linkBox.width === 0 && linkBox.height === 0) return;
      const box = variant === 'desktop' ? nav : scrollParent(link.parentElement);
      if (!box) return;
      const outer = variant === 'desktop' && entry.rootBounds ? entry.rootBounds : box.getBoundingClientRect();
      if (linkBox.top < outer.top || linkBox.bottom > outer.bottom) {
        box.scrollTop += linkBox.top - outer.top - outer.height / 3;
      }
    },
    { root: variant === 'desktop' ? nav : null },
  );
  observer.observe(link);
  return () => observer.disconnect();
}

/**
 * The docs sidebar: links and nested collapsible categories. The active page's
 * categories open, its link carries `aria-current="page"` and is scrolled into
 * view; what the reader opens or closes is remembered for the session.
 *
 * **When to use** On every docs page: `variant="desktop"` beside the content,
 * `variant="mobile"` in the navbar drawer's secondary panel.
 *
 * **Parts** Nested lists of links and categories; a category is a button (or a
 * link and a button when it has its own page) with its list.
 *
 * **Accessibility** `nav` named by `label`; each category toggle is a
 * `<button>` with `aria-expanded` and a name from
 * `expandLabel`/`collapseLabel`; the current page's link has
 * `aria-current="page"`. Collapsed lists are hidden, so Tab skips them.
 */
export function DocSidebar({
  items,
  activeHref,
  variant = 'desktop',
  storageKey = DOC_SIDEBAR_STORAGE_KEY,
  onNavigate,
  label = 'Docs sidebar',
  expandLabel = (name) => `Expand sidebar category '${name}'`,
  collapseLabel = (name) => `Collapse sidebar category '${name}'`,
  linkComponent: Link = DefaultLink,
}: DocSidebarProps) {
  const active = normalise(activeHref);
  const trail = useMemo(() => activeTrail(items, active) ?? [], [items, active]);
  // A string, so a parent that rebuilds `items` on every render does not reopen what the reader closed.
  const trailKey = trail.join('\n');
  const [open, setOpen] = useState<OpenState>(() => Object.fromEntries(trail.map((key) => [key, true])));
  const navRef = useRef<HTMLElement>(null);
  const store = useStorage('session');

  // Storage is read after mount so the server's HTML and the first render agree.
  useEffect(() => {
    setOpen((current) => ({ ...current, ...readStored(store, storageKey) }));
  }, [store, storageKey]);

  // Navigating opens the new page's categories and brings its link into view.
  useEffect(() => {
    setOpen((current) => ({ ...current, ...Object.fromEntries((trailKey ? trailKey.split('\n') : []).map((key) => [key, true])) }));
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    return revealActiveLink(nav, link, variant);
  }, [trailKey, variant]);

  const setCategoryOpen = useCallback(
    (key: string, value: boolean) => {
      setOpen((current) => ({ ...current, [key]: value }));
      // Storage can be full or forbidden: the sidebar still works for this page.
      if (storageKey) store.write(storageKey, JSON.stringify({ ...readStored(store, storageKey), [key]: value }));
    },
    [store, storageKey],
  );

  const context: ListContext = { active, open, setCategoryOpen, onNavigate, expandLabel, collapseLabel, Link };
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label={label} data-component="DocSidebar" data-variant={variant}>
      <SidebarList items={items} parentKey="" context={context} level={1} />
    </nav>
  );
}

interface ListContext {
  active: string;
  open: OpenState;
  setCategoryOpen: (key: string, open: boolean) => void;
  onNavigate?: (href: string) => void;
  expandLabel: (label: string) => string;
  collapseLabel: (label: string) => string;
  Link: LinkComponent;
}

function SidebarList({
  items,
  parentKey,
  context,
  level,
  id,
  hidden,
}: {
  items: SidebarItem[];
  parentKey: string;
  context: ListContext;
  level: number;
  id?: string;
  hidden?: boolean;
}) {
  return (
    <ul className={styles.list} id={id} hidden={hidden} data-level={level}>
      {items.map((item) =>
        item.type === 'category' ? (
          <SidebarCategory key={keyOf(item, parentKey)} item={item} itemKey={keyOf(item, parentKey)} context={context} level={level} />
        ) : item.href ? (
          <li key={keyOf(item, parentKey)} className={styles.item}>
            <SidebarLink item={item} context={context} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

function SidebarLink({ item, context, onFollow }: { item: SidebarItem; context: ListContext; onFollow?: () => void }) {
  const { Link, active, onNavigate } = context;
  const href = item.href as string;
  const current = normalise(href) === active;
  const follow = () => {
    onFollow?.();
    onNavigate?.(href);
  };
  return (
    <LinkOrAnchor
      className={styles.link}
      href={href}
      aria-current={current ? 'page' : undefined}
      data-state={current ? 'active' : undefined}
      onClick={follow}
      linkComponent={Link}
    >
      <WordBreaks text={item.label} />
    </LinkOrAnchor>
  );
}

/**
 * A label with a line-break opportunity at each camel-case join
 * ("ModeOfTransportation" breaks as "ModeOf|Transportation"), so a long
 * entity name wraps between its words, never inside one.
 */
function WordBreaks({ text }: { text: string }) {
  const parts = text.split(/(?<=[a-z0-9])(?=[A-Z])/);
  return parts.map((part, index) => (
    // The parts of one label never reorder: the index is their identity.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

function Caret() {
  return (
    <svg className={styles.caret} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SidebarCategory({ item, itemKey, context, level }: { item: SidebarItem; itemKey: string; context: ListContext; level: number }) {
  const listId = useId();
  const isOpen = context.open[itemKey] ?? !(item.collapsed ?? true);
  const toggle = () => context.setCategoryOpen(itemKey, !isOpen);
  const inTrail = item.href ? normalise(item.href) === context.active : false;
  if (item.href && !item.items?.length) {
    // A category whose items this page does not carry (the site prunes the
    // sidebar): its link leads to its page, which shows it open; the chevron
    // says it is a category, not a page.
    return (
      <li className={styles.item} data-state="closed" data-part="category">
        <div className={styles.categoryRow}>
          <SidebarLink item={item} context={context} />
          <span className={styles.caretButton} data-part="caret">
            <Caret />
          </span>
        </div>
      </li>
    );
  }
  return (
    <li className={styles.item} data-state={isOpen ? 'open' : 'closed'} data-part="category">
      <div className={styles.categoryRow} data-active={inTrail || undefined}>
        {item.href ? (
          <>
            <SidebarLink item={item} context={context} onFollow={() => isOpen || context.setCategoryOpen(itemKey, true)} />
            <button
              type="button"
              className={styles.caretButton}
              aria-expanded={isOpen}
              aria-controls={listId}
              aria-label={isOpen ? context.collapseLabel(item.label) : context.expandLabel(item.label)}
              onClick={toggle}
            >
              <Caret />
            </button>
          </>
        ) : (
          <button type="button" className={styles.categoryButton} aria-expanded={isOpen} aria-controls={listId} onClick={toggle}>
            <span>
              <WordBreaks text={item.label} />
            </span>
            <Caret />
          </button>
        )}
      </div>
      <SidebarList items={item.items ?? []} parentKey={itemKey} context={context} level={level + 1} id={listId} hidden={!isOpen} />
    </li>
  );
}
