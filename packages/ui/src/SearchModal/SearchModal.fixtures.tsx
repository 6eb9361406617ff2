import { SearchModal, type SearchModalFooterProps, type SearchModalResultsProps, type SearchModalRootProps } from './SearchModal';
import type { AskAiFunction, SearchFunction, SearchHit } from './types';

/** Every part's props at once: what a test or a story sets on the composed modal. */
export type ComposedSearchModalProps = SearchModalRootProps & SearchModalResultsProps & SearchModalFooterProps;

/** The modal composed of all its parts, as the site composes it, each part given its own props. */
export function ComposedSearchModal({ suggestions, getMissingResultsUrl, searchPagePath, ...rootProps }: ComposedSearchModalProps) {
  return (
    <SearchModal.Root {...rootProps}>
      <SearchModal.Content>
        <SearchModal.Input />
        <SearchModal.ScopeFilter />
        <SearchModal.Results suggestions={suggestions} getMissingResultsUrl={getMissingResultsUrl} />
        <SearchModal.Footer searchPagePath={searchPagePath} />
      </SearchModal.Content>
    </SearchModal.Root>
  );
}

const label = (slug: string) => (slug.startsWith('development/') ? 'Developer guide' : 'User manual');
const page = (group: string, slug: string, snippet: string): SearchHit => ({
  id: slug,
  url: `/docs/${slug}`,
  page: `/docs/${slug}`,
  label: label(slug),
  group,
  title: group,
  snippet,
  kind: 'page',
});
const section = (group: string, slug: string, title: string, snippet: string, path: string[] = []): SearchHit => ({
  id: `${slug}#${title}`,
  url: `/docs/${slug}#${title.toLowerCase().replace(/\W+/g, '-')}`,
  page: `/docs/${slug}`,
  label: label(slug),
  group,
  title,
  snippet,
  path: [label(slug), group, ...path],
  kind: 'section',
});

/** A small docs index: workflows (seven hits, to show the five-per-group cap), orders, carriers. */
export const fixtureHits: SearchHit[] = [
  page('Workflows', 'development/workflows/overview', 'A workflow runs activities when a trigger fires on an entity event.'),
  section('Workflows', 'development/workflows/overview', 'Triggers', 'Triggers start a workflow when an order is created or modified.'),
  section('Workflows', 'development/workflows/overview', 'Activities', 'Activities group the steps of a workflow.'),
  section('Workflows', 'development/workflows/overview', 'Steps', 'Each step runs one workflow task with its inputs.'),
  section('Workflows', 'development/workflows/overview', 'Variables', 'Workflow variables hold values between steps.'),
  section('Workflows', 'development/workflows/overview', 'Versioning', 'Publishing a workflow creates a new version.'),
  section('Workflows', 'development/workflows/overview', 'Retries', 'A failed workflow step is retried three times.'),
  page('Orders', 'user-manual/operations/orders', 'Orders hold the commodities, charges and events of a shipment.'),
  section('Orders', 'user-manual/operations/orders', 'Order statuses', 'An order moves from draft to confirmed to delivered.'),
  section('Orders', 'user-manual/operations/orders', 'Notify the carrier', 'Confirming an order can notify its carrier by email.', [
    'Order statuses',
  ]),
  page('Carriers', 'user-manual/operations/carriers', 'Carriers move your shipments: ocean lines, airlines, truckers and parcel services.'),
];

/** Searches the fixture index word by word, after `delay` ms. */
export function createFixtureSearch(delay = 0, hits = fixtureHits): SearchFunction {
  return (query, _context, { signal }) =>
    new Promise((resolve, reject) => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const found = hits.filter((hit) => words.every((word) => `${hit.group} ${hit.title} ${hit.snippet}`.toLowerCase().includes(word)));
      const timer = setTimeout(() => resolve({ hits: found, total: found.length }), delay);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

/** Streams a canned answer word by word, every `interval` ms, then its sources; a follow-up answer names the question before it. */
export function createFixtureAskAi(interval = 40): AskAiFunction {
  return async function* (question, _sources, { signal, history: earlier }) {
    const previous = earlier.at(-1);
    const answer = previous
      ? `Following up on "${previous.question}": ${question.toLowerCase().replace(/\?$/, '')} works the same way, from the order's Confirm action.`
      : `To ${question.toLowerCase().replace(/\?$/, '')}, open the order and choose Confirm: the workflow "Order/Notify Carrier" emails the carrier.`;
    for (const word of answer.split(/(?<= )/)) {
      await new Promise((resolve) => setTimeout(resolve, interval));
      if (signal.aborted) return;
      yield { type: 'text', text: word };
    }
    yield {
      type: 'sources',
      sources: [
        { title: 'Orders', url: '/docs/user-manual/operations/orders' },
        { title: 'Workflows', url: '/docs/development/workflows/overview' },
      ],
    };
  };
}
