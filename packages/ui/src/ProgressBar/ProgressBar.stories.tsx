import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';
import { createProgressController, START_DELAY_MS } from './createProgressController';

function Demo({ duration }: { duration: number }) {
  const [controller] = useState(() => createProgressController());
  const navigate = () => {
    controller.start();
    setTimeout(() => controller.done(), duration);
  };
  return (
    <div style={{ padding: 48, minHeight: 300, background: 'var(--fl-color-bg)' }}>
      <ProgressBar controller={controller} />
      <Button onClick={navigate}>Navigate ({duration} ms)</Button>
    </div>
  );
}

const meta = {
  title: 'Chrome/ProgressBar',
  component: Demo,
  subcomponents: { ProgressBar },
  parameters: { layout: 'fullscreen' },
  args: { duration: 1500 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slow navigation: the bar appears after 200 ms, grows, completes. */
export const SlowNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' }, { timeout: 1000 });
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.height).toBeGreaterThanOrEqual(2);
    await expect(box.height).toBeLessThanOrEqual(3);
  },
};

/** A fast navigation: nothing is ever shown. */
export const FastNavigation: Story = {
  args: { duration: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, START_DELAY_MS + 150));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { ...SlowNavigation, globals: { theme: 'dark' } };

/** A frozen running bar, for looking at. */
export const Running: Story = {
  render: () => {
    const controller = createProgressController({ startDelay: 0, trickleInterval: 60_000 });
    controller.start();
    return (
      <div style={{ minHeight: 200, background: 'var(--fl-color-bg)' }}>
        <ProgressBar controller={controller} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument());
  },
};
