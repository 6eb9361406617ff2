import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { icons } from '../FeatureGrid/FeatureGrid.fixtures';
import { SolutionCard } from './SolutionCard';

const solutions = [
  {
    title: 'Ocean Freight',
    href: '/solutions/ocean-freight',
    icon: icons.ship,
    description: 'FCL and LCL bookings, bills of lading and container tracking.',
    features: ['Carrier bookings via INTTRA', 'Consolidations', 'Demurrage alerts'],
  },
  {
    title: 'Air Freight',
    href: '/solutions/air-freight',
    icon: icons.plane,
    description: 'Air waybills, house and master, with airline messaging.',
    features: ['e-AWB', 'Rate management'],
  },
  {
    title: 'Trucking',
    href: '/solutions/trucking',
    icon: icons.truck,
    description: 'Dispatch, driver app and proof of delivery.',
    features: ['Route planning', 'Live ETAs', 'POD photos'],
  },
];

const meta = {
  title: 'Marketing/SolutionCard',
  component: SolutionCard,
  parameters: { layout: 'fullscreen' },
  args: solutions[0],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
        gap: 24,
        maxWidth: 1200,
        margin: '0 auto',
        padding: 24,
        listStyle: 'none',
      }}
    >
      {solutions.map((solution) => (
        <li key={solution.href}>
          <SolutionCard {...solution} />
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof SolutionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Trucking' })).toHaveAttribute('href', '/solutions/trucking');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const Single: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360, padding: 24 }}>
      <SolutionCard {...args} />
    </div>
  ),
};
