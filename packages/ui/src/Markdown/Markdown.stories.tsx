import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Markdown } from './Markdown';
import sample from './MarkdownSample.html?raw';
import recordScreen from './RecordScreenSample.html?raw';

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

/** A ":::facts" block as the renderer writes it (the security page's opening facts): a grid of labelled cells. */
export const FactGrid: Story = {
  args: {
    html: [
      '<p>Forwarders, carriers and warehouses put their customers’ shipments on the platform.</p>',
      '<div class="fact-grid" data-component="FactGrid">',
      '<ul>',
      '<li><strong>Hosting</strong> Amazon Web Services EMEA SARL (Luxembourg), in the region chosen for your organization</li>',
      '<li><strong>Encryption</strong> TLS for everything in transit; databases, attachments and backups encrypted at rest</li>',
      '<li><strong>Sign-in</strong> Password with an optional one-time code, or single sign-on over OpenID Connect</li>',
      '<li><strong>Report a vulnerability</strong> <a href="mailto:security@freightlane.example">security@freightlane.example</a></li>',
      '</ul>',
      '</div>',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(facts).toHaveLength(4);
    await expect(facts[3]).toHaveTextContent(/^Report a vulnerability/);
    await expect(within(facts[3]).getByRole('link', { name: 'security@freightlane.example' })).toBeInTheDocument();
  },
};

export const FactGridMobile: Story = { ...FactGrid, globals: { viewport: { value: 'mobile375' } } };

/** A ":::fields" block of the user manual: each screen label with the field it fills. */
export const ScreenLabelFields: Story = {
  args: {
    html: [
      '<p>The fields these labels fill:</p>',
      '<div class="field-list" data-component="FieldList">',
      '<ul>',
      '<li>',
      '<p><strong>Job type</strong> <a class="model-ref" href="/docs/development/entities/job#fields"><code>jobType</code></a></p>',
      '</li>',
      '<li>',
      '<p><strong>Carrier booking</strong> <a class="model-ref" href="/docs/development/entities/job#fields"><code>carrierBookingNumber</code></a></p>',
      '</li>',
      '<li>',
      '<p><strong>Carrier</strong> (on the leg) <a class="model-ref" href="/docs/development/entities/orderCarrier#fields"><code>carrierId</code></a></p>',
      '</li>',
      '</ul>',
      '</div>',
    ].join('\n'),
  },
};

/** A "::screen" block of the user manual: a tab of a record's screen, drawn by the build from the entity model. */
export const RecordScreen: Story = {
  args: { html: recordScreen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: /^Illustration: the General tab of the Job/ });
    await expect(within(figure).getByRole('list', { name: 'Tabs' })).toHaveTextContent(/^General/);
    await expect(within(figure).getByText('General')).toHaveAttribute('aria-current', 'true');
    await expect(within(figure).getByRole('list', { name: 'Status path' }).querySelector('[aria-current="step"]')).toHaveTextContent(
      'InProgress',
    );
    await expect(within(figure).getByText('Job type').nextElementSibling).toHaveTextContent('Consolidation');
  },
};

export const RecordScreenDark: Story = { ...RecordScreen, globals: { theme: 'dark' } };

export const RecordScreenMobile: Story = { ...RecordScreen, globals: { viewport: { value: 'mobile375' } } };

export const Playground: Story = {
  args: { html: '<h2 id="hello">Hello</h2><p>Edit the <code>html</code> arg.</p>', copyLabel: 'Copy', copiedLabel: 'Copied' },
};
