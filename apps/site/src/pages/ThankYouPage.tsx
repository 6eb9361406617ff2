import { Icon } from '@freightlane/ui';
import { SiteLink } from '../router';
import type { PageProps } from './types';
import marketing from '../marketing/Marketing.module.css';
import styles from './ThankYouPage.module.css';

/** /request-demo/thank-you: the confirmation after a demo request, and what to read meanwhile. */
export default function ThankYouPage({ page }: PageProps<'thankYou'>) {
  const data = page.data;
  return (
    <div className={styles.thanks}>
      <span className={styles.thanksIcon}>
        <Icon name="check" size={32} strokeWidth={2.25} />
      </span>
      <h1 className={marketing.pageTitle}>{data.title ?? page.title}</h1>
      <p className={`${marketing.readingLead} ${styles.message}`}>{data.message}</p>
      {data.nextSteps ? (
        <section aria-labelledby="next-steps">
          <h2 className={styles.nextStepsTitle} id="next-steps">
            {data.nextSteps.title}
          </h2>
          <ul className={styles.nextSteps}>
            {data.nextSteps.items.map((item) => (
              <li key={item.to} className={styles.nextStep}>
                <h3 className={styles.nextStepTitle}>
                  <SiteLink href={item.to}>{item.label}</SiteLink>
                </h3>
                <p className={styles.nextStepText}>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
