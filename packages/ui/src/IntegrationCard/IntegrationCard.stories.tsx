import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categories, integrations } from './IntegrationCard.fixtures';
import { IntegrationCard } from './IntegrationCard';
import { IntegrationGrid } from './IntegrationGrid';

const meta = {
  title: 'Marketing/IntegrationGrid',
  component: IntegrationGrid,
  subcomponents: { IntegrationCard },
  parameters: { layout: 'fullscreen' },
  args: { integrations, categories, basePath: '/integrations', onCategoryChange: fn() },
} satisfies Meta<typeof IntegrationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('navigation', { name: 'Filter by category' });
    await expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    const ocean = within(filter).getByRole('link', { name: 'Ocean freight' });
    await expect(ocean).toHaveAttribute('href', '/integrations?category=ocean-freight');
    await userEvent.click(ocean);
    await expect(args.onCategoryChange).toHaveBeenCalledWith('ocean-freight');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 integrations');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(within(filter).getByRole('link', { name: 'Communication' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No integrations in this category yet.');
    await userEvent.click(within(filter).getByRole('link', { name: 'All' }));
  },
};
export const Filtered: Story = { args: { defaultCategory: 'parcel-carriers' }, globals: { viewport: { value: 'desktop1280' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const DarkMobile: Story = { globals: { theme: 'dark', viewport: { value: 'mobile375' } } };
