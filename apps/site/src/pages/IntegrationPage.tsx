import { Button, CallToAction, Icon, Markdown } from '@freightlane/ui';
import { SiteLink } from '../router';
import { ActionButtons } from '../marketing/Actions';
import { CATEGORY_PARAM } from '../marketing/categoryFilter';
import { ClaimText } from '../marketing/ClaimText';
import { PartnerMark } from '../marketing/PartnerMark';
import { RichText, useHtmlLinkNavigation } from '../marketing/RichText';
import type { DataFlow } from '../marketing/types';
import type { PageProps } from './types';
import marketing from '../marketing/Marketing.module.css';
import styles from './IntegrationPage.module.css';

function flowLabel(direction: DataFlow['direction'], partner: string) {
  if (direction === 'outbound') return `To ${partner}`;
  if (direction === 'inbound') return `From ${partner}`;
  return 'Both ways';
}

const flowIcon = { outbound: 'arrow-right', inbound: 'arrow-right', both: 'route' } as const;

/** /integrations/<id>: what an integration does, which data moves which way, how to set it up and its limits. */
export default function IntegrationPage({ page }: PageProps<'integration'>) {
  const data = page.data;
  const onMarkdownClick = useHtmlLinkNavigation();
  const { categoryLabel, callToAction } = data;
  const categoryHref = `/integrations?${CATEGORY_PARAM}=${encodeURIComponent(data.category)}`;

  return (
    <article className={marketing.page} data-integration-id={data.id} aria-labelledby="integration-title">
      <header className={marketing.pageHeader}>
        <div className={marketing.pageHeaderInner}>
          <SiteLink className={styles.backLink} href="/integrations">
            <Icon name="chevron-left" size={16} />
            All integrations
          </SiteLink>
          <div className={styles.integrationHead}>
            <span className={styles.markTile}>
              <PartnerMark name={data.title} markPath={data.markPath} markViewBox={data.markViewBox} size={36} />
            </span>
            <div>
              <h1 className={marketing.pageTitle} id="integration-title">
                {data.title}
              </h1>
              <p className={styles.badges}>
                <SiteLink className={styles.badge} href={categoryHref}>
                  {categoryLabel}
                </SiteLink>
              </p>
            </div>
          </div>
          <p className={marketing.pageLead}>{data.summary}</p>
        </div>
      </header>

      <div className={styles.integrationLayout}>
        <div>
          <section className={styles.block} aria-labelledby="integration-data-flows">
            <h2 className={styles.blockTitle} id="integration-data-flows">
              What data flows where
            </h2>
            <ul className={styles.flows}>
              {data.dataFlows.map((flow) => (
                <li key={flow.data} className={styles.flow} data-direction={flow.direction}>
                  <span className={styles.flowDirection}>
                    <Icon name={flowIcon[flow.direction] ?? 'route'} size={20} />
                  </span>
                  <div>
                    <span className={styles.flowLabel}>{flowLabel(flow.direction, data.title)}</span>
                    <h3 className={styles.flowTitle}>{flow.data}</h3>
                    <p className={styles.flowDetail}>
                      <ClaimText title={flow.data} text={flow.detail} howItWorks={flow.howItWorks} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <div className={styles.block}>
            <Markdown html={data.html} onClick={onMarkdownClick} />
          </div>

          <section className={styles.block} aria-labelledby="integration-setup">
            <h2 className={styles.blockTitle} id="integration-setup">
              Set it up
            </h2>
            <ol className={`${styles.setup} ${marketing.prose}`}>
              {data.setupHtml.map((html, index) => (
                <li key={index} className={styles.setupStep}>
                  <RichText html={html} />
                </li>
              ))}
            </ol>
          </section>

          <section className={styles.block} aria-labelledby="integration-limits">
            <h2 className={styles.blockTitle} id="integration-limits">
              Limits
            </h2>
            <ul className={`${styles.limits} ${marketing.prose}`}>
              {data.limitsHtml.map((html, index) => (
                <li key={index} className={styles.limit}>
                  <Icon name="bell" size={18} />
                  <RichText html={html} />
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="integration-at-a-glance">
          <div className={styles.factsCard}>
            <h2 className={styles.factsTitle} id="integration-at-a-glance">
              At a glance
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>Category</dt>
                <dd>
                  <SiteLink href={categoryHref}>{categoryLabel}</SiteLink>
                </dd>
              </div>
              {data.website ? (
                <div>
                  <dt>Partner website</dt>
                  <dd>
                    <a href={data.website} rel="noopener noreferrer">
                      {new URL(data.website).hostname.replace(/^www\./, '')}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>Workflow tasks</dt>
                <dd>
                  <ul className={styles.taskList}>
                    {data.tasks.map((task) => (
                      <li key={task.href}>
                        <SiteLink className={styles.taskLink} href={task.href}>
                          {task.name}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <div className={styles.asideActions}>
              <Button href={callToAction.primaryAction.to} linkComponent={SiteLink} block>
                {callToAction.primaryAction.label}
              </Button>
              <Button href="/integrations" linkComponent={SiteLink} variant="secondary" block>
                Browse integrations
              </Button>
            </div>
          </div>
        </aside>
      </div>

      <CallToAction
        variant="subtle"
        title={callToAction.title}
        description={callToAction.text}
        actions={<ActionButtons primary={callToAction.primaryAction} secondary={callToAction.secondaryAction} />}
      />
    </article>
  );
}
