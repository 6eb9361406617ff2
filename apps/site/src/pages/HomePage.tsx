import { CallToAction, Hero, RecordCard, SolutionCard, Steps } from '@freightlane/ui';
import { IntegrationCards } from '../marketing/IntegrationCards';
import { SiteLink } from '../router';
import { ActionButtons } from '../marketing/Actions';
import { ClaimText } from '../marketing/ClaimText';
import { CodeExample } from '../marketing/CodeExample';
import { mediaUrl } from '../marketing/media';
import { ArrowLink, Section } from '../marketing/Section';
import { SiteIcon } from '../marketing/SiteIcon';
import type { PageProps } from './types';
import grid from '../marketing/CardGrid.module.css';
import marketing from '../marketing/Marketing.module.css';
import styles from './HomePage.module.css';

/** The home page: every section of content/home.yaml, in order. */
export default function HomePage({ page, layout }: PageProps<'home'>) {
  const data = page.data;
  const { hero, solutions, lowCode, integrations, shipmentFlow, callToAction } = data;
  const solutionTitles = new Map(data.solutionList.map((s) => [s.id, s.title]));
  const integrationById = new Map(data.integrationList.map((i) => [i.id, i]));
  const highlighted = integrations.ids.flatMap((id) => integrationById.get(id) ?? []);

  return (
    <div className={marketing.page}>
      <Hero
        title={hero.title}
        description={hero.lead}
        actions={<ActionButtons primary={hero.primaryAction} secondary={hero.secondaryAction} />}
        illustration={
          hero.record ? (
            <div className={styles.heroRecord}>
              <RecordCard {...hero.record} kind={hero.record.kind?.value} />
            </div>
          ) : hero.illustration ? (
            <img
              className={marketing.illustration}
              src={mediaUrl(layout.site.baseUrl, hero.illustration)}
              alt={hero.illustrationAlt}
              width={480}
              height={320}
            />
          ) : undefined
        }
      />

      <Section title={solutions.title} intro={solutions.intro} action={solutions.action}>
        <ul className={grid.cardGrid} data-columns="3">
          {solutions.items.map((item) => (
            <li key={item.slug}>
              <SolutionCard
                title={solutionTitles.get(item.slug) ?? item.slug}
                description={item.text}
                href={`/solutions/${item.slug}`}
                icon={<SiteIcon name={item.icon} />}
                linkComponent={SiteLink}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={lowCode.title} intro={lowCode.intro} tone="subtle">
        <div className={styles.split}>
          <div>
            <ul className={styles.points}>
              {lowCode.points.map((point) => (
                <li key={point.title} className={styles.point}>
                  <span className={marketing.pointIcon}>
                    <SiteIcon name={point.icon} />
                  </span>
                  <div>
                    <h3 className={styles.pointTitle}>{point.title}</h3>
                    <p className={marketing.pointText}>
                      <ClaimText title={point.title} text={point.text} howItWorks={point.howItWorks} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {lowCode.links.length ? (
              <ul className={marketing.linkList}>
                {lowCode.links.map((link) => (
                  <li key={link.to}>
                    <ArrowLink action={link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <CodeExample {...lowCode.example} codeHtml={data.html} />
        </div>
      </Section>

      <Section title={integrations.title} intro={integrations.text} action={integrations.action}>
        <IntegrationCards integrations={highlighted} />
      </Section>

      <Section title={shipmentFlow.title} intro={shipmentFlow.intro} tone="subtle" action={shipmentFlow.action}>
        <div className={marketing.embedded} data-below-fold="">
          <Steps
            perRow={4}
            steps={shipmentFlow.stages.map((stage) => ({
              title: stage.title,
              description: stage.text,
              icon: <SiteIcon name={stage.icon} />,
            }))}
          />
        </div>
      </Section>

      <CallToAction
        title={callToAction.title}
        description={callToAction.text}
        actions={<ActionButtons primary={callToAction.primaryAction} secondary={callToAction.secondaryAction} onAccent />}
      />
    </div>
  );
}
