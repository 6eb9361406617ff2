import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InputHTMLAttributes } from 'react';
import { expect, within } from 'storybook/test';
import { FormControl, type FormControlProps, useFormControlForwardedProps } from './FormControl';
import styles from './FormFields.module.css';

/** A control of the reader's own: it takes its id, name and ARIA from the FormControl around it. */
function ContainerNumberInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} {...useFormControlForwardedProps()} className={styles.input} autoComplete="off" spellCheck={false} />;
}

function ContainerNumberField({ error, ...props }: FormControlProps & { error?: string }) {
  return (
    <FormControl {...props}>
      <FormControl.Label>Container number</FormControl.Label>
      <FormControl.Caption>Four letters and seven digits, as painted on the door: MSCU 1234567.</FormControl.Caption>
      <ContainerNumberInput />
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}

const meta = {
  title: 'Forms/FormControl',
  component: FormControl,
  subcomponents: {
    'FormControl.Label': FormControl.Label,
    'FormControl.Caption': FormControl.Caption,
    'FormControl.Validation': FormControl.Validation,
  },
  args: { id: 'containerNumber', name: 'containerNumber', required: true, children: null },
  render: (args) => <ContainerNumberField {...args} />,
  decorators: [
    (Story) => (
      <form aria-label="Track a container" style={{ maxWidth: 480, padding: 24 }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FormControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Container number' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/^Four letters and seven digits/);
  },
};

/** The validation has a message: the control is invalid and described by it. */
export const WithError: Story = {
  render: (args) => <ContainerNumberField {...args} error="Enter a container number like MSCU 1234567" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Container number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a container number like MSCU 1234567$/);
  },
};
