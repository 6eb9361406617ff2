import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const meta = {
  title: 'Marketing/Steps',
  component: Steps,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'From demo to first shipment in four weeks',
    steps: [
      { title: 'Show us your operation', description: 'A demo on your modes, documents and carriers.' },
      { title: 'Import your data', description: 'Contacts, rates and open orders come over from your old system.' },
      { title: 'Shape your workflows', description: 'Notifications, documents and approvals, configured without code.' },
      { title: 'Go live', description: 'Your team books the first shipment with us beside them.' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const DarkMobile: Story = { globals: { theme: 'dark', viewport: { value: 'mobile375' } } };
