import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Chrome/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Search the documentation' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text. */
export const IconButtonName: Story = {
  render: (args) => (
    <button type="button" style={{ display: 'inline-flex', padding: 8 }}>
      <Icon name="search" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search the documentation' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};
