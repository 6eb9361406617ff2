import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocCard, DocCardList } from './DocCard';

const items = [
  {
    type: 'link' as const,
    label: 'Workflows overview',
    href: '/docs/development/workflows/overview',
    description: 'How triggers, activities and steps fit together.',
  },
  { type: 'category' as const, label: 'Workflow tasks', href: '/docs/category/workflow-tasks', items: [{}, {}, {}, {}, {}, {}, {}] },
  { type: 'category' as const, label: 'Examples', href: '/docs/category/examples', items: [{}] },
  {
    type: 'link' as const,
    label: 'Custom fields on orders, jobs and contacts for advanced configurations',
    href: '/docs/development/custom-fields',
  },
];

const meta = {
  title: 'Docs/DocCardList',
  component: DocCardList,
  subcomponents: { DocCard },
  args: { items },
} satisfies Meta<typeof DocCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Workflow tasks/ })).toHaveTextContent('7 items');
    await expect(canvas.getByRole('link', { name: /Examples/ })).toHaveTextContent('1 item');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
