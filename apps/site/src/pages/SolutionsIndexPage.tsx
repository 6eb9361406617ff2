import { CallToAction, Hero, SolutionCard } from '@freightlane/ui';
import { SiteLink } from '../router';
import { ActionButtons } from '../marketing/Actions';
import { RichText } from '../marketing/RichText';
import { Section } from '../marketing/Section';
import { SiteIcon } from '../marketing/SiteIcon';
import type { PageProps } from './types';
import grid from '../marketing/CardGrid.module.css';
import marketing from '../marketing/Marketing.module.css';
import styles from './SolutionsIndexPage.module.css';

/** /solutions: every solution as a card, who each is for, and how they combine. */
export default function SolutionsIndexPage({ page }: PageProps<'solutionsIndex'>) {
  const data = page.data;
  const { comparison, combining, callToAction } = data;
  const solutions = new Map(data.solutionList.map((s) => [s.id, s]));
  // The comparison's order is the editor's; cards follow it, then any solution it leaves out.
  const ordered = [
    ...comparison.rows.flatMap((row) => solutions.get(row.slug) ?? []),
    ...data.solutionList.filter((s) => !comparison.rows.some((row) => row.slug === s.id)),
  ];

  return (
    <div className={marketing.page}>
      <Hero title={data.title} description={data.intro} />

      <section className={marketing.inner} aria-label={data.title}>
        <ul className={grid.cardGrid} data-columns="3">
          {ordered.map((solution) => (
            <li key={solution.id}>
              <SolutionCard
                title={solution.title}
                description={solution.navDescription}
                href={solution.path}
                icon={<SiteIcon name={solution.icon} />}
                linkComponent={SiteLink}
              />
            </li>
          ))}
        </ul>
      </section>

      <Section title={comparison.title} tone="subtle">
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{comparison.columns.solution}</th>
                <th scope="col">{comparison.columns.whoFor}</th>
                <th scope="col">{comparison.columns.typicalWork}</th>
                <th scope="col">{comparison.columns.keyDocuments}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => {
                const solution = solutions.get(row.slug);
                return (
                  <tr key={row.slug}>
                    <th scope="row">
                      <SiteLink href={solution?.path ?? `/solutions/${row.slug}`}>
                        <SiteIcon name={solution?.icon} size={20} />
                        {solution?.title ?? row.slug}
                      </SiteLink>
                    </th>
                    <td data-label={comparison.columns.whoFor}>{row.whoFor}</td>
                    <td data-label={comparison.columns.typicalWork}>{row.typicalWork}</td>
                    <td data-label={comparison.columns.keyDocuments}>
                      <ul className={styles.docList}>
                        {row.keyDocuments.map((doc) => (
                          <li key={doc}>{doc}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title={combining.title}>
        <RichText className={`${styles.narrowProse} ${marketing.prose}`} html={combining.textHtml} />
      </Section>

      <CallToAction
        title={callToAction.title}
        description={callToAction.text}
        actions={<ActionButtons primary={callToAction.primaryAction} secondary={callToAction.secondaryAction} onAccent />}
      />
    </div>
  );
}
