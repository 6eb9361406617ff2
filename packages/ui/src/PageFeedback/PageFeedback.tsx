import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../Button';
import styles from './PageFeedback.module.css';

/** The longest comment, as the server's schema allows (schemas/insights-event.schema.json). */
export const PAGE_FEEDBACK_MAX_COMMENT = 500;

/**
 * The fragments a plain form post returns to (the server's 303 after a vote
 * or a comment): the comment form of that answer, then the thanks.
 */
export const PAGE_FEEDBACK_ANCHORS = { yes: 'page-feedback-yes', no: 'page-feedback-no', thanks: 'page-feedback-thanks' } as const;

/** What the part sends: an answer, then perhaps a comment on it. */
export type PageFeedbackEvent =
  | { type: 'vote'; page: string; helpful: boolean }
  | { type: 'comment'; page: string; helpful: boolean; comment: string };

export interface PageFeedbackProps {
  /** The path of the page the feedback is about, e.g. `/docs/intro`. */
  page: string;
  /** Where the forms post without JavaScript (the server answers with a redirect back to the page). */
  action: string;
  /**
   * Sends an event with JavaScript instead of posting the form; resolves
   * false when it could not be sent. Without it the forms post as they are.
   */
  onSend?: (event: PageFeedbackEvent) => Promise<boolean>;
  /**
   * The question.
   * @default "Was this page helpful?"
   */
  title?: string;
  /**
   * The comment field's label after "Yes".
   * @default "What did you find useful? (optional)"
   */
  yesPrompt?: string;
  /**
   * The comment field's label after "No".
   * @default "What were you looking for? (optional)"
   */
  noPrompt?: string;
  /**
   * The note under the comment field.
   * @default "At most 500 characters. Please do not enter personal data such as your name, e-mail address or phone number."
   */
  note?: string;
  /**
   * Said once the answer is taken.
   * @default "Thanks for your answer."
   */
  answeredText?: string;
  /**
   * Said once the comment is sent, or skipped.
   * @default "Thank you for your feedback."
   */
  thanksText?: string;
  /**
   * Said when sending failed.
   * @default "Your feedback could not be sent. Please try again later."
   */
  failedText?: string;
}

type State = 'ask' | 'yes' | 'no' | 'thanks';

/**
 * "Was this page helpful?" at the end of a docs page: Yes or No, then an
 * optional comment of at most 500 characters, with a note not to enter
 * personal data.
 *
 * **When to use** Once at the end of each documentation page, when the site
 * keeps docs insights; its fragments (`#page-feedback-yes`, `-no`,
 * `-thanks`) are fixed, so one per page.
 *
 * **Parts** The question, which stays, with the Yes and No buttons (one form), the
 * comment form of each answer, and a status line.
 *
 * **Accessibility** A region named by its heading. Yes and No are real
 * submit buttons; after an answer the focus moves to the comment field,
 * labelled by its prompt and described by the note, and the status line
 * (`role="status"`) says the answer was taken. Parts not in play are `hidden`. Without JavaScript the forms
 * post and the server sends the reader back to the comment form, then the
 * thanks, which CSS shows by their fragment (`:target`).
 */
export function PageFeedback({
  page,
  action,
  onSend,
  title = 'Was this page helpful?',
  yesPrompt = 'What did you find useful? (optional)',
  noPrompt = 'What were you looking for? (optional)',
  note = `At most ${PAGE_FEEDBACK_MAX_COMMENT} characters. Please do not enter personal data such as your name, e-mail address or phone number.`,
  answeredText = 'Thanks for your answer.',
  thanksText = 'Thank you for your feedback.',
  failedText = 'Your feedback could not be sent. Please try again later.',
}: PageFeedbackProps) {
  const id = useId();
  const [state, setState] = useState<State>('ask');
  const [status, setStatus] = useState('');
  // Once running, the parts not in play are hidden from everyone (the
  // server's HTML hides them by CSS only, so :target can show them).
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  useEffect(() => {
    if (state === 'yes' || state === 'no') document.getElementById(`${id}-${state}`)?.focus();
  }, [state, id]);

  const send = async (form: HTMLFormElement, event: PageFeedbackEvent, next: State, said: string) => {
    if (!onSend) {
      form.submit();
      return;
    }
    if (await onSend(event)) {
      setState(next);
      setStatus(said);
    } else setStatus(failedText);
  };

  const vote = (e: FormEvent<HTMLFormElement>) => {
    if (!onSend) return;
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const helpful = submitter?.value === 'yes';
    void send(e.currentTarget, { type: 'vote', page, helpful }, helpful ? 'yes' : 'no', answeredText);
  };

  const comment = (helpful: boolean) => (e: FormEvent<HTMLFormElement>) => {
    if (!onSend) return;
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('comment') ?? '').trim();
    if (!text) {
      setState('thanks');
      setStatus(thanksText);
      return;
    }
    void send(e.currentTarget, { type: 'comment', page, helpful, comment: text }, 'thanks', thanksText);
  };

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} data-component="PageFeedback" data-state={state}>
      <div className={styles.head}>
        <h2 className={styles.title} id={`${id}-title`}>
          {title}
        </h2>
        <form className={styles.vote} data-part="vote" method="post" action={action} onSubmit={vote} hidden={running && state !== 'ask'}>
          <input type="hidden" name="page" value={page} />
          <Button type="submit" variant="secondary" size="sm" name="helpful" value="yes">
            Yes
          </Button>
          <Button type="submit" variant="secondary" size="sm" name="helpful" value="no">
            No
          </Button>
        </form>
      </div>
      {(['yes', 'no'] as const).map((choice) => (
        <form
          key={choice}
          id={PAGE_FEEDBACK_ANCHORS[choice]}
          className={styles.comment}
          data-part="comment"
          data-choice={choice}
          method="post"
          action={action}
          onSubmit={comment(choice === 'yes')}
          hidden={running && state !== choice}
        >
          <input type="hidden" name="page" value={page} />
          <input type="hidden" name="helpful" value={choice} />
          <label className={styles.label} htmlFor={`${id}-${choice}`}>
            {choice === 'yes' ? yesPrompt : noPrompt}
          </label>
          <textarea
            className={styles.field}
            id={`${id}-${choice}`}
            name="comment"
            rows={3}
            maxLength={PAGE_FEEDBACK_MAX_COMMENT}
            aria-describedby={`${id}-${choice}-note`}
          />
          <p className={styles.note} id={`${id}-${choice}-note`}>
            {note}
          </p>
          <Button type="submit" size="sm">
            Send
          </Button>
        </form>
      ))}
      <p id={PAGE_FEEDBACK_ANCHORS.thanks} className={styles.thanks} data-part="thanks" hidden={running}>
        {thanksText}
      </p>
      <p className={styles.status} role="status" data-part="status">
        {status}
      </p>
    </section>
  );
}
