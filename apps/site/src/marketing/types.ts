/**
 * The marketing pages' data types, generated from their one declaration in
 * packages/sitegen/pagedata (../pageData.gen.ts). A Markdown field comes
 * with its rendered sibling `<field>Html`.
 */
export type {
  Action,
  CallToAction as CallToActionData,
  CareersData,
  DataFlow,
  HomeData,
  IconItem,
  IntegrationCategory as IntegrationCategoryData,
  IntegrationData,
  IntegrationsIndexData,
  IntegrationSummary,
  ListedIntegration,
  MarkdownPageData,
  RequestDemoData,
  Salary,
  SolutionData,
  SolutionsIndexData,
  SolutionSummary,
  ThankYouData,
} from '../pageData.gen';
