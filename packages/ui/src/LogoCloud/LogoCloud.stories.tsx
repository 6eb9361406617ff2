import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { logo } from '../FeatureGrid/FeatureGrid.fixtures';
import { LogoCloud } from './LogoCloud';

const names = ['Northwind', 'Harbourline', 'Cargoflow', 'Bluewater', 'Skyfreight', 'Roadrunner'];

const meta = {
  title: 'Marketing/LogoCloud',
  component: LogoCloud,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Trusted by forwarders in 40 countries',
    logos: names.map((name, i) => ({ name, logo: logo(name), href: i < 2 ? `https://${name.toLowerCase()}.example.com` : undefined })),
  },
} satisfies Meta<typeof LogoCloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Northwind' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
