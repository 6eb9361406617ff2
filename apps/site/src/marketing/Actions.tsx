import { Button, Icon } from '@freightlane/ui';
import { SiteLink } from '../router';
import type { Action } from './types';
import styles from './Marketing.module.css';

export interface ActionButtonsProps {
  primary: Action;
  secondary?: Action;
  /**
   * On the accent call-to-action band: the primary button turns light and the
   * secondary action becomes a link in the band's text colour, both legible on the accent.
   * @default false
   */
  onAccent?: boolean;
}

/** A page's one or two main actions as buttons. */
export function ActionButtons({ primary, secondary, onAccent = false }: ActionButtonsProps) {
  return (
    <>
      <Button href={primary.to} linkComponent={SiteLink} size="lg" variant={onAccent ? 'secondary' : 'primary'}>
        {primary.label}
      </Button>
      {secondary && onAccent ? (
        <SiteLink className={styles.accentLink} href={secondary.to}>
          {secondary.label}
          <Icon name="arrow-right" size={18} />
        </SiteLink>
      ) : null}
      {secondary && !onAccent ? (
        <Button href={secondary.to} linkComponent={SiteLink} size="lg" variant="secondary">
          {secondary.label}
        </Button>
      ) : null}
    </>
  );
}
