import styles from './BaseUrlBanner.module.css';
import { BASE_URL_BANNER_ID, DEFAULT_BASE_URL_BANNER_TEXTS, type BaseUrlBannerTexts } from './baseUrlBannerScript';

export interface BaseUrlBannerProps extends Partial<BaseUrlBannerTexts> {
  /** The base URL the site was built for. */
  baseUrl: string;
  /** The base URL that would work here (the current path with a trailing slash). */
  suggestedBaseUrl: string;
}

/**
 * The base-URL banner as a component, the same texts as the markup that
 * `baseUrlBannerScript()` builds before any JS bundle runs (that script is
 * what a site ships; this is for previews and custom shells).
 *
 * **When to use** Only to preview the banner or in a shell that renders it
 * from React; a real site ships `baseUrlBannerScript()` in `<head>`, which
 * shows the same texts when the site's JavaScript never ran.
 *
 * **Parts** A heading, the configured base URL and the suggested one, each in
 * `<code>`.
 *
 * **Accessibility** A `role="alert"` region, announced as soon as it appears;
 * it has no controls, so it adds no tab stop.
 */
export function BaseUrlBanner({ baseUrl, suggestedBaseUrl, ...overrides }: BaseUrlBannerProps) {
  const texts = { ...DEFAULT_BASE_URL_BANNER_TEXTS, ...overrides };
  return (
    <div id={BASE_URL_BANNER_ID} role="alert" className={styles.banner} data-component="BaseUrlBanner">
      <p className={styles.title}>{texts.title}</p>
      <p>{texts.reason}</p>
      <p>
        {texts.currentLabel}
        <strong>{baseUrl}</strong>
        {baseUrl === '/' ? texts.defaultValueNote : null}
      </p>
      <p className={styles.suggestion}>
        {texts.suggestionLabel}
        <strong>{suggestedBaseUrl}</strong>
      </p>
    </div>
  );
}
