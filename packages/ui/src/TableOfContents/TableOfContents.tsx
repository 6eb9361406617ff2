import { useId, useState } from 'react';
import styles from './TableOfContents.module.css';
import { useActiveHeading } from './useActiveHeading';

/** One heading of the page, as the Markdown renderer lists it. */
export interface TOCItem {
  id: string;
  text: string;
  level: number;
}

interface TOCNode extends TOCItem {
  children: TOCNode[];
}

/** Nests each heading under the nearest shallower one before it. */
function toTree(items: TOCItem[], minLevel: number, maxLevel: number): TOCNode[] {
  const roots: TOCNode[] = [];
  const stack: TOCNode[] = [];
  for (const item of items) {
    if (item.level < minLevel || item.level > maxLevel) continue;
    const node: TOCNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].level >= node.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TOCList({ nodes, activeId, className }: { nodes: TOCNode[]; activeId?: string | null; className?: string }) {
  return (
    <ul className={className ?? styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            className={styles.link}
            href={`#${node.id}`}
            aria-current={node.id === activeId ? 'location' : undefined}
            data-state={node.id === activeId ? 'active' : undefined}
          >
            {node.text}
          </a>
          {node.children.length ? <TOCList nodes={node.children} activeId={activeId} /> : null}
        </li>
      ))}
    </ul>
  );
}

interface TOCBaseProps {
  /** The page's headings (from the renderer's `toc`). */
  items: TOCItem[];
  /**
   * The shallowest heading level listed.
   * @default 2
   */
  minLevel?: number;
  /**
   * The deepest heading level listed.
   * @default 3
   */
  maxLevel?: number;
  /**
   * Hides the component on the other side of the 996/997 px line, so a page can render both.
   * @default true
   */
  responsive?: boolean;
}

export interface TableOfContentsProps extends TOCBaseProps {
  /**
   * The navigation's accessible name.
   * @default "On this page"
   */
  label?: string;
}

/**
 * The desktop table of contents: sticky beside the content, highlighting the
 * heading the reader is at (`aria-current="location"`). Hidden at <= 996 px.
 *
 * **When to use** Beside a long docs page on desktop; pair it with
 * `TOCCollapsible` for phones.
 *
 * **Parts** A `nav` with nested lists of the page's h2 and h3 links.
 *
 * **Accessibility** `nav` named by `label`; the heading being read has
 * `aria-current="location"`. Links move focus to their heading.
 */
export function TableOfContents({ items, minLevel = 2, maxLevel = 3, label = 'On this page', responsive = true }: TableOfContentsProps) {
  const tree = toTree(items, minLevel, maxLevel);
  const activeId = useActiveHeading(items.filter((i) => i.level >= minLevel && i.level <= maxLevel).map((i) => i.id));
  if (!tree.length) return null;
  return (
    <nav className={styles.toc} aria-label={label} data-component="TableOfContents" data-responsive={responsive || undefined}>
      <TOCList nodes={tree} activeId={activeId} className={`${styles.list} ${styles.root}`} />
    </nav>
  );
}

export interface TOCCollapsibleProps extends TOCBaseProps {
  /**
   * The toggle button's text.
   * @default "On this page"
   */
  label?: string;
  /** Whether the list is shown (controlled). */
  open?: boolean;
  /**
   * Whether the list is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the reader opens or closes the list. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The mobile table of contents: an "On this page" button over the collapsed
 * list. Hidden at >= 997 px.
 *
 * **When to use** Above a long docs page on phones and tablets (it hides
 * itself at 997 px and up).
 *
 * **Parts** The "On this page" button and the collapsed list of links.
 *
 * **Accessibility** The button has `aria-expanded` and `aria-controls`; the
 * collapsed list is `hidden`, so Tab skips it.
 */
export function TOCCollapsible({
  items,
  minLevel = 2,
  maxLevel = 3,
  label = 'On this page',
  responsive = true,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TOCCollapsibleProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const listId = useId();
  const tree = toTree(items, minLevel, maxLevel);
  if (!tree.length) return null;
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <div
      className={styles.collapsible}
      data-component="TOCCollapsible"
      data-state={open ? 'open' : 'closed'}
      data-responsive={responsive || undefined}
    >
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <nav id={listId} className={styles.panel} aria-label={label} hidden={!open}>
        <TOCList nodes={tree} />
      </nav>
    </div>
  );
}
