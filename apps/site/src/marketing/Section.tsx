import { useId, type ReactNode } from 'react';
import { Icon } from '@freightlane/ui';
import { SiteLink } from '../router';
import type { Action } from './types';
import styles from './Marketing.module.css';

export interface SectionProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /**
   * `subtle` sets the section on the tinted background, to separate it from its neighbours.
   * @default "plain"
   */
  tone?: 'plain' | 'subtle';
  /**
   * Where the heading sits: centred above the content, or at the start.
   * @default "center"
   */
  align?: 'center' | 'start';
  /** A link under the content, e.g. "Compare all solutions". */
  action?: Action;
}

/** A titled band of a marketing page, in the same container and rhythm as the UI package's sections. */
export function Section({ title, intro, children, tone = 'plain', align = 'center', action }: SectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <header className={styles.sectionHeader} data-align={align}>
          <h2 className={styles.sectionTitle} id={titleId}>
            {title}
          </h2>
          {intro ? <div className={styles.sectionIntro}>{intro}</div> : null}
        </header>
        {children}
        {action ? <MoreLink action={action} /> : null}
      </div>
    </section>
  );
}

/** A quiet "read more" link with an arrow. */
export function ArrowLink({ action }: { action: Action }) {
  return (
    <SiteLink className={styles.moreLink} href={action.to}>
      {action.label}
      <Icon name="arrow-right" size={18} />
    </SiteLink>
  );
}

/** An `ArrowLink` centred under a section's content. */
export function MoreLink({ action }: { action: Action }) {
  return (
    <p className={styles.more}>
      <ArrowLink action={action} />
    </p>
  );
}
