import { useId } from 'react';
import { Markdown } from '@freightlane/ui';
import styles from './CodeExample.module.css';

export interface CodeExampleProps {
  /** The example's `<pre>`, highlighted at build time as the docs' code is (packages/sitegen/markdown HighlightedCode). */
  codeHtml: string;
  /** What the example does: the figure's caption. */
  caption: string;
  /** What kind of file it is (`workflow`, `appModule`…): shown in the title bar. */
  format: string;
}

/**
 * A YAML example in a window frame, with its caption. The code is coloured
 * by the docs' code styles (the Markdown component's), in both colour
 * modes. It is never on a page's first screen, so its styles are left out
 * of the inline CSS (data-below-fold).
 */
export function CodeExample({ codeHtml, caption, format }: CodeExampleProps) {
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
      <Markdown className={styles.code} html={codeHtml} tabIndex={0} role="region" aria-labelledby={captionId} />
      <figcaption className={styles.codeCaption} id={captionId}>
        {caption}
      </figcaption>
    </figure>
  );
}
