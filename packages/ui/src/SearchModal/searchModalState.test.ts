import { describe, expect, it } from 'vitest';
import { initialSearchModalState, searchModalReducer, type SearchModalAction, type SearchModalState } from './searchModalState';

const run = (state: SearchModalState, ...actions: SearchModalAction[]) => actions.reduce(searchModalReducer, state);

describe('searchModalReducer', () => {
  it('starts afresh on each opening, with the initial query and scope, in keyword mode', () => {
    const used = run(
      initialSearchModalState('', 'docs'),
      { type: 'queryChanged', query: 'invoice' },
      { type: 'asked' },
      { type: 'scopeChosen', scope: 'all' },
    );
    expect(run(used, { type: 'opened', query: 'quote', scope: 'docs' })).toMatchObject({ query: 'quote', scope: 'docs', aiMode: false });
  });

  it('moves the highlight with the arrows, wrapping at both ends, and not at all without options', () => {
    const state = initialSearchModalState('jobs', undefined);
    expect(run(state, { type: 'moved', from: 0, step: 1, count: 3 }).active).toBe(1);
    expect(run(state, { type: 'moved', from: 2, step: 1, count: 3 }).active).toBe(0);
    expect(run(state, { type: 'moved', from: 0, step: -1, count: 3 }).active).toBe(2);
    expect(run(state, { type: 'moved', from: 0, step: 1, count: 0 })).toBe(state);
  });

  it('highlights the first option when results arrive', () => {
    const state = run(initialSearchModalState('jobs', undefined), { type: 'highlighted', index: 4 }, { type: 'resultsArrived' });
    expect(state.active).toBe(0);
  });

  it('remembers the keyword query on the first question only, and gives it back on leaving Ask AI', () => {
    const asked = run(initialSearchModalState('', undefined), { type: 'queryChanged', query: 'customs hold' }, { type: 'asked' });
    expect(asked).toMatchObject({ aiMode: true, query: '', keywordQuery: 'customs hold' });
    const followUp = run(asked, { type: 'queryChanged', query: 'and for air?' }, { type: 'asked' });
    expect(followUp.keywordQuery).toBe('customs hold');
    expect(run(followUp, { type: 'conversationRestarted' })).toMatchObject({ aiMode: true, query: '' });
    expect(run(followUp, { type: 'leftAi' })).toMatchObject({ aiMode: false, query: 'customs hold' });
  });
});
