import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldList, type FieldListField } from './FieldList';

/** Fields of the Order entity and of a task's inputs, as the reference pages show them. */
const fields: FieldListField[] = [
  {
    name: 'orderId',
    type: 'integer',
    required: true,
    description: 'The order’s id, assigned by the platform when the order is first saved.',
  },
  {
    name: 'orderType',
    type: 'enum',
    values: ['Quote', 'Booking', 'PickupOrder', 'WarehouseReceipt', 'Shipment', 'PurchaseOrder'],
    required: true,
    description:
      'What kind of order this is; it decides which screen lists the order, which statuses are used and which documents can be printed.',
  },
  {
    name: 'status',
    type: 'enum',
    values: ['Draft', 'Pending', 'Booked', 'InTransit', 'Delivered', 'Cancelled', 'OnHold'],
    required: true,
    defaultValue: 'Draft',
    description: 'The fixed status that workflows and filters compare against.',
  },
  {
    name: 'customerId',
    type: (
      <>
        reference → <a href="/docs/development/entities/contact">contact</a>
      </>
    ),
    required: true,
    description: 'The customer the order is for.',
  },
  {
    name: 'modeOfTransportationDiscountOverride',
    type: 'object',
    description: 'A long name that must wrap inside a 320 px column rather than widen it.',
    fields: [
      { name: 'percentage', type: 'decimal', required: true, description: 'The discount in percent of the freight charge.' },
      { name: 'validUntil', type: 'date', description: 'The last day the discount applies.' },
    ],
  },
];

const meta = {
  title: 'Docs/FieldList',
  component: FieldList,
  args: { fields },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280' } },
};

/**
 * At 320 px nothing scrolls sideways: the list is no wider than its column,
 * a long name wraps, and the name, type and badge start on one line.
 */
export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const list = column.querySelector<HTMLElement>('[data-component="FieldList"]')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    for (const element of list.querySelectorAll('li, p, code')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(column.getBoundingClientRect().right + 0.5);
    }
    const first = within(list).getAllByRole('listitem')[0];
    const [name, badge] = [within(first).getByText('orderId'), within(first).getByText('Required')];
    await expect(Math.abs(name.getBoundingClientRect().top - badge.getBoundingClientRect().top)).toBeLessThan(8);
    const description = within(first).getByText(/assigned by the platform/);
    await expect(description.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom);
    const nested = within(list).getByText('percentage');
    await expect(nested.getBoundingClientRect().left).toBeGreaterThan(within(list).getByText('orderId').getBoundingClientRect().left + 8);
  },
};

export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop1280' } } };
