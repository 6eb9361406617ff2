import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { illustration } from '../FeatureGrid/FeatureGrid.fixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Transport management platform',
    title: 'Run every shipment, every mode, on one low-code platform',
    description:
      'Freight forwarders, truckers and warehouses build the workflows they need, connect their carriers and see every order move.',
    actions: (
      <>
        <Button href="/request-demo" size="lg">
          Request a demo
        </Button>
        <Button href="/docs/intro" size="lg" variant="secondary">
          Read the docs
        </Button>
      </>
    ),
    illustration,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /Run every shipment/ });
    await expect(within(region).getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(within(region).getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/request-demo');
    await expect(within(region).getByRole('img', { name: /container ship/ })).toBeInTheDocument();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const DarkDesktop: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
export const DarkMobile: Story = { globals: { theme: 'dark', viewport: { value: 'mobile375' } } };
export const Centered: Story = { args: { illustration: undefined }, globals: { viewport: { value: 'desktop1280' } } };
