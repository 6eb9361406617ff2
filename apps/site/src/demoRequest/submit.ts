import type { DemoRequestCreated, DemoRequestFieldError, DemoRequestProblems } from '../api.gen';
import { DEMO_REQUEST_RULES, requestBody, type DemoRequestValues, type FieldProblem } from './rules';

/** What a submission came to. */
export type SubmitResult =
  | { status: 'sent'; redirect: string }
  | { status: 'invalid'; problems: FieldProblem[]; formProblems: string[] }
  | { status: 'failed'; message: string };

/** Where a successful request leads when the server does not say (it always does). */
export const THANK_YOU_PATH = '/request-demo/thank-you';

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** A new key for one form session: the server stores a request once per key, so a retry is never a second lead. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP previews get a v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Maps the server's `{errors: [{pointer, message}]}` onto the fields: a
 * pointer `/email` or `/modes/0` belongs to that field, and its message
 * ("must be a valid email address") follows the field's label, as in the
 * page the server fills for a submission without JavaScript.
 */
export function problemsFromServer(errors: Partial<DemoRequestFieldError>[]): { problems: FieldProblem[]; formProblems: string[] } {
  const problems: FieldProblem[] = [];
  const formProblems: string[] = [];
  for (const error of errors) {
    const name = (error.pointer ?? '').split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
    const rule = DEMO_REQUEST_RULES[name];
    const message = error.message ?? 'is not valid';
    if (!rule) formProblems.push(sentence(message));
    else if (!problems.some((p) => p.name === name)) problems.push({ name, message: `${rule.label} ${message.replace(/\.$/, '')}` });
  }
  return { problems, formProblems };
}

const isInternalPath = (href: unknown): href is string => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');

function retryAfterText(response: Response) {
  const seconds = Number(response.headers.get('Retry-After'));
  if (!Number.isFinite(seconds) || seconds <= 0) return 'in a minute';
  return seconds < 90 ? `in ${Math.ceil(seconds)} seconds` : `in ${Math.ceil(seconds / 60)} minutes`;
}

/** Posts the request as JSON and reads the answer; never throws. */
export async function submitDemoRequest(endpoint: string, values: DemoRequestValues, idempotencyKey: string): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(requestBody(values)),
    });
  } catch {
    return {
      status: 'failed',
      message:
        'We could not reach our server, so your request was not sent. Check your connection and send it again: everything you entered is still here.',
    };
  }
  const body: Partial<DemoRequestCreated & DemoRequestProblems> | null = await response.json().catch(() => null);
  if (response.ok) {
    return { status: 'sent', redirect: isInternalPath(body?.redirect) ? body.redirect : THANK_YOU_PATH };
  }
  if (response.status === 422 && Array.isArray(body?.errors)) {
    return { status: 'invalid', ...problemsFromServer(body.errors) };
  }
  if (response.status === 429) {
    return {
      status: 'failed',
      message: `You have sent several requests in a short time. Please send this one again ${retryAfterText(response)}: everything you entered is still here.`,
    };
  }
  if (response.status === 409) {
    return { status: 'failed', message: 'This form already sent a request with different details. Reload the page to send a new one.' };
  }
  return {
    status: 'failed',
    message:
      'Something went wrong on our side and your request was not saved. Please send it again in a moment: everything you entered is still here.',
  };
}
