/** The token of the docs insights report the e2e server serves (playwright.config.ts sets FL_INSIGHTS_TOKEN). */
export const INSIGHTS_REPORT_TOKEN = 'e2e-insights-report';
