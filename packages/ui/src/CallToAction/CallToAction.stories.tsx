import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Marketing/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'See your own operations on the platform',
    description: 'A 30-minute demo with your modes, your documents and your carriers.',
    actions: (
      <Button href="/request-demo" variant="secondary" size="lg">
        Request a demo
      </Button>
    ),
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'See your own operations on the platform' });
    await expect(within(region).getByRole('link', { name: 'Request a demo' })).toBeInTheDocument();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const Subtle: Story = {
  args: {
    variant: 'subtle',
    actions: (
      <>
        <Button href="/request-demo">Request a demo</Button>
        <Button href="/docs/intro" variant="ghost">
          Read the docs
        </Button>
      </>
    ),
  },
  globals: { viewport: { value: 'desktop1280' } },
};
export const SubtleDark: Story = { ...Subtle, globals: { theme: 'dark', viewport: { value: 'mobile375' } } };
