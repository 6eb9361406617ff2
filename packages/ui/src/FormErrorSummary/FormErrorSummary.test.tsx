import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from '../FormFields/Checkbox';
import { TextField } from '../FormFields/TextField';
import { FormErrorSummary } from './FormErrorSummary';

const errors = [
  { name: 'firstName', message: 'Enter your first name' },
  { name: 'modes', message: 'Select at least one mode' },
];

function Form({ list = errors, focusKey }: { list?: typeof errors; focusKey?: number }) {
  return (
    <form aria-label="Demo request">
      <FormErrorSummary errors={list} focusKey={focusKey} />
      <TextField name="firstName" label="First name" />
      <CheckboxGroup
        name="modes"
        legend="Modes"
        options={[
          { value: 'ocean', label: 'Ocean' },
          { value: 'air', label: 'Air' },
        ]}
      />
    </form>
  );
}

describe('FormErrorSummary', () => {
  it('is always there for the server to fill, hidden while there are no errors', () => {
    const { container } = render(<Form list={[]} />);
    const summary = container.querySelector('[data-error-summary]') as HTMLElement;
    expect(summary).not.toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the errors as links to their fields under "There is a problem", and takes focus', () => {
    render(<Form />);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('alert')).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveTextContent('There is a problem');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Enter your first name', '#firstName'],
      ['Select at least one mode', '#modes'],
    ]);
  });

  it('takes focus again on the next failed submission', () => {
    const { rerender } = render(<Form focusKey={1} />);
    const summary = screen.getByRole('region');
    screen.getByRole('textbox').focus();
    rerender(<Form focusKey={1} />);
    expect(summary).not.toHaveFocus();
    rerender(<Form focusKey={2} />);
    expect(summary).toHaveFocus();
  });

  it('moves focus to the field a link names, the first box for a group', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Select at least one mode' }));
    expect(screen.getByRole('checkbox', { name: 'Ocean' })).toHaveFocus();
  });

  it('takes its title from props', () => {
    render(<FormErrorSummary errors={errors} title="Es gibt ein Problem" />);
    expect(screen.getByRole('heading', { name: 'Es gibt ein Problem' })).toBeInTheDocument();
  });

  it('has no axe violations, empty and with errors', async () => {
    const { container, rerender } = render(<Form list={[]} />);
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<Form />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
