import { Icon, VisuallyHidden } from '@freightlane/ui';
import { SiteLink } from '../router';
import styles from './ClaimText.module.css';

export interface ClaimTextProps {
  /** The claim's title, which names its link for screen readers. */
  title: string;
  /** The claim, in plain text. */
  text: string;
  /** The route of the doc that shows how the platform does it. */
  howItWorks: string;
}

/**
 * A capability's text and its "How it works" link to the doc that backs
 * it (the build resolved the link from the claim's backedBy). Each link's
 * accessible name carries the claim's title, so a list of them reads apart.
 */
export function ClaimText({ title, text, howItWorks }: ClaimTextProps) {
  return (
    <>
      {text}{' '}
      <SiteLink className={styles.howItWorks} href={howItWorks}>
        How it works<VisuallyHidden>: {title}</VisuallyHidden>
        <Icon name="arrow-right" size={14} />
      </SiteLink>
    </>
  );
}
