import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Docs/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Workflows', href: '/docs/category/workflows' }, { label: 'Workflow tasks' }, { label: 'Email/Send' }],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    const canvas = within(nav);
    await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Workflows' })).toHaveAttribute('href', '/docs/category/workflows');
    await expect(canvas.queryByRole('link', { name: 'Workflow tasks' })).toBeNull();
    await expect(canvas.getByText('Email/Send')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutHome: Story = { args: { homeHref: null } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const LongTrail: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: {
    items: [
      { label: 'Developer guide', href: '/docs/development/overview' },
      { label: 'App modules', href: '/docs/category/app-modules' },
      { label: 'Components', href: '/docs/category/components' },
      { label: 'Dashboard widget component with a long name' },
    ],
  },
};
