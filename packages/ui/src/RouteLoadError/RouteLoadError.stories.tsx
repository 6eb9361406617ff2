import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteLoadError } from './RouteLoadError';

const meta = {
  title: 'Chrome/RouteLoadError',
  component: RouteLoadError,
  args: { error: new Error('Loading chunk docs-user-manual failed. (error: /assets/docs-user-manual.4f2a.js)'), onRetry: fn() },
} satisfies Meta<typeof RouteLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Loading chunk docs-user-manual failed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
