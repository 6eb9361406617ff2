/**
 * The shapes of the marketing pages' data, as the content pipeline writes
 * them from content/*.yaml (schemas/{home,solution,solutions-index,
 * integration,integrations-index,careers,request-demo}.schema.json). A
 * Markdown field comes with its rendered sibling `<field>Html`.
 */

export interface Action {
  label: string;
  to: string;
}

export interface CallToActionData {
  title: string;
  text: string;
  primaryAction: Action;
  secondaryAction?: Action;
}

export interface IconItem {
  icon: string;
  title: string;
  text: string;
}

/** One entry of the solutions list every marketing page carries. */
export interface SolutionSummary {
  id: string;
  title: string;
  icon: string;
  navDescription: string;
  path: string;
}

/** One entry of the integrations list every marketing page carries. */
export interface IntegrationSummary {
  id: string;
  title: string;
  summary: string;
  category: string;
  /** The category's name; the pipeline may not give it yet. */
  categoryLabel?: string;
  path: string;
  /** The SVG path of the partner's simple-icons mark (content's `mark`); null: a monogram stands in. */
  markPath: string | null;
}

export interface IntegrationCategoryData {
  id: string;
  label: string;
  description: string;
}

export interface HomeData {
  hero: {
    title: string;
    lead: string;
    illustration: string;
    illustrationAlt: string;
    primaryAction: Action;
    secondaryAction: Action;
  };
  solutions: { title: string; intro: string; items: { slug: string; icon: string; text: string }[]; action: Action };
  lowCode: {
    title: string;
    intro: string;
    points: IconItem[];
    example: { caption: string; format: string; code: string };
    links: Action[];
  };
  integrations: { title: string; text: string; ids: string[]; action: Action };
  shipmentFlow: {
    title: string;
    intro: string;
    stages: IconItem[];
    action?: Action;
  };
  callToAction: CallToActionData;
  solutionList: SolutionSummary[];
  integrationList: IntegrationSummary[];
}

export interface SolutionsIndexData {
  title: string;
  intro: string;
  comparison: {
    title: string;
    columns: { solution: string; whoFor: string; typicalWork: string; keyDocuments: string };
    rows: { slug: string; whoFor: string; typicalWork: string; keyDocuments: string[] }[];
  };
  combining: { title: string; textHtml: string };
  callToAction: CallToActionData;
  solutionList: SolutionSummary[];
}

export interface SolutionData {
  slug: string;
  title: string;
  icon: string;
  illustration: string;
  illustrationAlt: string;
  hero: { headline: string; lead: string };
  problems: { title: string; items: { title: string; text: string }[] };
  capabilities: { title: string; intro?: string; items: IconItem[] };
  workflow: { title: string; intro?: string; steps: { title: string; text: string; textHtml: string }[] };
  integrations: { title: string; text?: string; ids: string[] };
  faq: { title: string; items: { question: string; answerHtml: string }[] };
  callToAction: CallToActionData;
  integrationList: IntegrationSummary[];
}

export interface IntegrationsIndexData {
  title: string;
  introHtml: string;
  categories: IntegrationCategoryData[];
  integrationList: IntegrationSummary[];
  buildYourOwn?: { title: string; bodyHtml: string; links: Action[] };
}

export interface DataFlow {
  direction: 'outbound' | 'inbound' | 'both';
  data: string;
  detail: string;
}

export interface IntegrationData {
  id: string;
  title: string;
  category: string;
  /** The category's name; the pipeline may not give it yet. */
  categoryLabel?: string;
  summary: string;
  /** The SVG path of the partner's simple-icons mark (content's `mark`); absent: a monogram stands in. */
  markPath?: string;
  website?: string;
  dataFlows: DataFlow[];
  html: string;
  setupHtml: string[];
  workflowTasks: string[];
  limitsHtml: string[];
}

/** A role's pay range (careers.schema.json#/…/salary). */
export interface Salary {
  min: number;
  max: number;
  currency: string;
  per: 'year' | 'hour';
  note?: string;
}

export interface CareersData {
  intro: { headline: string; textHtml: string };
  hiring: { title: string; intro?: string; stages: { title: string; text: string; duration?: string }[] };
  benefits: { title: string; items: IconItem[] };
  roles: {
    title: string;
    intro?: string;
    noMatch?: string;
    items: {
      id: string;
      title: string;
      team: string;
      location: string;
      type: string;
      salary: Salary;
      summary: string;
      applyEmail: string;
      responsibilities?: string[];
      requirements?: string[];
      niceToHave?: string[];
    }[];
  };
  callToAction?: CallToActionData;
}

export interface ThankYouData {
  title: string;
  message: string;
  nextSteps?: { title: string; items: { label: string; text: string; to: string }[] };
}

export interface RequestDemoData {
  title: string;
  intro: string;
  afterRequest: { title: string; steps: { title: string; text: string }[] };
  privacy: { title: string; textHtml: string };
  fieldHelp: Partial<Record<string, string>>;
  consentLabel: string;
  submitLabel: string;
  submittingLabel: string;
}

export interface MarkdownPageData {
  html: string;
}
