import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { DefaultLink } from '../Link';
import { Button } from './Button';

const meta = {
  title: 'Chrome/Button',
  component: Button,
  subcomponents: { DefaultLink },
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Started' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Talk to sales' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Learn more' } };

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--fl-space-3)', padding: 'var(--fl-space-4)' } as const;

/** Every variant at every size. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--fl-space-2)' }}>
      {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
        <div key={variant} style={row}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} trailingVisual={<Icon name="arrow-right" />}>
            With icon
          </Button>
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const MatrixDark: Story = { ...Matrix, globals: { theme: 'dark' } };

export const AsLink: Story = {
  args: { href: '/docs/intro', trailingVisual: <Icon name="arrow-right" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/docs/intro');
  },
};

export const LongLabel: Story = {
  args: { children: 'Request a personalised demo of the transport management platform', block: true },
};
