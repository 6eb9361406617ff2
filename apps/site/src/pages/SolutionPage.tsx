import { CallToAction, FeatureGrid, Hero, Icon, RecordCard, Steps } from '@freightlane/ui';
import { ClaimText } from '../marketing/ClaimText';
import { IntegrationCards } from '../marketing/IntegrationCards';
import { ActionButtons } from '../marketing/Actions';
import { mediaUrl } from '../marketing/media';
import { RichText } from '../marketing/RichText';
import { Section } from '../marketing/Section';
import { SiteIcon } from '../marketing/SiteIcon';
import type { PageProps } from './types';
import marketing from '../marketing/Marketing.module.css';
import styles from './SolutionPage.module.css';

/** /solutions/<slug>: the problems a solution takes away, what it does, its workflow, integrations and FAQ. */
export default function SolutionPage({ page, layout }: PageProps<'solution'>) {
  const data = page.data;
  const { hero, problems, capabilities, workflow, integrations, faq, callToAction } = data;
  const integrationById = new Map(data.integrationList.map((i) => [i.id, i]));
  const used = integrations.ids.flatMap((id) => integrationById.get(id) ?? []);

  return (
    <div className={marketing.page} data-solution={data.slug}>
      <Hero
        eyebrow={
          <span className={styles.heroEyebrow}>
            <SiteIcon name={data.icon} size={18} />
            {data.title}
          </span>
        }
        title={hero.headline}
        description={hero.lead}
        actions={<ActionButtons primary={callToAction.primaryAction} secondary={callToAction.secondaryAction} />}
        illustration={
          <img
            className={marketing.illustration}
            src={mediaUrl(layout.site.baseUrl, data.illustration)}
            alt={data.illustrationAlt}
            width={480}
            height={320}
          />
        }
      />

      <Section title={problems.title}>
        <ul className={styles.problemGrid}>
          {problems.items.map((problem) => (
            <li key={problem.title} className={styles.problem}>
              <h3 className={styles.problemTitle}>{problem.title}</h3>
              <p className={styles.problemText}>{problem.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={capabilities.title} intro={capabilities.intro} tone="subtle">
        <div className={marketing.embedded}>
          <FeatureGrid
            features={capabilities.items.map((item) => ({
              title: item.title,
              description: <ClaimText title={item.title} text={item.text} howItWorks={item.howItWorks} />,
              icon: <SiteIcon name={item.icon} />,
            }))}
          />
        </div>
      </Section>

      <Section title={workflow.title} intro={workflow.intro}>
        <div className={marketing.embedded}>
          <Steps
            perRow={4}
            steps={workflow.steps.map((step) => ({
              title: step.title,
              description: <RichText className={marketing.prose} html={step.textHtml} inline />,
            }))}
          />
        </div>
        {workflow.record ? (
          <div className={styles.record} data-below-fold="">
            <RecordCard {...workflow.record} kind={workflow.record.kind?.value} />
          </div>
        ) : null}
      </Section>

      {used.length ? (
        <Section title={integrations.title} intro={integrations.text} tone="subtle">
          <IntegrationCards integrations={used} />
        </Section>
      ) : null}

      <Section title={faq.title}>
        <div className={styles.faq}>
          {faq.items.map((item) => (
            <details key={item.question} className={`${styles.faqItem} ${marketing.disclosure}`}>
              <summary className={styles.faqQuestion}>
                {item.question}
                <Icon name="chevron-down" size={20} className={marketing.faqChevron} />
              </summary>
              <RichText className={`${styles.faqAnswer} ${marketing.prose}`} html={item.answerHtml} />
            </details>
          ))}
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
