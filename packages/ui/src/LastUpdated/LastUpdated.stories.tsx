import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LastUpdated } from './LastUpdated';

const meta = {
  title: 'Docs/LastUpdated',
  component: LastUpdated,
  args: { date: '2025-01-05T23:30:00Z' },
} satisfies Meta<typeof LastUpdated>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Last updated on Jan 5, 2025');
    await expect(canvas.getByText('Jan 5, 2025')).toHaveAttribute('dateTime', '2025-01-05T23:30:00.000Z');
  },
};
export const WithAuthor: Story = { args: { author: 'Ada Lovelace' } };
export const Dark: Story = { args: { author: 'Ada Lovelace' }, globals: { theme: 'dark' } };
