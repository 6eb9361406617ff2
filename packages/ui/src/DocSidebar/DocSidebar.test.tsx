import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../Link';
import { DocSidebar } from './DocSidebar';
import { developerSidebar } from './DocSidebar.fixtures';

const STORAGE_KEY = 'docs-sidebar';
const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`(Expand|Collapse) sidebar category '${name}'`) });
// Links are rendered inside hidden lists: query with hidden: true to find collapsed ones.
const link = (name: string) => screen.getByRole('link', { name, hidden: true });

describe('DocSidebar', () => {
  afterEach(() => sessionStorage.clear());

  it('is a navigation named "Docs sidebar" with links and categories', () => {
    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/docs/development/overview');
    expect(within(nav).getByRole('link', { name: 'Workflows' })).toHaveAttribute('href', '/docs/category/workflows');
    expect(within(nav).getByRole('button', { name: 'Entities reference' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a pruned category (a page of its own, no items here) as a link with a chevron, not as a page', () => {
    render(
      <DocSidebar
        items={[{ type: 'category', label: 'Accounting', href: '/docs/category/accounting', collapsed: true }]}
        activeHref="/docs/intro"
      />,
    );
    const accounting = screen.getByRole('link', { name: 'Accounting' });
    expect(accounting).toHaveAttribute('href', '/docs/category/accounting');
    const row = accounting.parentElement!;
    expect(row.querySelector('[data-part="caret"] svg')).not.toBeNull();
    expect(row.closest('li')).toHaveAttribute('data-part', 'category');
    // Nothing to expand here: no button, so nothing for a keyboard to stop at.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks the active page and opens each category above it', () => {
    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/workflows/tasks/email-send/" />);
    expect(screen.getByRole('link', { name: 'Email/Send' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(toggle('Workflows')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Workflow tasks')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('App modules')).toHaveAttribute('aria-expanded', 'false');
    // collapsed: false in the data starts open
    expect(toggle('Examples')).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks an active category page and opens it', () => {
    render(<DocSidebar items={developerSidebar} activeHref="/docs/category/components" />);
    expect(screen.getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
    expect(toggle('Components')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('App modules')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles a category with its expand button, tied by aria-controls, without navigating', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" onNavigate={onNavigate} />);
    const button = toggle('App modules');
    const list = document.getElementById(button.getAttribute('aria-controls') as string);
    expect(list).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName("Collapse sidebar category 'App modules'");
    expect(list).toBeVisible();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('is operable by keyboard: Tab reaches the buttons, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />);
    await user.tab(); // Overview
    await user.tab(); // Workflows link
    await user.tab(); // its expand button
    expect(toggle('Workflows')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle('Workflows')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Workflows overview' })).toHaveFocus();
    const entities = screen.getByRole('button', { name: 'Entities reference' });
    entities.focus();
    await user.keyboard(' ');
    expect(entities).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a collapsed category when its own page link is followed, and reports the navigation', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" variant="mobile" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'App modules' }));
    expect(onNavigate).toHaveBeenCalledWith('/docs/category/app-modules');
    expect(toggle('App modules')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Entities reference' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('remembers what the reader opened and closed for the session', async () => {
    const user = userEvent.setup();
    const first = render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />);
    await user.click(toggle('App modules'));
    await user.click(toggle('Examples'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) as string)).toEqual({
      '/docs/category/app-modules': true,
      '/docs/category/examples': false,
    });
    first.unmount();

    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />);
    expect(toggle('App modules')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Examples')).toHaveAttribute('aria-expanded', 'false');
  });

  it('still opens the active page’s categories over a remembered collapse', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ '/docs/category/workflows': false }));
    render(<DocSidebar items={developerSidebar} activeHref="/docs/development/workflows/triggers" />);
    expect(toggle('Workflows')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the categories of the new page after a navigation', () => {
    const { rerender } = render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" storageKey={null} />);
    expect(toggle('App modules')).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <DocSidebar items={developerSidebar} activeHref="/docs/development/app-modules/components/badge-component" storageKey={null} />,
    );
    expect(toggle('App modules')).toHaveAttribute('aria-expanded', 'true');
    expect(link('Badge')).toHaveAttribute('aria-current', 'page');
    expect(sessionStorage.length).toBe(0);
  });

  it('renders internal links through the link component and external ones as plain anchors', () => {
    const RouterLink = (props: LinkComponentProps) => <a data-router="" {...props} />;
    render(<DocSidebar items={developerSidebar} activeHref="/" linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('data-router');
    const external = screen.getByRole('link', { name: 'Changelog' });
    expect(external).not.toHaveAttribute('data-router');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes its labels from props', () => {
    render(
      <DocSidebar
        items={developerSidebar}
        activeHref="/"
        label="Dokumentation"
        expandLabel={(l) => `${l} öffnen`}
        collapseLabel={(l) => `${l} schließen`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Dokumentation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Workflows öffnen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Examples schließen' })).toBeInTheDocument();
  });

  it('has no axe violations, collapsed and open', async () => {
    const { container, rerender } = render(<DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />);
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<DocSidebar items={developerSidebar} activeHref="/docs/development/app-modules/components/form-component" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('DocSidebar: bringing the active link into view', () => {
  /** An IntersectionObserver the test drives: it reports what the browser would after the next frame. */
  class FakeIntersectionObserver {
    static last: FakeIntersectionObserver | undefined;
    observed: Element[] = [];
    disconnected = false;
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      FakeIntersectionObserver.last = this;
    }
    observe(target: Element) {
      this.observed.push(target);
    }
    unobserve() {}
    disconnect() {
      this.disconnected = true;
    }
    takeRecords() {
      return [];
    }
    /** Reports the observed link at `top`-`bottom` px, inside a root box from 0 to 300 px. */
    report(box: { top: number; bottom: number; width?: number }, ratio: number) {
      const rect = (top: number, bottom: number, width: number) =>
        ({ top, bottom, height: bottom - top, left: 0, right: width, width, x: 0, y: top }) as DOMRectReadOnly;
      const boundingClientRect = rect(box.top, box.bottom, box.width ?? 200);
      const entry = {
        target: this.observed[0],
        boundingClientRect,
        rootBounds: rect(0, 300, 200),
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
      } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeIntersectionObserver.last = undefined;
  });

  const renderAt = (variant: 'desktop' | 'mobile') => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const computedStyle = vi.spyOn(window, 'getComputedStyle');
    const { container } = render(
      <DocSidebar items={developerSidebar} activeHref="/docs/development/workflows/tasks/email-send" variant={variant} />,
    );
    // Counted before any Testing Library query, which reads styles itself.
    const styleReadsWhileMounting = computedStyle.mock.calls.length;
    const observer = FakeIntersectionObserver.last;
    const nav = container.querySelector('nav');
    if (!observer || !nav) throw new Error('the sidebar observed nothing');
    return { observer, computedStyle, styleReadsWhileMounting, nav };
  };

  it('reads no style or layout while mounting: it watches the active link in its own scrolling box', () => {
    const { observer, styleReadsWhileMounting, nav } = renderAt('desktop');
    expect(styleReadsWhileMounting).toBe(0);
    expect(observer.observed).toEqual([screen.getByRole('link', { name: 'Email/Send' })]);
    expect(observer.options.root).toBe(nav);
  });

  it('scrolls the desktop sidebar to put a link below its view a third of the way down, once', () => {
    const { observer, nav } = renderAt('desktop');
    nav.scrollTop = 0;
    observer.report({ top: 500, bottom: 520 }, 0);
    expect(nav.scrollTop).toBe(500 - 100);
    expect(observer.disconnected).toBe(true);
  });

  it('leaves the sidebar alone when the link is in view, and when the sidebar is not displayed', () => {
    const inView = renderAt('desktop');
    inView.nav.scrollTop = 7;
    inView.observer.report({ top: 40, bottom: 60 }, 1);
    expect(inView.nav.scrollTop).toBe(7);
    inView.observer.report({ top: 0, bottom: 0, width: 0 }, 0);
    expect(inView.nav.scrollTop).toBe(7);
    expect(inView.computedStyle).not.toHaveBeenCalled();
    expect(inView.styleReadsWhileMounting).toBe(0);
  });

  it('on mobile, looks for the scrolling panel only once the link is reported out of view', () => {
    const { observer, computedStyle, styleReadsWhileMounting } = renderAt('mobile');
    expect(observer.options.root).toBeNull();
    expect(styleReadsWhileMounting).toBe(0);
    observer.report({ top: 500, bottom: 520 }, 0);
    expect(computedStyle).toHaveBeenCalled();
  });

  it('stops watching when it unmounts before the browser reported', () => {
    const { observer } = renderAt('desktop');
    cleanup();
    expect(observer.disconnected).toBe(true);
  });
});
