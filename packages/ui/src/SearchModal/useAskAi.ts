import { useEffect, useRef, useState } from 'react';
import type { AskAiFunction, AskAiSource, AskAiTurn, SearchContext, SearchFunction, SearchHit } from './types';

/** One question of an Ask AI conversation and its answer so far. */
export interface Turn {
  question: string;
  text: string;
  sources: AskAiSource[];
  /** `stopped`: a follow-up question was sent before this answer ended. */
  status: 'streaming' | 'done' | 'error' | 'stopped';
  /** Why the answer failed (`status: 'error'`): the message of what `askAi` threw, if it had one. */
  errorMessage?: string;
}

/** The message of what an Ask AI function threw: the backend's words for the reader, when there are any. */
const failureMessage = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : '').trim();

/** What the next question is asked with: the earlier questions whose answers completed. */
const conversationHistory = (turns: Turn[]): AskAiTurn[] =>
  turns.filter((turn) => turn.status === 'done').map((turn) => ({ question: turn.question, answer: turn.text }));

interface AskAiOptions {
  open: boolean;
  askAi?: AskAiFunction;
  search: SearchFunction;
  context: SearchContext;
}

/**
 * The conversation of the Ask AI mode: `ask` streams an answer into a new
 * turn (stopping the one still streaming), `stop` aborts it, `clear` starts
 * afresh. Closing the modal stops the answer.
 */
export function useAskAi({ open, askAi, search, context }: AskAiOptions) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const latest = useRef({ askAi, search, context });
  latest.current = { askAi, search, context };
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving Ask AI mode or closing the modal stops the answer.
  useEffect(() => () => controllerRef.current?.abort(), [open]);

  const stop = () => controllerRef.current?.abort();

  const clear = () => {
    stop();
    setTurns([]);
  };

  /** Asks `question`; `knownHits` are its keyword hits when the modal has them already. */
  const ask = async (question: string, knownHits?: SearchHit[]) => {
    const fn = latest.current.askAi;
    if (!fn || !question.trim()) return;
    stop();
    const controller = new AbortController();
    controllerRef.current = controller;
    const history = conversationHistory(turns);
    setTurns((list) => [
      ...list.map((turn) => (turn.status === 'streaming' ? { ...turn, status: 'stopped' as const } : turn)),
      { question, text: '', sources: [], status: 'streaming' },
    ]);
    const patch = (change: (turn: Turn) => Partial<Turn>) =>
      setTurns((list) => list.map((turn, index) => (index === list.length - 1 ? { ...turn, ...change(turn) } : turn)));
    const { search: searchFn, context: searchContext } = latest.current;
    try {
      // The keyword hits of this very question: a follow-up searches again, and answers without sources if that fails.
      const sources =
        knownHits ??
        (await searchFn(question, searchContext, { signal: controller.signal }).then(
          (found) => found.hits,
          () => [],
        ));
      if (controller.signal.aborted) return;
      for await (const event of fn(question, sources, { signal: controller.signal, context: searchContext, history })) {
        if (controller.signal.aborted) return;
        patch((turn) => (event.type === 'text' ? { text: turn.text + event.text } : { sources: event.sources }));
      }
      if (!controller.signal.aborted) patch(() => ({ status: 'done' }));
    } catch (error) {
      if (!controller.signal.aborted) patch(() => ({ status: 'error', errorMessage: failureMessage(error) }));
    }
  };

  return { turns, ask, stop, clear };
}
