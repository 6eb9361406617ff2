import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { logo } from '../FeatureGrid/FeatureGrid.fixtures';
import { Testimonial } from './Testimonial';

const meta = {
  title: 'Marketing/Testimonial',
  component: Testimonial,
  parameters: { layout: 'fullscreen' },
  args: {
    quote: 'We replaced three systems and a wall of spreadsheets. Our ocean team now closes a job in half the time.',
    author: 'Maria Jensen',
    role: 'Head of Operations',
    company: 'Harbourline Logistics',
    logo: logo('Harbourline'),
    avatar: (
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <rect width="48" height="48" fill="var(--fl-color-accent-subtle)" />
        <circle cx="24" cy="19" r="9" fill="var(--fl-color-accent)" />
        <path d="M8 48c2-10 9-15 16-15s14 5 16 15z" fill="var(--fl-color-accent)" />
      </svg>
    ),
  },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(within(figure).getByRole('blockquote')).toHaveTextContent(/half the time/);
    await expect(figure).toHaveTextContent('Maria JensenHead of Operations, Harbourline Logistics');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const Minimal: Story = { args: { avatar: undefined, logo: undefined, role: undefined, company: undefined } };
