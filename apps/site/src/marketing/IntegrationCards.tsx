import { IntegrationCard } from '@freightlane/ui';
import { SiteLink } from '../router';
import { PartnerMark } from './PartnerMark';
import type { ListedIntegration } from './types';
import grid from './CardGrid.module.css';

/** Integrations as a grid of linked cards with their category. */
export function IntegrationCards({ integrations }: { integrations: ListedIntegration[] }) {
  return (
    <ul className={grid.cardGrid} data-columns="4">
      {integrations.map((integration) => (
        <li key={integration.id}>
          <IntegrationCard
            name={integration.title}
            description={integration.summary}
            href={`/integrations/${integration.id}`}
            categoryLabel={integration.categoryLabel}
            logo={<PartnerMark name={integration.title} markPath={integration.markPath} markViewBox={integration.markViewBox} />}
            linkComponent={SiteLink}
          />
        </li>
      ))}
    </ul>
  );
}
