// Never bundled: only type-checked. Ask functions as another site writes
// them, against the installed declarations.
import type { AskAiEvent, AskAiFunction, SearchContext, SearchHit } from '@freightlane/ui/search-modal';

/** Written before `history` existed: answers each question on its own, and must still be an AskAiFunction. */
async function* answerEachQuestionAlone(
  question: string,
  sources: SearchHit[],
  { signal }: { signal: AbortSignal; context: SearchContext },
): AsyncGenerator<AskAiEvent> {
  if (signal.aborted) return;
  yield { type: 'text', text: `${question}: see ${sources[0]?.title ?? 'the docs'}.` };
}
export const askWithoutHistory: AskAiFunction = answerEachQuestionAlone;

/** Uses the conversation so far. */
export const askWithHistory: AskAiFunction = async function* (question, _sources, { history }) {
  const earlier = history.map((turn) => `${turn.question} ${turn.answer}`).join(' ');
  yield { type: 'text', text: earlier ? `${question}, after: ${earlier}` : question };
};
