import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormErrorSummary, type FormError } from '../FormErrorSummary';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { Select } from './Select';
import { SubmitButton } from './SubmitButton';
import { Textarea } from './Textarea';
import { EmailField, TextField } from './TextField';

/** The demo request's rules, as the site would pass them down from its JSON Schema. */
const rules = {
  firstName: { required: true, maxLength: 100 },
  lastName: { required: true, maxLength: 100 },
  email: { required: true, maxLength: 254 },
  company: { required: true, maxLength: 200 },
  phone: { maxLength: 30, pattern: '[0-9 +()\\-]*' },
  shipments: { required: true },
  message: { maxLength: 2000 },
};

const messages: Record<string, string> = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter a valid email address',
  company: 'Enter your company name',
  country: 'Select your country',
  companyType: 'Select your company type',
  shipments: 'Select your shipments per month',
  modes: 'Select at least one mode',
  consent: 'Tick to agree to be contacted',
};

/** A story-only check: the components hold no rules of their own. */
function validate(form: HTMLFormElement): FormError[] {
  const data = new FormData(form);
  const missing = (name: string) => !String(data.get(name) ?? '').trim();
  const errors: FormError[] = [];
  for (const name of ['firstName', 'lastName', 'email', 'company', 'country', 'companyType', 'shipments']) {
    if (missing(name)) errors.push({ name, message: messages[name] });
  }
  const email = String(data.get('email') ?? '');
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.splice(2, 0, { name: 'email', message: messages.email });
  if (!data.getAll('modes').length) errors.push({ name: 'modes', message: messages.modes });
  if (!data.get('consent')) errors.push({ name: 'consent', message: messages.consent });
  return errors;
}

function DemoRequestForm({ disabled = false, submitting: initiallySubmitting = false, initialErrors = [] as FormError[] }) {
  const [errors, setErrors] = useState<FormError[]>(initialErrors);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(initiallySubmitting);
  const errorOf = (name: string) => errors.find((e) => e.name === name)?.message;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(event.currentTarget);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (!found.length) setSubmitting(true);
  };
  return (
    <form
      aria-label="Request a demo"
      method="post"
      action="/api/demo-requests"
      noValidate
      onSubmit={onSubmit}
      style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}
    >
      <FormErrorSummary errors={errors} focusKey={attempt} />
      <fieldset disabled={disabled || submitting} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
          <TextField name="firstName" label="First name" autoComplete="given-name" {...rules.firstName} error={errorOf('firstName')} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" {...rules.lastName} error={errorOf('lastName')} />
        </div>
        <EmailField name="email" label="Work email" hint="We send the demo invitation here." {...rules.email} error={errorOf('email')} />
        <TextField name="company" label="Company" autoComplete="organization" {...rules.company} error={errorOf('company')} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" optionalMarker="(optional)" {...rules.phone} />
        <Select
          name="country"
          label="Country"
          required
          placeholder="Choose a country"
          options={[
            { value: 'DE', label: 'Germany' },
            { value: 'NL', label: 'Netherlands' },
            { value: 'GB', label: 'United Kingdom' },
            { value: 'US', label: 'United States' },
          ]}
          error={errorOf('country')}
        />
        <Select
          name="companyType"
          label="Company type"
          required
          placeholder="Choose a type"
          options={[
            { value: 'freight-forwarder', label: 'Freight forwarder' },
            { value: 'trucker-carrier', label: 'Trucker / carrier' },
            { value: 'warehouse-3pl', label: 'Warehouse / 3PL' },
            { value: 'shipper', label: 'Shipper' },
            { value: 'other', label: 'Other' },
          ]}
          error={errorOf('companyType')}
        />
        <Select
          name="shipments"
          label="Shipments per month"
          placeholder="Choose a range"
          options={['1-50', '51-200', '201-1000', '1000+'].map((range) => ({ value: range, label: range }))}
          {...rules.shipments}
          error={errorOf('shipments')}
        />
        <CheckboxGroup
          name="modes"
          legend="Modes of interest"
          hint="Select all that apply."
          required
          options={['Ocean', 'Air', 'Trucking', 'Parcel', 'Warehouse'].map((mode) => ({ value: mode.toLowerCase(), label: mode }))}
          error={errorOf('modes')}
        />
        <Textarea name="message" label="Message" optionalMarker="(optional)" hint="What should the demo cover?" {...rules.message} />
        <Checkbox name="consent" value="true" label="I agree to be contacted about my demo request." required error={errorOf('consent')} />
      </fieldset>
      <SubmitButton submitting={submitting} disabled={disabled}>
        Request demo
      </SubmitButton>
    </form>
  );
}

// The Docs page's props tables are the fields' (TextField first, the others as tabs); the stories render them in a demo form.
const meta = {
  title: 'Forms/DemoRequestForm',
  component: TextField,
  subcomponents: { EmailField, Textarea, Select, CheckboxGroup, SubmitButton },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The demo request form as the site composes it from the package's form fields: TextField and EmailField, Select, " +
          'CheckboxGroup, Textarea, SubmitButton and FormErrorSummary. The fields hold no rules of their own: required, maxLength and ' +
          'pattern come in as props from the demo request schema, and the messages from the page. Submitting with errors puts each ' +
          'message beside its field and in a focused summary whose links move to the fields. The props table below is TextField’s, the ' +
          'part every text input shares.',
      },
    },
  },
  args: { name: 'firstName', label: 'First name' },
  render: () => <DemoRequestForm />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
    await expect(canvasElement.querySelector('[data-error-summary]')).not.toBeVisible();
  },
};

/** Submitting the empty form: every error next to its field and in the focused summary, linked to the fields. */
export const SubmitWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Request demo' }));
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await userEvent.click(within(summary).getByRole('link', { name: messages.modes }));
    await expect(canvas.getByRole('checkbox', { name: 'Ocean' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(messages.company);
  },
};

export const WithErrors: Story = {
  render: () => <DemoRequestForm initialErrors={Object.entries(messages).map(([name, message]) => ({ name, message }))} />,
};

export const Disabled: Story = {
  render: () => <DemoRequestForm disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  render: () => <DemoRequestForm submitting />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Mobile: Story = { ...WithErrors, globals: { viewport: { value: 'mobile375' } } };

export const Dark: Story = { ...WithErrors, globals: { theme: 'dark' } };
