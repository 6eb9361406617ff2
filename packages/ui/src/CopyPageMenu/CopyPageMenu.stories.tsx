import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyPageMenu } from './CopyPageMenu';

/** A page's Markdown, served by the browser itself (a data: URL), so the stories fetch for real. */
const markdown = '# Jobs\n\nOpen a job, attach its bookings, pickups, receipts and shipments.\n';
const markdownHref = `data:text/markdown;charset=utf-8,${encodeURIComponent(markdown)}`;

const meta = {
  title: 'Docs/CopyPageMenu',
  component: CopyPageMenu,
  args: { markdownHref, markdownUrl: 'https://www.freightlane.example/docs/user-manual/operations/jobs.md' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '12rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyPageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spies on the clipboard's write, reading the text the component puts there. */
function watchClipboard() {
  const copied: string[] = [];
  const write = spyOn(navigator.clipboard, 'write').mockImplementation(async (items) => {
    copied.push(await (await items[0].getType('text/plain')).text());
  });
  return { copied, restore: () => write.mockRestore() };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'More ways to use this page' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More ways to use this page' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
  },
};

export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clipboard = watchClipboard();
    const button = canvas.getByRole('button', { name: 'Copy page' });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Copied'));
    await expect(clipboard.copied).toEqual([markdown]);
    // The label changes, the button's width does not.
    await expect(button.getBoundingClientRect().width).toBe(width);
    clipboard.restore();
  },
};

export const CopyFailed: Story = {
  // Nothing listens on port 9 of the loopback: the fetch fails for real.
  args: { markdownHref: 'http://127.0.0.1:9/docs/user-manual/operations/jobs.md' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clipboard = watchClipboard();
    const button = canvas.getByRole('button', { name: 'Copy page' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Copy failed'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copy failed');
    await expect(clipboard.copied).toEqual([]);
    clipboard.restore();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkOpen: Story = { ...Open, globals: { theme: 'dark' } };
export const DarkCopied: Story = { ...Copied, globals: { theme: 'dark' } };
export const DarkCopyFailed: Story = { ...CopyFailed, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile375' } } };

export const Playground: Story = {
  args: { copyLabel: 'Copy page', copiedLabel: 'Copied', failedLabel: 'Copy failed', viewLabel: 'View as Markdown' },
};
