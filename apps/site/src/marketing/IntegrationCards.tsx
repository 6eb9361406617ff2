import { IntegrationCard } from '@freightlane/ui';
import { SiteLink } from '../router';
import { PartnerMark } from './PartnerMark';
import type { IntegrationSummary } from './types';
import styles from './Marketing.module.css';

/** Integrations as a grid of linked cards with their category. */
export function IntegrationCards({ integrations }: { integrations: IntegrationSummary[] }) {
  return (
    <ul className={styles.cardGrid} data-columns="4">
      {integrations.map((integration) => (
        <li key={integration.id}>
          <IntegrationCard
            name={integration.title}
            description={integration.summary}
            href={`/integrations/${integration.id}`}
            categoryLabel={integration.categoryLabel}
            logo={<PartnerMark name={integration.title} markPath={integration.markPath} />}
            linkComponent={SiteLink}
          />
        </li>
      ))}
    </ul>
  );
}
