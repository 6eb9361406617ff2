import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageFeedback } from './PageFeedback';

const meta = {
  title: 'Docs/PageFeedback',
  component: PageFeedback,
  parameters: { docsFrame: { height: 320 } },
  args: { page: '/docs/user-manual/operations/jobs', action: '/api/insights', onSend: fn(async () => true) },
} satisfies Meta<typeof PageFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** After "No": the comment field has the focus, the note says not to enter personal data. */
export const AnsweredNo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(args.onSend).toHaveBeenCalledWith({ type: 'vote', page: args.page, helpful: false });
    await expect(canvas.getByRole('textbox', { name: 'What were you looking for? (optional)' })).toHaveFocus();
  },
};

export const Thanked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await userEvent.type(canvas.getByRole('textbox'), 'The status codes table.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
  },
};

/** Without `onSend` the forms post as they are: what a reader without JavaScript gets. */
export const WithoutJavaScript: Story = { args: { onSend: undefined } };

export const Playground: Story = {
  args: { title: 'Did this page answer your question?', noPrompt: 'What was missing? (optional)' },
};
