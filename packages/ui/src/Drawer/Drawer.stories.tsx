import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Drawer } from './Drawer';

const meta = {
  title: 'Chrome/Drawer',
  component: Drawer.Root,
  subcomponents: {
    'Drawer.Trigger': Drawer.Trigger,
    'Drawer.Content': Drawer.Content,
    'Drawer.Title': Drawer.Title,
    'Drawer.Close': Drawer.Close,
  },
  parameters: { layout: 'fullscreen', docsFrame: { height: 640 } },
  args: { onOpenChange: fn() },
  render: (args) => (
    <div style={{ padding: 24, minHeight: '100vh', background: 'var(--fl-color-bg)', color: 'var(--fl-color-text)' }}>
      <Drawer.Root {...args}>
        <Drawer.Trigger
          style={{
            font: 'inherit',
            padding: '8px 14px',
            borderRadius: 8,
            border: '1px solid var(--fl-color-border-strong)',
            background: 'var(--fl-color-surface)',
            color: 'var(--fl-color-text)',
          }}
        >
          Open shipment filters
        </Drawer.Trigger>
        <Drawer.Content>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '16px 16px 8px 24px' }}>
            <Drawer.Title style={{ margin: 0, fontSize: 'var(--fl-font-size-lg)' }}>Shipment filters</Drawer.Title>
            <Drawer.Close
              aria-label="Close"
              style={{
                display: 'grid',
                placeItems: 'center',
                width: 40,
                height: 40,
                border: 0,
                borderRadius: 8,
                background: 'transparent',
                color: 'inherit',
              }}
            >
              <Icon name="close" size={20} />
            </Drawer.Close>
          </div>
          <div style={{ display: 'grid', gap: 12, padding: '8px 24px' }}>
            <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
              Mode
              <select style={{ font: 'inherit', padding: 8 }}>
                <option>Ocean</option>
                <option>Air</option>
              </select>
            </label>
            <Button>Apply filters</Button>
          </div>
        </Drawer.Content>
      </Drawer.Root>
      <p>The page behind the drawer becomes inert and stops scrolling.</p>
    </div>
  ),
} satisfies Meta<typeof Drawer.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open shipment filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open shipment filters' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Shipment filters' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Apply filters' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open shipment filters' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // It slides out hidden from assistive technology, then unmounts and gives focus back.
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.querySelector('[data-component="Drawer"]')).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(document.querySelector('[data-component="Drawer"]')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const OpenMobile: Story = { ...Open, globals: { viewport: { value: 'mobile375' } } };
