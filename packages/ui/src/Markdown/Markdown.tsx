import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import styles from './Markdown.module.css';
// The state diagrams and tables of the platform model (packages/sitegen/model).
import modelStyles from './StateMachine.module.css';
// The record screens of ::screen blocks (packages/sitegen/model).
import screenStyles from './RecordScreen.module.css';
// The styles of the renderer's ":::fields" blocks.
import '../FieldList/FieldList.css';

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The HTML of the Markdown renderer (packages/sitegen/markdown): trusted, built at build time. */
  html: string;
  /**
   * The copy button's text.
   * @default "Copy"
   */
  copyLabel?: string;
  /**
   * The copy button's text for 2 s after a successful copy.
   * @default "Copied"
   */
  copiedLabel?: string;
  /**
   * The copy button's accessible name; it must contain `copyLabel`, the visible text.
   * @default "Copy code to clipboard"
   */
  copyButtonLabel?: string;
  /**
   * The accessible name of a heading's anchor link.
   * @default (heading) => `Direct link to ${heading}`
   */
  anchorLabel?: (heading: string) => string;
}

/** How long the copy button says "Copied". */
export const COPIED_DURATION_MS = 2000;

/**
 * Rendered Markdown with the site's content styles. After mount it adds an
 * anchor link to every h2-h4 with an id and a copy button to every
 * `.code-block`: the server HTML stays exactly the renderer's output.
 *
 * **When to use** For every block of HTML the site's Markdown renderer wrote:
 * docs pages, legal pages, release notes.
 *
 * **Parts** The content, then what it adds after mount: an anchor link on each
 * h2-h4 and a copy button on each code block.
 *
 * **Accessibility** Anchor links are named ("Direct link to …"); the copy
 * button is a real `<button>` named by `copyButtonLabel`. The content keeps
 * its own heading levels, so the page outline is the author's.
 */
export function Markdown({
  html,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  copyButtonLabel = 'Copy code to clipboard',
  anchorLabel = (heading) => `Direct link to ${heading}`,
  className,
  ...rest
}: MarkdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the buttons are rebuilt when the HTML or a label text changes; anchorLabel is usually a new function each render, and rebuilding on it would undo a "Copied" state.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const added: Element[] = [];
    const timers = new Set<ReturnType<typeof setTimeout>>();

    for (const heading of root.querySelectorAll<HTMLElement>('h2[id], h3[id], h4[id]')) {
      const link = document.createElement('a');
      link.className = styles.anchor;
      link.href = `#${heading.id}`;
      link.setAttribute('aria-label', anchorLabel(heading.textContent?.trim() ?? ''));
      link.dataset.part = 'anchor';
      link.textContent = '#';
      heading.append(link);
      added.push(link);
    }

    // GFM task-list checkboxes come without a label: name them by their item's text.
    for (const box of root.querySelectorAll<HTMLInputElement>('li > input[type="checkbox"]:not([aria-label])')) {
      const text = [...(box.parentElement?.childNodes ?? [])]
        .filter((node) => !(node instanceof HTMLUListElement || node instanceof HTMLOListElement))
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (text) box.setAttribute('aria-label', text);
    }

    for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.copy;
      button.dataset.part = 'copy-button';
      button.dataset.state = 'idle';
      button.setAttribute('aria-label', copyButtonLabel);
      button.textContent = copyLabel;
      block.append(button);
      added.push(button);
    }

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-part="copy-button"]');
      const block = button?.closest('.code-block');
      if (!button || !block || !root.contains(button)) return;
      const code = block.querySelector('code') ?? block.querySelector('pre');
      const text = code
        ? (code.textContent ?? '')
        : [...block.childNodes]
            .filter((n) => n !== button)
            .map((n) => n.textContent)
            .join('');
      navigator.clipboard?.writeText(text).then(
        () => {
          // The visible text must stay part of the name: "Copied" names the button for now.
          button.removeAttribute('aria-label');
          button.textContent = copiedLabel;
          button.dataset.state = 'copied';
          setStatus(copiedLabel);
          const timer = setTimeout(() => {
            timers.delete(timer);
            button.setAttribute('aria-label', copyButtonLabel);
            button.textContent = copyLabel;
            button.dataset.state = 'idle';
            setStatus('');
          }, COPIED_DURATION_MS);
          timers.add(timer);
        },
        () => undefined,
      );
    };
    root.addEventListener('click', onClick);

    return () => {
      root.removeEventListener('click', onClick);
      timers.forEach(clearTimeout);
      for (const el of added) el.remove();
    };
    // The labels are texts for new buttons; the html is what the effect decorates.
  }, [html, copyLabel, copiedLabel, copyButtonLabel]);

  return (
    <>
      <div
        {...rest}
        ref={ref}
        className={[styles.markdown, modelStyles.model, screenStyles.screens, className].filter(Boolean).join(' ')}
        data-component="Markdown"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <span className={styles.visuallyHidden} role="status">
        {status}
      </span>
    </>
  );
}
