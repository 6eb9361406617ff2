import { Icon } from '@freightlane/ui';
import { DemoRequestForm } from '../demoRequest/DemoRequestForm';
import { demoRequestEndpoint } from '../demoRequest/endpoint';
import { RichText } from '../marketing/RichText';
import type { PageProps } from './types';
import styles from './RequestDemo.module.css';

/** /request-demo: the demo request form, with what happens next and what we do with the details. */
export default function RequestDemoPage({ page, layout }: PageProps<'requestDemo'>) {
  const data = page.data;
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div>
          <header className={styles.header}>
            <h1 className={styles.title}>{data.title}</h1>
            <p className={styles.intro}>{data.intro}</p>
          </header>
          <div className={styles.card}>
            <DemoRequestForm endpoint={demoRequestEndpoint(layout.site)} copy={data} />
          </div>
        </div>
        <aside className={styles.aside}>
          <section className={styles.asideBlock} aria-labelledby="after-request">
            <h2 className={styles.asideTitle} id="after-request">
              {data.afterRequest.title}
            </h2>
            <ol className={styles.steps}>
              {data.afterRequest.steps.map((step) => (
                <li key={step.title} className={styles.step}>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.stepText}>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.asideBlock} aria-labelledby="privacy-note">
            <h2 className={styles.asideTitle} id="privacy-note">
              <Icon name="shield" size={20} /> {data.privacy.title}
            </h2>
            <RichText className={styles.privacy} html={data.privacy.textHtml} />
          </section>
        </aside>
      </div>
    </div>
  );
}
