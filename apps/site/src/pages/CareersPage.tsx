import { Button, CallToAction, FeatureGrid, Hero, Icon, Steps } from '@freightlane/ui';
import { ActionButtons } from '../marketing/Actions';
import type { CareersData } from '../marketing/types';
import { applyHref, formatSalary } from '../marketing/careers';
import { RichText } from '../marketing/RichText';
import { Section } from '../marketing/Section';
import { SiteIcon } from '../marketing/SiteIcon';
import type { PageProps } from './types';
import marketing from '../marketing/Marketing.module.css';
import styles from './CareersPage.module.css';

type Role = CareersData['roles']['items'][number];

const roleLists: { key: 'responsibilities' | 'requirements' | 'niceToHave'; title: string }[] = [
  { key: 'responsibilities', title: 'What you will do' },
  { key: 'requirements', title: 'What you bring' },
  { key: 'niceToHave', title: 'Nice to have' },
];

function RoleCard({ role, siteUrl }: { role: Role; siteUrl: string }) {
  const lists = roleLists.filter(({ key }) => role[key]?.length);
  return (
    <article className={styles.role} aria-labelledby={`role-${role.id}`}>
      <h3 className={styles.roleTitle} id={`role-${role.id}`}>
        {role.title}
      </h3>
      <dl className={styles.roleMeta}>
        <div>
          <dt>
            <Icon name="users" size={18} />
            <span className={styles.visuallyHidden}>Team</span>
          </dt>
          <dd>{role.team}</dd>
        </div>
        <div>
          <dt>
            <Icon name="globe" size={18} />
            <span className={styles.visuallyHidden}>Location</span>
          </dt>
          <dd>{role.location}</dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={18} />
            <span className={styles.visuallyHidden}>Type</span>
          </dt>
          <dd>{role.type}</dd>
        </div>
        <div>
          <dt>
            <Icon name="invoice" size={18} />
            <span className={styles.visuallyHidden}>Salary</span>
          </dt>
          <dd>
            {formatSalary(role.salary)}
            {role.salary.note ? <span className={styles.salaryNote}> ({role.salary.note})</span> : null}
          </dd>
        </div>
      </dl>
      <p className={styles.roleSummary}>{role.summary}</p>
      {lists.length ? (
        <details className={`${styles.roleDetails} ${marketing.disclosure}`}>
          <summary>
            About the role
            <Icon name="chevron-down" size={18} className={marketing.faqChevron} />
          </summary>
          {lists.map(({ key, title }) => (
            <div key={key}>
              <h4>{title}</h4>
              <ul>
                {role[key]?.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ) : null}
      <div className={styles.roleApply}>
        <Button
          href={applyHref(role.applyEmail, siteUrl, role.title)}
          variant="secondary"
          leadingVisual={<Icon name="message" size={18} />}
        >
          Apply<span className={styles.visuallyHidden}> for {role.title}</span>
        </Button>
      </div>
    </article>
  );
}

/** /careers: why work here, how we hire, what it is like and the open roles. */
export default function CareersPage({ page, layout }: PageProps<'careers'>) {
  const data = page.data;
  const { intro, hiring, benefits, roles, callToAction } = data;
  const mailbox = roles.items[0]?.applyEmail;

  return (
    <div className={marketing.page}>
      <Hero
        eyebrow={page.title}
        title={intro.headline}
        description={<RichText className={marketing.prose} html={intro.textHtml} inline />}
      />

      <Section title={roles.title} intro={roles.intro}>
        <ul className={styles.roles}>
          {roles.items.map((role) => (
            <li key={role.id}>
              <RoleCard role={role} siteUrl={layout.site.url} />
            </li>
          ))}
        </ul>
        {roles.noMatch ? (
          <p className={styles.noMatch}>
            {roles.noMatch}
            {mailbox ? (
              <>
                {' '}
                <a href={applyHref(mailbox, layout.site.url)}>{applyHref(mailbox, layout.site.url).slice('mailto:'.length)}</a>
              </>
            ) : null}
          </p>
        ) : null}
      </Section>

      <Section title={hiring.title} intro={hiring.intro} tone="subtle">
        <div className={marketing.embedded}>
          <Steps
            steps={hiring.stages.map((stage) => ({
              title: stage.title,
              description: (
                <>
                  {stage.text}
                  {stage.duration ? (
                    <span className={styles.stepDuration}>
                      <Icon name="clock" size={16} />
                      {stage.duration}
                    </span>
                  ) : null}
                </>
              ),
            }))}
          />
        </div>
      </Section>

      <Section title={benefits.title}>
        <div className={marketing.embedded}>
          <FeatureGrid
            features={benefits.items.map((item) => ({ title: item.title, description: item.text, icon: <SiteIcon name={item.icon} /> }))}
          />
        </div>
      </Section>

      {callToAction ? (
        <CallToAction
          title={callToAction.title}
          description={callToAction.text}
          actions={<ActionButtons primary={callToAction.primaryAction} secondary={callToAction.secondaryAction} onAccent />}
        />
      ) : null}
    </div>
  );
}
