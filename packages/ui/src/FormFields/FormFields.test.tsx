import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { SubmitButton } from './SubmitButton';
import { Textarea } from './Textarea';
import { EmailField, TextField } from './TextField';

const modes = [
  { value: 'ocean', label: 'Ocean' },
  { value: 'air', label: 'Air' },
  { value: 'trucking', label: 'Trucking' },
];

describe('TextField', () => {
  it('labels a named input, marks it required and describes it by its hint', () => {
    render(<TextField name="firstName" label="First name" hint="As on your ID" required autoComplete="given-name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('name', 'firstName');
    expect(input).toHaveAttribute('id', 'firstName');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(/^As on your ID\s*$/);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('ties its error by aria-describedby and aria-invalid; the error element is there, hidden, when valid', () => {
    const { container, rerender } = render(<TextField name="company" label="Company" />);
    const slot = container.querySelector('[data-error-for="company"]') as HTMLElement;
    expect(slot).not.toBeVisible();
    expect(slot).toBeEmptyDOMElement();
    rerender(<TextField name="company" label="Company" error="Enter your company name" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your company name');
    expect(slot).toBeVisible();
    expect(slot).toHaveTextContent('Enter your company name');
  });

  it('takes its rules as props and holds none of its own', () => {
    render(<TextField name="shipments" label="Shipments" type="number" min={1} max={100000} />);
    render(<TextField name="phone" label="Phone" type="tel" maxLength={30} pattern="[0-9 +()-]*" optionalMarker="(optional)" />);
    const shipments = screen.getByRole('spinbutton', { name: 'Shipments' });
    expect(shipments).toHaveAttribute('min', '1');
    expect(shipments).toHaveAttribute('max', '100000');
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone).toHaveAttribute('maxlength', '30');
    expect(phone).toHaveAttribute('pattern', '[0-9 +()-]*');
    expect(phone).not.toBeRequired();
  });

  it('disables the input', () => {
    render(<TextField name="x" label="X" disabled />);
    expect(screen.getByRole('textbox', { name: 'X' })).toBeDisabled();
  });
});

describe('EmailField', () => {
  it('is an email input with email autocomplete', () => {
    render(<EmailField name="email" label="Work email" required />);
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });
});

describe('Select', () => {
  it('is a labelled select with an empty placeholder option and an error', async () => {
    const user = userEvent.setup();
    render(
      <Select
        name="country"
        label="Country"
        placeholder="Choose a country"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'US', label: 'United States' },
        ]}
        required
        error="Select your country"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Select your country');
    await user.selectOptions(select, 'US');
    expect(select).toHaveValue('US');
  });
});

describe('Textarea', () => {
  it('is a labelled, named multi-line field', () => {
    render(<Textarea name="message" label="Message" maxLength={2000} hint="What should the demo cover?" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('maxlength', '2000');
    expect(textarea).toHaveAccessibleDescription(/^What should the demo cover\?\s*$/);
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox with its error', async () => {
    const user = userEvent.setup();
    render(<Checkbox name="consent" label="I agree to be contacted" required error="Agree to be contacted to request a demo" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to be contacted' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Agree to be contacted to request a demo');
    await user.click(screen.getByText('I agree to be contacted'));
    expect(box).toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its legend, describing its hint and error, the first box carrying the group id', () => {
    render(
      <CheckboxGroup
        name="modes"
        legend="Modes of interest"
        hint="Select all that apply"
        error="Select at least one mode"
        options={modes}
      />,
    );
    const group = screen.getByRole('group', { name: 'Modes of interest' });
    expect(group).toHaveAccessibleDescription('Select all that apply Select at least one mode');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.id)).toEqual(['modes', 'modes-air', 'modes-trucking']);
    expect(boxes.every((b) => b.getAttribute('name') === 'modes')).toBe(true);
  });

  it('reports the checked values in option order, uncontrolled and controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(
      <CheckboxGroup name="modes" legend="Modes" options={modes} defaultValue={['trucking']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Ocean' }));
    expect(onChange).toHaveBeenLastCalledWith(['ocean', 'trucking']);
    unmount();

    function Controlled() {
      const [value, setValue] = useState<string[]>(['air']);
      return <CheckboxGroup name="modes" legend="Modes" options={modes} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Trucking' }));
    await user.click(screen.getByRole('checkbox', { name: 'Air' }));
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, true]);
  });
});

