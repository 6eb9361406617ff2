import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';
import { icons } from './FeatureGrid.fixtures';

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Everything a forwarder runs on',
    description: 'Orders, jobs, accounting and tracking in one place, shaped by your own workflows.',
    features: [
      {
        icon: icons.flow,
        title: 'Workflows',
        description: 'Automate notifications, documents and status changes without code.',
        href: '/docs/development/workflows/overview',
      },
      {
        icon: icons.plug,
        title: 'Integrations',
        description: 'Connect carriers, EDI partners, accounting and telematics.',
        href: '/integrations',
      },
      { icon: icons.chart, title: 'Dashboards', description: 'See margins, volumes and delays across every branch.' },
      { icon: icons.box, title: 'Warehouse', description: 'Receive, store and pick with locations and zones.' },
      { icon: icons.ship, title: 'Ocean and air', description: 'Bookings, bills of lading, air waybills and consolidations.' },
      { icon: icons.truck, title: 'Trucking', description: 'Dispatch, proof of delivery and driver apps.' },
    ],
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const FourColumns: Story = { args: { columns: 4, title: undefined }, globals: { viewport: { value: 'desktop1280' } } };
