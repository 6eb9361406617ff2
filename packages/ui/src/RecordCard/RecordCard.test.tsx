import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from './RecordCard.stories';

const { Default, OnHold } = composeStories(stories);

const steps = (name = 'Status path') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => `${li.textContent}:${li.getAttribute('data-state')}${li.getAttribute('aria-current') ? ' (current)' : ''}`);

describe('RecordCard', () => {
  it('is a figure named by its caption whose fields read as label and value', async () => {
    const { container } = render(<Default />);
    const figure = screen.getByRole('figure', { name: /^Illustration: an ocean shipment order/ });
    const terms = within(figure)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const definitions = within(figure)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Order number', 'Customer', 'Origin', 'Destination', 'Mode', 'Incoterm', 'House bill', 'ETD', 'ETA']);
    expect(definitions).toEqual([
      'SH25-000481Shipment',
      'Acme Electronics Inc.',
      'Shanghai (CNSHA)',
      'Los Angeles (USLAX)',
      'Ocean LCL',
      'FOB',
      'FLSHA2503117',
      '18 Mar 2025',
      '2 Apr 2025',
    ]);
    expect(within(figure).getByText('InTransit', { selector: 'p' })).toHaveTextContent('Status: InTransit');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('marks the steps before the status done, the status the current step and the rest upcoming', () => {
    render(<Default />);
    expect(steps()).toEqual(['Draft:done', 'Pending:done', 'Booked:done', 'InTransit:current (current)', 'Delivered:upcoming']);
    expect(screen.getByText('InTransit', { selector: 'p' })).toHaveAttribute('data-tone', 'active');
  });

  it('shows a status off the path as needing attention, with no step current', () => {
    render(<OnHold />);
    expect(steps()).toEqual(['Draft:upcoming', 'Pending:upcoming', 'Booked:upcoming', 'InTransit:upcoming', 'Delivered:upcoming']);
    expect(screen.getByText('OnHold', { selector: 'p' })).toHaveAttribute('data-tone', 'attention');
  });

  it('gives the last status of the path the finished tone and the first the neutral one', () => {
    const { rerender } = render(<Default status={{ label: 'Status', value: 'Delivered' }} />);
    expect(screen.getByText('Delivered', { selector: 'p' })).toHaveAttribute('data-tone', 'done');
    rerender(<Default status={{ label: 'Status', value: 'Draft' }} />);
    expect(screen.getByText('Draft', { selector: 'p' })).toHaveAttribute('data-tone', 'neutral');
  });

  it('names the status path by its label prop', () => {
    render(<Default statusPathLabel="Lifecycle" />);
    expect(steps('Lifecycle')).toHaveLength(5);
  });
});