describe('RadioGroup', () => {
  const types = [
    { value: 'forwarder', label: 'Freight forwarder' },
    { value: 'carrier', label: 'Trucker / carrier' },
    { value: 'shipper', label: 'Shipper', hint: 'You book the transport' },
  ];

  it('is a radio group named by its legend, with a required marker, describing its hint and error; the first radio carries the group id', () => {
    render(
      <RadioGroup
        name="companyType"
        legend="Company type"
        hint="Pick the closest"
        error="Select your company type"
        required
        options={types}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Company type' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Pick the closest Select your company type');
    expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['companyType', 'companyType-carrier', 'companyType-shipper']);
    expect(radios.every((radio) => radio.getAttribute('name') === 'companyType')).toBe(true);
    expect(radios.every((radio) => (radio as HTMLInputElement).required && radio.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Shipper' })).toHaveAccessibleDescription('You book the transport');
  });

  it('is valid without an error: no aria-invalid, the error slot there but hidden', () => {
    const { container } = render(<RadioGroup name="companyType" legend="Company type" options={types} />);
    expect(screen.getByRole('radiogroup', { name: 'Company type' })).not.toHaveAttribute('aria-required');
    expect(screen.getAllByRole('radio').some((radio) => radio.hasAttribute('aria-invalid'))).toBe(false);
    expect(container.querySelector('[data-error-for="companyType"]')).not.toBeVisible();
  });

  it('chooses with a click and with the arrow keys, which wrap, and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup name="companyType" legend="Company type" options={types} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Freight forwarder' }));
    expect(onChange).toHaveBeenLastCalledWith('forwarder');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Trucker / carrier' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Trucker / carrier' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('carrier');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Freight forwarder' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Shipper' })).toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('is controlled through value / onChange, and starts from defaultValue when uncontrolled', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<RadioGroup name="companyType" legend="Company type" options={types} defaultValue="shipper" />);
    expect(screen.getByRole('radio', { name: 'Shipper' })).toBeChecked();
    unmount();

    function Controlled() {
      const [value, setValue] = useState('carrier');
      return (
        <>
          <RadioGroup name="companyType" legend="Company type" options={types} value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Trucker / carrier' })).toBeChecked();
    await user.click(screen.getByText('Shipper'));
    expect(screen.getByRole('status')).toHaveTextContent('shipper');
    expect(screen.getByRole('radio', { name: 'Shipper' })).toBeChecked();
  });

  it('disables the whole group, or one option', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<RadioGroup name="companyType" legend="Company type" options={types} disabled />);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).matches(':disabled'))).toBe(true);
    unmount();
    const onChange = vi.fn();
    render(
      <RadioGroup name="companyType" legend="Company type" options={[types[0], { ...types[1], disabled: true }]} onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Trucker / carrier' }));
    expect(screen.getByRole('radio', { name: 'Trucker / carrier' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('a form without JavaScript', () => {
  it('posts every field under its name', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Demo">
        <TextField name="firstName" label="First name" defaultValue="Ada" />
        <EmailField name="email" label="Email" defaultValue="ada@example.com" />
        <Select name="country" label="Country" options={[{ value: 'GB', label: 'United Kingdom' }]} defaultValue="GB" />
        <CheckboxGroup name="modes" legend="Modes" options={modes} defaultValue={['ocean', 'air']} />
        <RadioGroup
          name="companyType"
          legend="Company type"
          options={[
            { value: 'shipper', label: 'Shipper' },
            { value: 'other', label: 'Other' },
          ]}
          defaultValue="other"
        />
        <Textarea name="message" label="Message" defaultValue="Hello" />
        <Checkbox name="consent" label="Consent" value="yes" />
      </form>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Consent' }));
    const data = new FormData(screen.getByRole('form') as HTMLFormElement);
    expect([...data.entries()]).toEqual([
      ['firstName', 'Ada'],
      ['email', 'ada@example.com'],
      ['country', 'GB'],
      ['modes', 'ocean'],
      ['modes', 'air'],
      ['companyType', 'other'],
      ['message', 'Hello'],
      ['consent', 'yes'],
    ]);
  });
});

describe('SubmitButton', () => {
  it('submits, and while submitting says so and ignores presses without losing focus', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton>Request demo</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Request demo' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton submitting>Request demo</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });
});

describe('accessibility', () => {
  const fields = (errors: boolean) => (
    <form aria-label="Demo request">
      <TextField name="firstName" label="First name" required error={errors ? 'Enter your first name' : undefined} hint="Given name" />
      <EmailField name="email" label="Work email" required error={errors ? 'Enter an email address like name@company.com' : undefined} />
      <Select
        name="country"
        label="Country"
        options={[{ value: 'DE', label: 'Germany' }]}
        placeholder="Choose"
        error={errors ? 'Select your country' : undefined}
      />
      <CheckboxGroup name="modes" legend="Modes" options={modes} error={errors ? 'Select at least one mode' : undefined} />
      <RadioGroup
        name="companyType"
        legend="Company type"
        options={modes}
        required
        error={errors ? 'Select your company type' : undefined}
      />
      <Textarea name="message" label="Message" />
      <Checkbox name="consent" label="I agree" required error={errors ? 'Agree to continue' : undefined} />
      <SubmitButton>Send</SubmitButton>
    </form>
  );

  it('has no axe violations, valid and with errors', async () => {
    const { container, rerender } = render(fields(false));
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(fields(true));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
