import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Markdown } from './Markdown';
import sample from './MarkdownSample.html?raw';

const meta = {
  title: 'Docs/Markdown',
  component: Markdown,
  args: { html: sample },
  decorators: [
    (Story) => (
      <article style={{ maxWidth: 780, margin: '0 auto', padding: '24px 16px' }}>
        <Story />
      </article>
    ),
  ],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real output of the Go renderer for a page that uses every feature. */
export const RendererSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /Creating a shipment/ })).toHaveAttribute('id', 'creating-a-shipment');
    await expect(canvas.getByRole('link', { name: 'Direct link to Creating a shipment' })).toHaveAttribute('href', '#creating-a-shipment');
    await expect(canvas.getAllByRole('button', { name: 'Copy code to clipboard' })).toHaveLength(4);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

export const CopyCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const [first] = canvas.getAllByRole('button', { name: 'Copy code to clipboard' });
    await userEvent.click(first);
    await expect(writeText).toHaveBeenCalledWith(expect.stringContaining('workflowId: "3f0c2a7e'));
    await waitFor(() => expect(first).toHaveTextContent('Copied'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    writeText.mockRestore();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
};

export const Admonitions: Story = {
  args: {
    html: ['note', 'tip', 'info', 'warning', 'danger']
      .map(
        (kind) =>
          `<aside class="admonition admonition-${kind}" data-admonition="${kind}"><p class="admonition-title"><span class="admonition-icon" aria-hidden="true"></span>${kind}</p><div class="admonition-content"><p>A ${kind} with <code>code</code> and a <a href="/docs/intro">link</a>.</p></div></aside>`,
      )
      .join('\n'),
  },
};

export const AdmonitionsDark: Story = { ...Admonitions, globals: { theme: 'dark' } };

export const Playground: Story = {
  args: { html: '<h2 id="hello">Hello</h2><p>Edit the <code>html</code> arg.</p>', copyLabel: 'Copy', copiedLabel: 'Copied' },
};
