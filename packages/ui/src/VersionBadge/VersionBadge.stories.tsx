import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VersionBadge } from './VersionBadge';

const meta = {
  title: 'Docs/VersionBadge',
  component: VersionBadge,
  args: { version: 'Next' },
} satisfies Meta<typeof VersionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Version: Next');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
