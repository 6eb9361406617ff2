/** Every text of the modal, English by default. */
export const searchModalTexts = {
  dialogLabel: 'Search',
  inputLabel: 'Search',
  placeholder: 'Search docs',
  /** The Docs / All filter, offered when the search opens on a docs page. */
  scopeLabel: 'Search in',
  scopeDocs: 'Docs',
  scopeAll: 'All pages',
  clearLabel: 'Clear the query',
  cancelLabel: 'Cancel',
  resultsLabel: 'Search results',
  loading: 'Loading results',
  recentTitle: 'Recent',
  favoriteTitle: 'Favorite',
  noRecentSearches: 'No recent searches',
  saveSearch: 'Save this search',
  removeRecent: 'Remove this search from history',
  removeFavorite: 'Remove this search from favorites',
  noResults: 'No results found for',
  someWords: (matched: number, total: number) => `Showing results for ${matched} of ${total} words`,
  trySearchingFor: 'Try searching for',
  missingResults: 'Believe this query should return results?',
  missingResultsLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  seeAllResults: (count: number) => `See all ${count} results`,
  selectKey: 'to select',
  navigateKey: 'to navigate',
  closeKey: 'to close',
  askAi: 'Ask AI: ',
  askAnotherQuestion: 'Ask another question...',
  backToKeywordSearch: 'Back to keyword search',
  answering: 'Answering...',
  relatedSources: 'Related sources',
  aiDisclaimer: 'Answers are generated with AI which can make mistakes. Verify responses.',
  aiError: 'Chat error',
  aiStopped: 'Stopped for the next question.',
  newConversation: 'New conversation',
  submitQuestion: 'to submit the question',
  backToSearch: 'to go back to search',
};

export type SearchModalTexts = typeof searchModalTexts;

/**
 * A search that answers faster than this shows no loading state at all, so
 * typing over a fast index does not flicker.
 */
export const SEARCH_SPINNER_DELAY_MS = 200;

/** The longest keyword query the input takes. */
export const SEARCH_QUERY_MAX_LENGTH = 512;
/** The longest question the input takes in Ask AI mode: what the Ask AI backend accepts. */
export const ASK_AI_QUESTION_MAX_LENGTH = 500;
