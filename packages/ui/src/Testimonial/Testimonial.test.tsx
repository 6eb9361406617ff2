import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Testimonial } from './Testimonial';

describe('Testimonial', () => {
  it('is a figure: the quote in a blockquote, the author in the caption', async () => {
    const { container } = render(
      <Testimonial quote="Half the time." author="Maria Jensen" role="Head of Operations" company="Harbourline" />,
    );
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('blockquote')).toHaveTextContent('Half the time.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Maria JensenHead of Operations, Harbourline');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
