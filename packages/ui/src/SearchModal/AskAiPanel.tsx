import { useEffect, useRef } from 'react';
import styles from './SearchModal.module.css';
import { useSearchModalContext } from './SearchModalRoot';

/** The Ask AI conversation: each question over its streamed answer and related sources, then the disclaimer. */
export function AskAiPanel() {
  const {
    id,
    ai: { turns },
    follow,
    t,
  } = useSearchModalContext('Results');
  const lastTurnRef = useRef<HTMLElement>(null);
  const lastTurn = turns[turns.length - 1];

  // A new question scrolls into view above its answer.
  useEffect(() => {
    lastTurnRef.current?.scrollIntoView?.({ block: 'start' });
  }, [turns.length]);

  return (
    <div className={styles.ai} role="log" aria-busy={lastTurn?.status === 'streaming'}>
      {turns.map((turn, index) => (
        <article
          key={index}
          ref={index === turns.length - 1 ? lastTurnRef : undefined}
          className={styles.turn}
          data-state={turn.status}
          aria-labelledby={`${id}-question-${index}`}
        >
          <h2 className={styles.question} id={`${id}-question-${index}`}>
            {turn.question}
          </h2>
          {turn.status === 'streaming' && !turn.text ? <p className={styles.muted}>{t.answering}</p> : null}
          <p className={styles.answer}>{turn.text}</p>
          {turn.status === 'error' ? (
            <section className={styles.error} aria-labelledby={`${id}-error-${index}`}>
              <h3 className={styles.errorTitle} id={`${id}-error-${index}`}>
                {t.aiError}
              </h3>
              {turn.errorMessage ? <p className={styles.errorMessage}>{turn.errorMessage}</p> : null}
            </section>
          ) : null}
          {turn.status === 'stopped' ? <p className={styles.muted}>{t.aiStopped}</p> : null}
          {turn.sources.length ? (
            <section aria-labelledby={`${id}-sources-${index}`}>
              <h3 className={styles.groupTitle} id={`${id}-sources-${index}`}>
                {t.relatedSources}
              </h3>
              <ul className={styles.sources}>
                {turn.sources.map((source) => (
                  <li key={source.url}>
                    <a href={source.url} onClick={follow(source.url)}>
                      {source.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      ))}
      <p className={styles.disclaimer}>{t.aiDisclaimer}</p>
    </div>
  );
}
