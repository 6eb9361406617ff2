import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { NotFound } from './NotFound';

const meta = {
  title: 'Chrome/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByText('There is no page at this address. It may have moved, or the link may have a typo.')).toBeInTheDocument();
  },
};
export const WithActions: Story = {
  args: {
    children: (
      <>
        <Button href="/">Go to the home page</Button>
        <Button href="/docs/intro" variant="secondary">
          Read the docs
        </Button>
      </>
    ),
  },
};
export const Dark: Story = { ...WithActions, globals: { theme: 'dark' } };
export const Mobile: Story = { ...WithActions, globals: { viewport: { value: 'mobile375' } } };

/** Inside a site layout, whose `<main>` it fills: a plain container, so the page keeps one main landmark. */
export const InLayout: Story = {
  args: { as: 'div' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('main')).toHaveLength(1);
  },
};
