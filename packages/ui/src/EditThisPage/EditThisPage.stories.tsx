import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EditThisPage } from './EditThisPage';

const meta = {
  title: 'Docs/EditThisPage',
  component: EditThisPage,
  args: { href: 'https://github.com/example/website/edit/main/content/docs/intro.md' },
} satisfies Meta<typeof EditThisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit this page' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
