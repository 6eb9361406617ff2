import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './CopyPageMenu.module.css';

/** How long the copy button says "Copied" (or that copying failed). */
export const COPY_PAGE_RESULT_MS = 2000;

/** The prompt an AI chat opens with: a question about the page's Markdown. */
export const defaultCopyPagePrompt = (url: string) => `Read ${url} so I can ask questions about it.`;

export interface CopyPageMenuProps {
  /** The page's Markdown as this site serves it (e.g. `/docs/jobs.md`): fetched when the reader copies, and opened by "View as Markdown". */
  markdownHref: string;
  /** The absolute URL of the page's Markdown, which the AI chats are asked to read. */
  markdownUrl: string;
  /**
   * The prompt an AI chat opens with.
   * @default defaultCopyPagePrompt
   */
  prompt?: (markdownUrl: string) => string;
  /**
   * The copy button's text.
   * @default "Copy page"
   */
  copyLabel?: string;
  /**
   * The copy button's text for a while after the page was copied.
   * @default "Copied"
   */
  copiedLabel?: string;
  /**
   * The copy button's text for a while after copying failed.
   * @default "Copy failed"
   */
  failedLabel?: string;
  /**
   * The accessible name of the button that opens the menu.
   * @default "More ways to use this page"
   */
  menuLabel?: string;
  /**
   * The menu entry that opens the Markdown.
   * @default "View as Markdown"
   */
  viewLabel?: string;
  /**
   * The menu entry that opens ChatGPT.
   * @default "Open in ChatGPT"
   */
  chatGPTLabel?: string;
  /**
   * The menu entry that opens Claude.
   * @default "Open in Claude"
   */
  claudeLabel?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The page's Markdown, or an error naming the status that kept it away. */
async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/**
 * Puts the page's Markdown on the clipboard. Where the browser takes a
 * pending item (ClipboardItem with a promise), the write starts within the
 * click, as Safari requires; elsewhere the text is written once fetched.
 */
async function copyMarkdown(href: string): Promise<void> {
  const text = fetchMarkdown(href);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(await text);
}

/**
 * A split button for a page's Markdown: "Copy page" copies it (fetched only
 * then), and a menu (the menu-button pattern) offers "View as Markdown", "Open
 * in ChatGPT" and "Open in Claude", each in a new tab. Its width never
 * changes: every label of the copy button takes the same place.
 *
 * **When to use** At the top of a docs page that has a Markdown twin, for
 * readers who paste the page into an AI assistant or want the source.
 *
 * **Parts** The copy button (its label swaps to "Copied" or "Copy failed" for
 * 2 s), the menu button, and the menu with its three links.
 *
 * **Accessibility** The menu follows the WAI-ARIA menu-button pattern: the
 * button has `aria-haspopup="menu"` and `aria-expanded`; ArrowDown or ArrowUp
 * on it open the menu on the first or last item; in the menu
 * ArrowUp/ArrowDown, Home and End move, Escape closes it and returns focus to
 * the button, Tab closes it. The copy result ("Copied", "Copy failed") is
 * announced by a `role="status"`.
 */
export function CopyPageMenu({
  markdownHref,
  markdownUrl,
  prompt = defaultCopyPagePrompt,
  copyLabel = 'Copy page',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  menuLabel = 'More ways to use this page',
  viewLabel = 'View as Markdown',
  chatGPTLabel = 'Open in ChatGPT',
  claudeLabel = 'Open in Claude',
}: CopyPageMenuProps) {
  const [state, setState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLAnchorElement | null)[]>([]);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // An open menu closes on a press outside it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const items = itemsRef.current.filter((item): item is HTMLAnchorElement => item !== null);
    (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
  }, [open]);

  const show = (result: CopyState) => {
    setState(result);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState('idle'), COPY_PAGE_RESULT_MS);
  };

  const copy = () => {
    copyMarkdown(markdownHref).then(
      () => show('copied'),
      () => show('failed'),
    );
  };

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsRef.current.filter((item): item is HTMLAnchorElement => item !== null);
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(items.length - 1);
        break;
      case 'Escape':
        closeMenu(true);
        break;
      case 'Tab':
        // Focus moves on from the trigger's place, as from any button.
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const chatUrl = (base: string) => base + encodeURIComponent(prompt(markdownUrl));
  const entries = [
    { label: viewLabel, href: markdownHref },
    { label: chatGPTLabel, href: chatUrl('https://chatgpt.com/?hints=search&q=') },
    { label: claudeLabel, href: chatUrl('https://claude.ai/new?q=') },
  ];
  const labels: [CopyState, string][] = [
    ['idle', copyLabel],
    ['copied', copiedLabel],
    ['failed', failedLabel],
  ];

  return (
    <div ref={rootRef} className={styles.root} data-component="CopyPageMenu" data-state={open ? 'open' : 'closed'}>
      <button type="button" className={styles.copy} data-part="copy" data-result={state} onClick={copy}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {state === 'copied' ? (
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path d="M9 9h10v11H9zM5 15V4h10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          )}
        </svg>
        {/* Every label holds the same grid cell, the others hidden, so the button keeps one width. */}
        <span className={styles.labels}>
          {labels.map(([key, text]) => (
            <span
              key={key}
              className={styles.label}
              aria-hidden={key === state ? undefined : true}
              data-current={key === state ? '' : undefined}
            >
              {text}
            </span>
          ))}
        </span>
      </button>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        data-part="trigger"
        aria-label={menuLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* Its entries exist only while it is open: the page's HTML carries no link to the Markdown twin, which the page's <link rel="alternate"> names. */}
      <div id={menuId} role="menu" aria-label={menuLabel} className={styles.menu} data-part="menu" hidden={!open} onKeyDown={onMenuKeyDown}>
        {(open ? entries : []).map((entry, i) => (
          <a
            key={entry.label}
            ref={(el) => {
              itemsRef.current[i] = el;
            }}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={entry.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => closeMenu(false)}
          >
            {entry.label}
          </a>
        ))}
      </div>
      <span role="status" className={styles.status}>
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </div>
  );
}
