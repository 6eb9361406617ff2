import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { formatLastUpdated, LastUpdated } from './LastUpdated';

describe('LastUpdated', () => {
  it('says "Last updated on Jan 5, 2025" with the ISO date in <time dateTime>, in UTC', () => {
    // 23:30 UTC is already Jan 6 east of Greenwich: the text must not depend on the reader's zone.
    const { container } = render(<LastUpdated date="2025-01-05T23:30:00Z" />);
    expect(container).toHaveTextContent('Last updated on Jan 5, 2025');
    expect(screen.getByText('Jan 5, 2025')).toHaveAttribute('dateTime', '2025-01-05T23:30:00.000Z');
  });

  it('accepts epoch milliseconds and a Date, and adds the author', () => {
    const { container, rerender } = render(<LastUpdated date={Date.UTC(2024, 11, 31)} author="Ada" />);
    expect(container).toHaveTextContent('Last updated on Dec 31, 2024 by Ada');
    rerender(<LastUpdated author="Ada" />);
    expect(container).toHaveTextContent('Last updated by Ada');
    rerender(<LastUpdated date="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('formats in the given locale and takes its words from props', () => {
    expect(formatLastUpdated(new Date('2025-03-09T00:00:00Z'), 'en-GB')).toBe('9 Mar 2025');
    const { container } = render(<LastUpdated date="2025-03-09" label="Zuletzt aktualisiert" onLabel="am" locale="de-DE" />);
    expect(container).toHaveTextContent('Zuletzt aktualisiert am 9. März 2025');
  });

  it('has no axe violations', async () => {
    const { container } = render(<LastUpdated date="2025-01-05" author="Ada" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
