import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  EmailField,
  FormErrorSummary,
  Select,
  SubmitButton,
  TextField,
  Textarea,
  type FormError,
} from '@freightlane/ui';
import { useRouter } from '../router';
import { optionsFor } from './options';
import { controlProps, HONEYPOT_FIELD, problemOf, readDemoRequest, ruleFor, validateDemoRequest, type FieldProblem } from './rules';
import { newIdempotencyKey, submitDemoRequest } from './submit';
import styles from './DemoRequestForm.module.css';

/** The texts around the fields: content/request-demo.yaml. Labels come from the schema's titles. */
export interface DemoRequestFormCopy {
  /** Help under a field, by the field's name. */
  fieldHelp?: Partial<Record<string, string>>;
  consentLabel: string;
  submitLabel: string;
  submittingLabel: string;
}

export interface DemoRequestFormProps {
  /** Where the form posts: JSON from this component, a plain form post without JavaScript. */
  endpoint: string;
  copy: DemoRequestFormCopy;
}

/** The id of the submit button, which a summary message about the whole form links to. */
const SUBMIT_ID = 'demo-request-submit';
const OPTIONAL = '(optional)';

/**
 * The demo request form. Without JavaScript it is a plain form post (the
 * server answers with a redirect or with this page filled back in); with
 * it, the form checks the schema's rules first, shows every problem next to
 * its field and in a focused summary, and sends JSON with one
 * Idempotency-Key per form session, so a retry never makes a second lead.
 * Controls are uncontrolled: nothing typed is lost, whatever the answer.
 *
 * An error is told on submit and goes as soon as it is mended: the field is
 * checked again on each change while it shows an error (which goes the
 * moment the value is valid, from the field and from the summary) and when
 * it loses focus (where a still-wrong value gets the message for what is
 * wrong now). A field without an error is not judged before the next submit.
 */
export function DemoRequestForm({ endpoint, copy }: DemoRequestFormProps) {
  const router = useRouter();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef<string | null>(null);

  const errorOf = (name: string) => problems.find((p) => p.name === name)?.message;
  const help = (name: string) => copy.fieldHelp?.[name];
  const field = (name: string) => ({ name, label: ruleFor(name).label, hint: help(name), error: errorOf(name), ...controlProps(name) });

  /** Checks a field that shows an error again: on a change only to clear it, on leaving it to clear or restate it. */
  const recheck = (form: HTMLFormElement, name: string, on: 'change' | 'blur') => {
    if (!problems.some((p) => p.name === name)) return;
    const now = problemOf(readDemoRequest(form), name);
    if (now && on === 'change') return;
    setProblems((current) => current.flatMap((p) => (p.name !== name ? [p] : now ? [now] : [])));
  };
  const onFieldEvent = (on: 'change' | 'blur') => (event: FormEvent<HTMLFormElement> | FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) recheck(event.currentTarget, name, on);
  };

  const summary: FormError[] = [...problems, ...formProblems.map((message, i) => ({ name: `form-${i}`, message, href: `#${SUBMIT_ID}` }))];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = readDemoRequest(event.currentTarget);
    const found = validateDemoRequest(values);
    setAttempt((n) => n + 1);
    setProblems(found);
    setFormProblems([]);
    if (found.length) return;

    setSubmitting(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await submitDemoRequest(endpoint, values, idempotencyKey.current);
    if (result.status === 'sent') {
      router.navigate(result.redirect);
      return;
    }
    setSubmitting(false);
    setAttempt((n) => n + 1);
    if (result.status === 'invalid') {
      setProblems(result.problems);
      setFormProblems(result.formProblems);
    } else {
      setFormProblems([result.message]);
    }
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={endpoint}
      noValidate
      aria-label="Request a demo"
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
      onChange={onFieldEvent('change')}
      onBlur={onFieldEvent('blur')}
    >
      <FormErrorSummary errors={summary} focusKey={attempt} />

      <div className={styles.row}>
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} autoComplete="family-name" />
      </div>
      <EmailField {...field('email')} />
      <TextField {...field('company')} autoComplete="organization" />
      <TextField {...field('phone')} type="tel" autoComplete="tel" optionalMarker={OPTIONAL} />
      <Select {...field('country')} autoComplete="country" placeholder="Choose a country" options={optionsFor('country')} defaultValue="" />
      <Select {...field('companyType')} placeholder="Choose a type" options={optionsFor('companyType')} defaultValue="" />
      <Select {...field('shipmentsPerMonth')} placeholder="Choose a range" options={optionsFor('shipmentsPerMonth')} defaultValue="" />

      <CheckboxGroup
        className={styles.modes}
        name="modes"
        legend={ruleFor('modes').label}
        hint={help('modes')}
        error={errorOf('modes')}
        required={ruleFor('modes').required}
        options={optionsFor('modes')}
      />

      <Textarea {...field('message')} optionalMarker={OPTIONAL} rows={5} />

      <div className={styles.consent}>
        <Checkbox
          name="consent"
          value="true"
          label={copy.consentLabel}
          hint={help('consent')}
          error={errorOf('consent')}
          required={ruleFor('consent').required}
        />
      </div>

      {/* People never see this field; bots that fill every input do, and their requests are dropped. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <SubmitButton id={SUBMIT_ID} className={styles.submit} submitting={submitting} submittingLabel={copy.submittingLabel}>
        {copy.submitLabel}
      </SubmitButton>
    </form>
  );
}
