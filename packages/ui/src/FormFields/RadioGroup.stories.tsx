import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const companyTypes = [
  { value: 'freight-forwarder', label: 'Freight forwarder' },
  { value: 'trucker-carrier', label: 'Trucker / carrier' },
  { value: 'warehouse-3pl', label: 'Warehouse / 3PL' },
  { value: 'shipper', label: 'Shipper', hint: 'You book transport for your own goods.' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { name: 'companyType', legend: 'Company type', options: companyTypes, onChange: fn() },
  decorators: [
    (Story) => (
      <form aria-label="Demo request" style={{ maxWidth: 480, padding: 24 }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('radiogroup', { name: 'Company type' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(group(canvasElement)).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  },
};

export const Playground: Story = { args: { hint: 'Pick the closest match.', required: true } };

export const Chosen: Story = {
  args: { defaultValue: 'shipper' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Shipper' })).toBeChecked();
  },
};

/** Arrow keys move and choose (the browser's own radio behaviour), wrapping at the ends; Tab reaches the group once. */
export const Keyboard: Story = {
  args: { defaultValue: 'freight-forwarder' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Freight forwarder' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Trucker / carrier' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('trucker-carrier');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Other' })).toHaveFocus();
  },
};

export const RequiredWithError: Story = {
  args: { required: true, hint: 'Pick the closest match.', error: 'Select your company type' },
  play: async ({ canvasElement }) => {
    const radiogroup = group(canvasElement);
    await expect(radiogroup).toHaveAccessibleDescription('Pick the closest match. Select your company type');
    await expect(within(radiogroup).getByRole('radio', { name: 'Shipper' })).toBeRequired();
    await expect(within(radiogroup).getByRole('radio', { name: 'Shipper' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'shipper' },
  play: async ({ canvasElement }) => {
    for (const radio of within(group(canvasElement)).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { options: companyTypes.map((option) => (option.value === 'warehouse-3pl' ? { ...option, disabled: true } : option)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Warehouse / 3PL' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('radio', { name: 'Shipper' })).toBeEnabled();
  },
};

export const Mobile: Story = { ...RequiredWithError, globals: { viewport: { value: 'mobile375' } } };

export const Dark: Story = {
  ...RequiredWithError,
  args: { ...RequiredWithError.args, defaultValue: 'shipper' },
  globals: { theme: 'dark' },
};

export const LongLabels: Story = {
  args: {
    legend: 'Which of these describes the company you work for best, if more than one applies?',
    options: [
      {
        value: 'nvocc',
        label: 'Non-vessel operating common carrier with its own bills of lading and consolidation services',
        hint: 'NVOCC',
      },
      { value: 'other', label: 'Other' },
    ],
    required: true,
  },
};
