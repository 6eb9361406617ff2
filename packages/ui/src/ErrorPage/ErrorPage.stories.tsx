import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Chrome/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: {
    error: new Error("Cannot read properties of undefined (reading 'containers')", { cause: new Error('Shipment 4711 has no legs') }),
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page crashed' })).toBeInTheDocument();
    await expect(canvas.getByText(/Shipment 4711 has no legs/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };

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
