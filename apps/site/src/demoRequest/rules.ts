/**
 * The demo request form's rules, read from the JSON Schema the server
 * validates against (schemas/demo-request.schema.json, bundled at build
 * time): which fields are required, their lengths, patterns, formats and
 * options. Nothing here restates a rule; this module only turns the schema's
 * keywords into form constraints and the messages a person reads.
 */
import schema from '../../../../schemas/demo-request.schema.json';

/** The JSON Schema keywords the form understands, one per property. */
interface PropertySchema {
  title?: string;
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: readonly string[];
  const?: unknown;
  minItems?: number;
  uniqueItems?: boolean;
  items?: { type?: string; enum?: readonly string[] };
}

/** How a field is asked: free text, an email, one choice of a list, several, or a box to tick. */
export type FieldKind = 'text' | 'email' | 'choice' | 'choices' | 'consent';

/** The keyword a value failed, which picks its message. */
export type RuleKeyword = 'required' | 'minLength' | 'maxLength' | 'format' | 'pattern' | 'enum' | 'minItems' | 'uniqueItems' | 'const';

export interface FieldRule {
  /** The property's name: the control's name and id. */
  name: string;
  /** The schema's title, the field's label. */
  label: string;
  kind: FieldKind;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** The schema's pattern (ECMA-262, as JSON Schema specifies). */
  pattern?: RegExp;
  /** The allowed values of a choice, or of each of several choices. */
  options?: readonly string[];
  minItems?: number;
}

/** The honeypot: a control people never see and bots fill in. Not a schema property: the server drops it. */
export const HONEYPOT_FIELD = 'website';

const properties = schema.properties as Record<string, PropertySchema>;
const requiredNames = new Set<string>(schema.required);

function kindOf(property: PropertySchema): FieldKind {
  if (property.type === 'array') return 'choices';
  if (property.const === true) return 'consent';
  if (property.enum) return 'choice';
  if (property.format === 'email') return 'email';
  return 'text';
}

function ruleOf(name: string, property: PropertySchema): FieldRule {
  const kind = kindOf(property);
  return {
    name,
    label: property.title ?? name,
    kind,
    required: requiredNames.has(name),
    minLength: property.minLength,
    maxLength: property.maxLength,
    pattern: property.pattern ? new RegExp(property.pattern, 'u') : undefined,
    options: kind === 'choices' ? property.items?.enum : property.enum,
    minItems: property.minItems,
  };
}

/** Every field, in the schema's order (the order of the form and of its error summary). */
export const DEMO_REQUEST_FIELDS: readonly FieldRule[] = Object.entries(properties).map(([name, property]) => ruleOf(name, property));

/** The rules of one field, by name. */
export const DEMO_REQUEST_RULES: Readonly<Record<string, FieldRule>> = Object.fromEntries(
  DEMO_REQUEST_FIELDS.map((rule) => [rule.name, rule]),
);

/** A field's rules, or an error naming the field the schema lacks (a form and schema out of step). */
export function ruleFor(name: string): FieldRule {
  const rule = DEMO_REQUEST_RULES[name];
  if (!rule) throw new Error(`The demo request schema has no field "${name}": schemas/demo-request.schema.json and the form disagree.`);
  return rule;
}

/** The HTML attributes a field's control takes from its rules (the browser's own checks stay off: the form is `noValidate`). */
export function controlProps(name: string): { required: boolean; minLength?: number; maxLength?: number } {
  const { required, minLength, maxLength } = ruleFor(name);
  return { required, ...(minLength !== undefined ? { minLength } : {}), ...(maxLength !== undefined ? { maxLength } : {}) };
}

/**
 * An email address as browsers' `type=email` accept it (the WHATWG "valid
 * email address"): what `format: email` means here. The schema's pattern
 * adds that the domain has a dot.
 */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

type Message = string | ((rule: FieldRule) => string);

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The message for a keyword when a field has no message of its own. */
const DEFAULT_MESSAGES: Record<RuleKeyword, Message> = {
  required: (rule) => (rule.kind === 'choice' ? `Select your ${lower(rule.label)}` : `Enter your ${lower(rule.label)}`),
  minLength: (rule) => `${rule.label} must be at least ${rule.minLength} characters`,
  maxLength: (rule) => `${rule.label} must be ${rule.maxLength} characters or fewer`,
  format: (rule) => `Enter your ${lower(rule.label)} in the correct format`,
  pattern: (rule) => `Enter your ${lower(rule.label)} in the correct format`,
  enum: (rule) => `Select a ${lower(rule.label)} from the list`,
  minItems: (rule) => `Select at least ${rule.minItems ?? 1} of the ${lower(rule.label)}`,
  uniqueItems: (rule) => `Select each of the ${lower(rule.label)} only once`,
  const: 'Tick the box to continue',
};

