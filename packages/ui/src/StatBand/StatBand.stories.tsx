import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatBand } from './StatBand';

const meta = {
  title: 'Marketing/StatBand',
  component: StatBand,
  parameters: { layout: 'fullscreen' },
  args: {
    stats: [
      { value: '40+', label: 'Countries', description: 'with customers running daily operations' },
      { value: '2M', label: 'Shipments a year' },
      { value: '150+', label: 'Integrations', description: 'carriers, EDI, accounting' },
      { value: '99.9%', label: 'Uptime' },
    ],
  },
} satisfies Meta<typeof StatBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual(['Countries', 'Shipments a year', 'Integrations', 'Uptime']);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { args: { title: 'Freightlane in numbers' }, globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
