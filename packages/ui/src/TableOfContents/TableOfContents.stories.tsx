import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Markdown } from '../Markdown';
import sample from '../Markdown/MarkdownSample.html?raw';
import { TableOfContents, TOCCollapsible } from './TableOfContents';

/** The `toc` the renderer returned for the Markdown sample. */
const sampleToc = [
  { id: 'creating-a-shipment', text: 'Creating a shipment', level: 2 },
  { id: 'required-fields', text: 'Required fields', level: 3 },
  { id: 'workflow-example', text: 'Workflow example', level: 2 },
  { id: 'callouts', text: 'Callouts', level: 2 },
  { id: 'lists', text: 'Lists', level: 2 },
  { id: 'quotes-and-images', text: 'Quotes and images', level: 2 },
  { id: 'custom-id', text: 'Custom heading id', level: 2 },
];

const meta = {
  title: 'Docs/TableOfContents',
  component: TableOfContents,
  subcomponents: { TOCCollapsible },
  args: { items: sampleToc },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const Default: Story = {
  args: { responsive: false },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getByRole('link', { name: 'Required fields' })).toHaveAttribute('href', '#required-fields');
  },
};

/** Beside the real content: the heading in the top third is highlighted as the page scrolls; at the end, the last one. */
export const ScrollSpy: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 240px', gap: 32, maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <article>
        <Markdown html={sample} />
        <div style={{ height: 200 }} />
      </article>
      <div>
        <TableOfContents {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    window.scrollTo(0, 0);
    document.getElementById('callouts')?.scrollIntoView();
    await frames();
    await waitFor(() => expect(link('Callouts')).toHaveAttribute('aria-current', 'location'));
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(link('Custom heading id')).toHaveAttribute('aria-current', 'location'));
    window.scrollTo(0, 0);
  },
};

export const Dark: Story = { ...ScrollSpy, play: undefined, globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };

export const Collapsible: StoryObj<typeof TOCCollapsible> = {
  render: (args) => <TOCCollapsible {...args} />,
  args: { items: sampleToc },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'On this page' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Callouts' })).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Callouts' })).toBeVisible();
    await frames();
  },
};

export const CollapsibleOpenDark: StoryObj<typeof TOCCollapsible> = {
  render: (args) => <TOCCollapsible {...args} />,
  args: { items: sampleToc, defaultOpen: true },
  globals: { theme: 'dark', viewport: { value: 'mobile375' } },
};
