import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchButton } from './SearchButton';
import { useSearchShortcuts } from './useSearchShortcuts';

const meta = {
  title: 'Search/SearchButton',
  component: SearchButton,
  args: { onClick: fn(), onPreload: fn() },
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await waitFor(() => expect(button.querySelectorAll('kbd')).toHaveLength(2));
    await expect(button).toHaveTextContent(/(⌘|Ctrl)K$/);
    await userEvent.click(button);
    await expect(args.onPreload).toHaveBeenCalled();
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
export const Dark: Story = { globals: { theme: 'dark' } };

function ShortcutsDemo() {
  const [open, setOpen] = useState(false);
  useSearchShortcuts({ open, onOpen: () => setOpen(true), onClose: () => setOpen(false) });
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <SearchButton onClick={() => setOpen(true)} />
      <label>
        A field where "/" is typed <input />
      </label>
      <p role="status">{open ? 'Search is open' : 'Search is closed'}</p>
    </div>
  );
}

/** The shortcuts: Ctrl/Cmd+K toggles (even in the field), "/" opens only outside it. */
export const Shortcuts: StoryObj = {
  render: () => <ShortcutsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const field = canvas.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.keyboard('/');
    await expect(field).toHaveValue('/');
    await expect(status).toHaveTextContent('Search is closed');
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(status).toHaveTextContent('Search is open');
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(status).toHaveTextContent('Search is closed');
    field.blur();
    await userEvent.keyboard('/');
    await expect(status).toHaveTextContent('Search is open');
  },
};
