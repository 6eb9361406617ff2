import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo, LogoMark } from './Logo';

const meta = {
  title: 'Chrome/Logo',
  component: Logo,
  subcomponents: { LogoMark },
  args: { title: 'Example Logistics', href: '/' },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--fl-space-6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Example Logistics' })).toHaveAttribute('href', '/');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const MarkOnly: Story = { args: { title: undefined } };
export const LongTitle: Story = { args: { title: 'Example International Freight & Logistics Services' } };
