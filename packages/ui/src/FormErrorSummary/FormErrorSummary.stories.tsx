import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../FormFields/TextField';
import { FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: [
      { name: 'email', message: 'Enter an email address like name@company.com' },
      { name: 'company', message: 'Enter your company name' },
    ],
  },
  render: (args) => (
    <form aria-label="Example" style={{ maxWidth: 560 }}>
      <FormErrorSummary {...args} />
      <TextField name="email" label="Work email" error={args.errors.find((e) => e.name === 'email')?.message} />
      <TextField name="company" label="Company" error={args.errors.find((e) => e.name === 'company')?.message} />
    </form>
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your company name' }));
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-error-summary]')).not.toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
