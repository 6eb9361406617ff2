import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocPaginator } from './DocPaginator';

const meta = {
  title: 'Docs/DocPaginator',
  component: DocPaginator,
  args: {
    previous: { title: 'Installation', href: '/docs/getting-started/installation' },
    next: { title: 'Your first workflow', href: '/docs/getting-started/first-workflow' },
  },
} satisfies Meta<typeof DocPaginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Docs pages' });
    await expect(within(nav).getByRole('link', { name: /Previous.*Installation/ })).toHaveAttribute(
      'href',
      '/docs/getting-started/installation',
    );
    await expect(within(nav).getByRole('link', { name: /Next.*Your first workflow/ })).toHaveAttribute('rel', 'next');
  },
};

export const OnlyNext: Story = { args: { previous: null } };
export const OnlyPrevious: Story = { args: { next: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: { next: { title: 'Accounting transactions and their charges, payments and taxes', href: '/docs/x' } },
};