const EMAIL_MESSAGE = 'Enter an email address in the correct format, like name@company.com';
// Too short or not a number: "abc" fails minLength first, and is told what a phone number looks like.
const PHONE_MESSAGE = 'Enter a phone number like +44 20 7946 0958, using digits, spaces, brackets, dots or dashes, or leave it empty';

/** Messages in people's words, per field and keyword. */
const FIELD_MESSAGES: Record<string, Partial<Record<RuleKeyword, Message>>> = {
  email: { required: 'Enter your work email address', minLength: EMAIL_MESSAGE, format: EMAIL_MESSAGE, pattern: EMAIL_MESSAGE },
  company: { required: 'Enter the name of your company' },
  phone: { minLength: PHONE_MESSAGE, pattern: PHONE_MESSAGE },
  country: { required: 'Select the country your company is based in' },
  companyType: { required: 'Select the type of company you work for' },
  shipmentsPerMonth: { required: 'Select how many shipments you handle per month' },
  modes: {
    required: 'Select at least one mode of interest',
    minItems: (rule) =>
      rule.minItems === 1 ? 'Select at least one mode of interest' : `Select at least ${rule.minItems} modes of interest`,
  },
  consent: { required: 'Agree to be contacted about your demo request', const: 'Agree to be contacted about your demo request' },
};

/** The message a person reads when `name` fails `keyword`. */
export function messageFor(name: string, keyword: RuleKeyword): string {
  const rule = ruleFor(name);
  const message = FIELD_MESSAGES[name]?.[keyword] ?? DEFAULT_MESSAGES[keyword];
  return typeof message === 'function' ? message(rule) : message;
}

/** The form's values as read from its controls: text trimmed, choices as lists, the consent as a flag. */
export type DemoRequestValues = Record<string, string | string[] | boolean>;

/** Length as JSON Schema counts it: in code points. */
const length = (value: string) => [...value].length;

/** The first keyword `value` fails for `rule`, or null when it is valid. */
export function failedKeyword(rule: FieldRule, value: string | string[] | boolean | undefined): RuleKeyword | null {
  if (rule.kind === 'consent') {
    if (value === true) return null;
    return rule.required ? 'required' : 'const';
  }
  if (rule.kind === 'choices') {
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.length === 0) return rule.required || (rule.minItems ?? 0) > 0 ? 'required' : null;
    if (rule.minItems !== undefined && chosen.length < rule.minItems) return 'minItems';
    if (new Set(chosen).size !== chosen.length) return 'uniqueItems';
    if (rule.options && chosen.some((item) => !rule.options?.includes(item))) return 'enum';
    return null;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  // The server drops blank strings, so a blank optional field is simply absent.
  if (text === '') return rule.required ? 'required' : null;
  if (rule.options && !rule.options.includes(text)) return 'enum';
  if (rule.minLength !== undefined && length(text) < rule.minLength) return 'minLength';
  if (rule.maxLength !== undefined && length(text) > rule.maxLength) return 'maxLength';
  if (rule.kind === 'email' && !EMAIL_FORMAT.test(text)) return 'format';
  if (rule.pattern && !rule.pattern.test(text)) return 'pattern';
  return null;
}

/** One problem with the form: the field's name and what to do about it. */
export interface FieldProblem {
  name: string;
  message: string;
}

/** One field's first problem; null when it is valid or is no field of the schema. */
export function problemOf(values: DemoRequestValues, name: string): FieldProblem | null {
  const rule = DEMO_REQUEST_RULES[name];
  const keyword = rule ? failedKeyword(rule, values[name]) : null;
  return keyword ? { name, message: messageFor(name, keyword) } : null;
}

/** Every field's first problem, in the form's order; empty when the request can be sent. */
export function validateDemoRequest(values: DemoRequestValues): FieldProblem[] {
  return DEMO_REQUEST_FIELDS.flatMap((rule) => problemOf(values, rule.name) ?? []);
}

/** Reads the form's controls by the schema's field names. */
export function readDemoRequest(form: HTMLFormElement): DemoRequestValues {
  const data = new FormData(form);
  const values: DemoRequestValues = {};
  for (const rule of DEMO_REQUEST_FIELDS) {
    if (rule.kind === 'choices') values[rule.name] = data.getAll(rule.name).map(String);
    else if (rule.kind === 'consent') values[rule.name] = data.has(rule.name);
    else values[rule.name] = String(data.get(rule.name) ?? '').trim();
  }
  values[HONEYPOT_FIELD] = String(data.get(HONEYPOT_FIELD) ?? '');
  return values;
}

/** The JSON body for POST /api/demo-requests: blank optional text left out, as the server would drop it. */
export function requestBody(values: DemoRequestValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === '' && name !== HONEYPOT_FIELD) continue;
    body[name] = value;
  }
  return body;
}
