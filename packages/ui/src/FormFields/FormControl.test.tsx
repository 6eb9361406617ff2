import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { InputHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormControl, useFormControlForwardedProps } from './FormControl';

/** A control of a consumer's own, which takes what its FormControl forwards. */
function OwnInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} {...useFormControlForwardedProps()} />;
}

function ReferenceField({ error, caption, required }: { error?: string; caption?: string; required?: boolean }) {
  return (
    <FormControl id="reference" name="customerReference" required={required}>
      <FormControl.Label optionalMarker="(optional)">Customer reference</FormControl.Label>
      <FormControl.Caption>{caption}</FormControl.Caption>
      <OwnInput />
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}

describe('FormControl', () => {
  it('names its control by the label, describes it by the caption and marks it required', () => {
    render(<ReferenceField caption="As printed on the bill of lading" required />);
    const input = screen.getByRole('textbox', { name: 'Customer reference' });
    expect(input).toHaveAttribute('id', 'reference');
    expect(input).toHaveAttribute('name', 'customerReference');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(/^As printed on the bill of lading\s*$/);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "(optional)" in the name of a control that is not required', () => {
    render(<ReferenceField />);
    expect(screen.getByRole('textbox', { name: 'Customer reference (optional)' })).not.toBeRequired();
  });

  it('makes the control invalid and described by the message while the validation has one, and valid again after', () => {
    const { container, rerender } = render(<ReferenceField caption="As printed on the bill of lading" />);
    const message = container.querySelector('[data-error-for="customerReference"]') as HTMLElement;
    expect(message).not.toBeVisible();
    expect(message).toBeEmptyDOMElement();

    rerender(<ReferenceField caption="As printed on the bill of lading" error="Enter the reference without spaces" />);
    const input = screen.getByRole('textbox', { name: 'Customer reference (optional)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As printed on the bill of lading Enter the reference without spaces');
    expect(message).toBeVisible();
    expect(message).toHaveTextContent('Enter the reference without spaces');
    expect(container.firstElementChild).toHaveAttribute('data-invalid');

    rerender(<ReferenceField caption="As printed on the bill of lading" />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(container.firstElementChild).not.toHaveAttribute('data-invalid');
    expect(message).not.toBeVisible();
  });

  it('leaves an empty caption out: nothing rendered, nothing in the description but the validation slot', () => {
    render(<ReferenceField error="Enter a reference" />);
    const input = screen.getByRole('textbox', { name: 'Customer reference (optional)' });
    expect(input).toHaveAttribute('aria-describedby', 'reference-error');
    expect(input).toHaveAccessibleDescription('Enter a reference');
  });

  it('lays a checkbox out before its label in the horizontal layout; the label toggles it', async () => {
    const user = userEvent.setup();
    render(
      <FormControl id="hazmat" name="hazmat" layout="horizontal">
        <FormControl.Label>Dangerous goods</FormControl.Label>
        <FormControl.Caption>UN number required on booking</FormControl.Caption>
        <OwnInput type="checkbox" />
        <FormControl.Validation />
      </FormControl>,
    );
    const box = screen.getByRole('checkbox', { name: 'Dangerous goods' });
    expect(box).toHaveAccessibleDescription(/^UN number required on booking\s*$/);
    const label = screen.getByText('Dangerous goods');
    expect(box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(label);
    expect(box).toBeChecked();
  });

  it('as a fieldset, names the group by its legend and describes the group, not each control', () => {
    render(
      <FormControl id="incoterm" name="incoterm" as="fieldset" required>
        <FormControl.Label>Incoterm</FormControl.Label>
        <FormControl.Caption>Who pays the main carriage</FormControl.Caption>
        <label>
          <input type="radio" name="incoterm" value="FOB" /> FOB
        </label>
        <label>
          <input type="radio" name="incoterm" value="CIF" /> CIF
        </label>
        <FormControl.Validation>Choose an Incoterm</FormControl.Validation>
      </FormControl>,
    );
    const group = screen.getByRole('group', { name: 'Incoterm' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Who pays the main carriage Choose an Incoterm');
    expect(group).toHaveAttribute('data-invalid');
    expect(within(group).getByRole('radio', { name: 'FOB' })).not.toHaveAccessibleDescription();
  });

  it('disables the control, or the whole group of a fieldset', () => {
    const { unmount } = render(
      <FormControl id="vessel" name="vessel" disabled>
        <FormControl.Label>Vessel</FormControl.Label>
        <OwnInput />
        <FormControl.Validation />
      </FormControl>,
    );
    expect(screen.getByRole('textbox', { name: 'Vessel' })).toBeDisabled();
    unmount();
    render(
      <FormControl id="modes" name="modes" as="fieldset" disabled>
        <FormControl.Label>Modes</FormControl.Label>
        <label>
          <input type="checkbox" name="modes" value="air" /> Air
        </label>
        <FormControl.Validation />
      </FormControl>,
    );
    expect(screen.getByRole('checkbox', { name: 'Air' })).toBeDisabled();
  });

  it('throws a clear error for a part or a control outside a FormControl', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FormControl.Label>Port</FormControl.Label>)).toThrow(
      "FormControl.Label must be inside a <FormControl>: it takes its control's id from there",
    );
    expect(() => render(<OwnInput />)).toThrow('useFormControlForwardedProps must be inside a <FormControl>');
  });

  it('has no axe violations, valid and invalid', async () => {
    const { container, rerender } = render(<ReferenceField caption="As printed on the bill of lading" required />);
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<ReferenceField caption="As printed on the bill of lading" required error="Enter a reference" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
