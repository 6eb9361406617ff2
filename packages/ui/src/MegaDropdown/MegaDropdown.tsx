import { isValidElement, useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { DefaultLink, isActivePath, LinkOrAnchor, type LinkComponent } from '../Link';
import { keepInViewport, VIEWPORT_MARGIN_PX } from './keepInViewport';
import { useMegaDropdownGroup } from './MegaDropdownGroup';
import styles from './MegaDropdown.module.css';
import { useControllableState } from '../hooks/useControllableState';
import { useDropdownHoverIntent } from './useDropdownHoverIntent';

/** One entry of a mega-dropdown. */
export interface MegaDropdownEntry {
  label: string;
  /** A one-line description under the label. */
  description?: string;
  href: string;
  /** An icon name of the set, or any element. */
  icon?: IconName | ReactNode;
}

/** The link that ends the panel, e.g. "View All Solutions". */
export interface MegaDropdownFooterLink {
  label: string;
  href: string;
}

export interface MegaDropdownProps {
  /** The trigger's text. */
  label: string;
  /** The panel's entries: label, optional description and icon, and href. */
  entries: MegaDropdownEntry[];
  /** A link under the entries to the section's overview, e.g. "All solutions". */
  footerLink?: MegaDropdownFooterLink;
  /** Controlled open state. */
  open?: boolean;
  /**
   * The initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the dropdown opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The current path: marks the matching entry with `aria-current="page"` and the trigger as active. */
  pathname?: string;
  /** Marks the trigger active for every path under this one. */
  activeBasePath?: string;
  /**
   * Renders internal links; external ones are plain anchors.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
  /**
   * Which trigger edge the panel lines up with before it is kept inside the viewport.
   * @default "start"
   */
  align?: 'start' | 'end';
  /**
   * Entry columns on wide screens.
   * @default 2 when there are more than 3 entries, else 1
   */
  columns?: 1 | 2;
  /**
   * Hover opening and closing (turn off for touch-only layouts).
   * @default true
   */
  hoverable?: boolean;
  /** Extra class on the dropdown's wrapper. */
  className?: string;
}

const isPointerInside = (root: HTMLElement | null, target: EventTarget | null) => !!root && target instanceof Node && root.contains(target);

function EntryIcon({ icon }: { icon: MegaDropdownEntry['icon'] }) {
  if (icon === undefined || icon === null) return null;
  return (
    <span className={styles.entryIcon} data-part="entry-icon">
      {typeof icon === 'string' && !isValidElement(icon) ? <Icon name={icon as IconName} size={20} /> : icon}
    </span>
  );
}

/**
 * A navbar dropdown with a wide panel of described entries (desktop). Opens on
 * hover after 100 ms, on click, or from the keyboard; the trigger is a real
 * button with aria-expanded and aria-controls.
 *
 * **When to use** In the desktop navbar for a section with several
 * destinations that each need a line of explanation. For two or three plain
 * links, use links.
 *
 * **Parts** The trigger button, and the panel with the entries (icon, label,
 * description) in one or two columns and an optional footer link.
 *
 * **Accessibility** The trigger is a `<button>` with `aria-expanded` and
 * `aria-controls`: Enter or Space toggle the panel, ArrowDown or ArrowUp open
 * it on the first or last entry; in the panel ArrowDown/ArrowUp, Home and End
 * move between entries and Escape closes it and returns focus to the trigger.
 * Hover opens after 100 ms and closes 300 ms after the pointer leaves.
 */
export function MegaDropdown({
  label,
  entries,
  footerLink,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  pathname,
  activeBasePath,
  linkComponent: Link = DefaultLink,
  align = 'start',
  columns = entries.length > 3 ? 2 : 1,
  hoverable = true,
  className,
}: MegaDropdownProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const hover = useDropdownHoverIntent({ open, onOpenChange: setOpen, enabled: hoverable });
  const group = useMegaDropdownGroup();

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    [setOpen],
  );

  // One open at a time in a MegaDropdownGroup: opening closes the other in the
  // same frame, so moving between two never shows both or neither.
  useLayoutEffect(() => {
    if (!open || !group) return;
    if (group.current && group.current.id !== id) group.current.close();
    group.current = { id, close: () => setOpen(false) };
    return () => {
      if (group.current?.id === id) group.current = null;
    };
  }, [open, id, setOpen, group]);

  // Keep the panel VIEWPORT_MARGIN_PX inside the viewport; focus an entry when opened by arrow key.
  // The panel is placed again when the window or the panel changes size: it may open inside an
  // ancestor that is not rendered yet (no box to measure) or before its font arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed and focused when it opens; links() reads the panel's entries at that moment.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => {
      panel.style.setProperty('--fl-dropdown-shift', '0px');
      panel.style.removeProperty('--fl-dropdown-max-width');
      const natural = panel.getBoundingClientRect();
      if (natural.width === 0) return;
      const { shift, maxWidth } = keepInViewport(natural, document.documentElement.clientWidth, VIEWPORT_MARGIN_PX);
      panel.style.setProperty('--fl-dropdown-shift', `${shift}px`);
      panel.style.setProperty('--fl-dropdown-max-width', `${maxWidth}px`);
    };
    place();
    if (focusOnOpen.current) {
      const all = links();
      (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    window.addEventListener('resize', place);
    const resized = new ResizeObserver(place);
    resized.observe(panel);
    return () => {
      window.removeEventListener('resize', place);
      resized.disconnect();
    };
  }, [open]);

  // A click, touch or focus outside closes it.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!isPointerInside(rootRef.current, event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, setOpen]);

  const onTriggerClick = () => {
    // A click while a hover-open is pending opens at once rather than toggling it shut.
    if (hover.isOpenPending()) {
      hover.cancel();
      setOpen(true);
      return;
    }
    hover.cancel();
    setOpen(!open);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      hover.cancel();
      const which = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const all = links();
        (which === 'first' ? all[0] : all[all.length - 1])?.focus();
      } else {
        focusOnOpen.current = which;
        setOpen(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (i: number) => {
      event.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        moveTo(index < 0 ? all.length - 1 : index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // Tabbing past the last entry leaves the dropdown: close it and let focus move on.
        if (!event.shiftKey && index === all.length - 1) close();
        break;
    }
  };

  const renderLink = (href: string, className: string, part: string, children: ReactNode) => {
    const current = isActivePath(pathname, href) ? ('page' as const) : undefined;
    return (
      <LinkOrAnchor className={className} data-part={part} aria-current={current} onClick={() => close()} href={href} linkComponent={Link}>
        {children}
      </LinkOrAnchor>
    );
  };

  const active =
    (activeBasePath !== undefined && isActivePath(pathname, '', activeBasePath)) ||
    entries.some((entry) => isActivePath(pathname, entry.href));
  const state = open ? 'open' : 'closed';

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-component="MegaDropdown"
      data-state={state}
      data-align={align}
      onPointerEnter={hover.onPointerEnter}
      onPointerLeave={hover.onPointerLeave}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        data-part="trigger"
        data-state={state}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        data-part="panel"
        data-state={state}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        <div className={styles.card} data-part="card">
          <ul className={styles.entries} data-part="entries" data-columns={columns}>
            {entries.map((entry) => (
              <li key={entry.href + entry.label}>
                {renderLink(
                  entry.href,
                  styles.entry,
                  'entry',
                  <>
                    <EntryIcon icon={entry.icon} />
                    <span className={styles.entryText}>
                      <span className={styles.entryLabel} data-part="entry-label">
                        {entry.label}
                      </span>
                      {entry.description ? (
                        <span className={styles.entryDescription} data-part="entry-description">
                          {entry.description}
                        </span>
                      ) : null}
                    </span>
                  </>,
                )}
              </li>
            ))}
          </ul>
          {footerLink ? (
            <div className={styles.footer} data-part="footer">
              {renderLink(
                footerLink.href,
                styles.footerLink,
                'footer-link',
                <>
                  {footerLink.label}
                  <Icon name="arrow-right" size={16} />
                </>,
              )}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
