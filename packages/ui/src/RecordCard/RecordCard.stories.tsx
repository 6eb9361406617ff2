import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordCard } from './RecordCard';

const meta = {
  title: 'Marketing/RecordCard',
  component: RecordCard,
  parameters: { layout: 'padded' },
  args: {
    number: { label: 'Order number', value: 'SH25-000481' },
    kind: 'Shipment',
    status: { label: 'Status', value: 'InTransit' },
    statusPath: ['Draft', 'Pending', 'Booked', 'InTransit', 'Delivered'],
    party: { label: 'Customer', value: 'Acme Electronics Inc.' },
    origin: { label: 'Origin', value: 'Shanghai (CNSHA)' },
    destination: { label: 'Destination', value: 'Los Angeles (USLAX)' },
    fields: [
      { label: 'Mode', value: 'Ocean LCL' },
      { label: 'Incoterm', value: 'FOB' },
      { label: 'House bill', value: 'FLSHA2503117' },
      { label: 'ETD', value: '18 Mar 2025' },
      { label: 'ETA', value: '2 Apr 2025' },
    ],
    caption: 'Illustration: an ocean shipment order as the order screen shows it, with example values.',
  },
} satisfies Meta<typeof RecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const path = within(canvasElement).getByRole('list', { name: 'Status path' });
    await expect(within(path).getByRole('listitem', { current: 'step' })).toHaveTextContent('InTransit');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const OnHold: Story = { args: { status: { label: 'Status', value: 'OnHold' } } };
