import { useId } from 'react';
import styles from './Marketing.module.css';

export interface CodeExampleProps {
  /** The source, shown as is (React escapes it). */
  code: string;
  /** What the example does: the figure's caption. */
  caption: string;
  /** What kind of file it is (`workflow`, `appModule`…): shown in the title bar. */
  format: string;
}

/**
 * A YAML example in a window frame, with its caption. It is never on a
 * page's first screen, so its styles are left out of the inline CSS
 * (data-below-fold).
 */
export function CodeExample({ code, caption, format }: CodeExampleProps) {
  const captionId = useId();
  return (
    <figure className={styles.codeFigure} data-below-fold="">
      <div className={styles.codeBar} aria-hidden="true">
        <span className={styles.codeDots}>
          <span />
          <span />
          <span />
        </span>
        {format}.yaml
      </div>
      {/* A named, focusable region: keyboard users can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (axe: scrollable-region-focusable). */}
      <pre className={styles.code} tabIndex={0} role="region" aria-labelledby={captionId}>
        <code data-format={format}>{code}</code>
      </pre>
      <figcaption className={styles.codeCaption} id={captionId}>
        {caption}
      </figcaption>
    </figure>
  );
}
