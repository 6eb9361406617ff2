import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteLoading, SPINNER_DELAY_MS } from './RouteLoading';

const meta = {
  title: 'Chrome/RouteLoading',
  component: RouteLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty for 200 ms, then the spinner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('status', { name: 'Loading page…' }, { timeout: SPINNER_DELAY_MS + 500 })).toBeInTheDocument();
  },
};
export const PastDelay: Story = { args: { delay: 0 } };
export const Dark: Story = { args: { delay: 0 }, globals: { theme: 'dark' } };
