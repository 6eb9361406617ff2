/** The Docs / All filter's choice. */
export type SearchScopeChoice = 'docs' | 'all';

/** What the search dialog shows, apart from what its search and Ask AI hooks hold. */
export interface SearchModalState {
  /** The field's text: a keyword query, or in Ask AI mode the next question. */
  query: string;
  /** The highlighted option of the listbox (clamped to the options when read). */
  active: number;
  /** Ask AI mode: the field asks questions, the body is the conversation. */
  aiMode: boolean;
  /** The Docs / All filter, when the modal offers one. */
  scope: SearchScopeChoice | undefined;
  /** The keyword query to go back to when leaving Ask AI. */
  keywordQuery: string;
}

export type SearchModalAction =
  /** Each opening starts afresh, with the initial query and scope. */
  | { type: 'opened'; query: string; scope: SearchScopeChoice | undefined }
  /** The reader typed, cleared the field or took a suggestion. */
  | { type: 'queryChanged'; query: string }
  /** A keyword search answered: its first option is highlighted. */
  | { type: 'resultsArrived' }
  /** ArrowDown (1) or ArrowUp (-1) from the highlighted option, wrapping around `count` options. */
  | { type: 'moved'; from: number; step: 1 | -1; count: number }
  /** The pointer highlighted an option. */
  | { type: 'highlighted'; index: number }
  | { type: 'scopeChosen'; scope: SearchScopeChoice }
  /** A question went to Ask AI: the field empties for the next one. */
  | { type: 'asked' }
  /** "New conversation": the field empties. */
  | { type: 'conversationRestarted' }
  /** Back to keyword search, with the query the reader left it with. */
  | { type: 'leftAi' };

export function initialSearchModalState(query: string, scope: SearchScopeChoice | undefined): SearchModalState {
  return { query, active: 0, aiMode: false, scope, keywordQuery: '' };
}

export function searchModalReducer(state: SearchModalState, action: SearchModalAction): SearchModalState {
  switch (action.type) {
    case 'opened':
      return { ...state, query: action.query, scope: action.scope, aiMode: false };
    case 'queryChanged':
      return { ...state, query: action.query };
    case 'resultsArrived':
      return { ...state, active: 0 };
    case 'moved':
      return action.count > 0 ? { ...state, active: (action.from + action.step + action.count) % action.count } : state;
    case 'highlighted':
      return { ...state, active: action.index };
    case 'scopeChosen':
      return { ...state, scope: action.scope };
    case 'asked':
      return { ...state, aiMode: true, query: '', keywordQuery: state.aiMode ? state.keywordQuery : state.query };
    case 'conversationRestarted':
      return { ...state, query: '' };
    case 'leftAi':
      return { ...state, aiMode: false, query: state.keywordQuery };
  }
}
