import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
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

/** Makes the button believe it runs on `platform` (User-Agent Client Hints come first), for one story. */
const emulatePlatform = (platform: string) => () => {
  Object.defineProperty(navigator, 'userAgentData', { value: { platform }, configurable: true });
  return () => {
    delete (navigator as Navigator & { userAgentData?: unknown }).userAgentData;
  };
};

/** The server's HTML (no hint: the platform is not known there) beside the button once mounted. */
function FirstPaintComparison() {
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <div role="group" aria-label="First paint" dangerouslySetInnerHTML={{ __html: renderToString(<SearchButton />) }} />
      <div role="group" aria-label="After mount">
        <SearchButton />
      </div>
    </div>
  );
}

const width = (element: Element) => element.getBoundingClientRect().width;

/** The parts whose widths matter: the button, its hint's room and the keys in it. */
async function measuredParts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const before = within(canvas.getByRole('group', { name: 'First paint' })).getByRole('button', { name: 'Search' });
  const after = within(canvas.getByRole('group', { name: 'After mount' })).getByRole('button', { name: 'Search' });
  await waitFor(() => expect(after.querySelectorAll('kbd')).toHaveLength(2));
  await expect(before.querySelectorAll('kbd')).toHaveLength(0);
  const room = (button: HTMLElement) => button.querySelector('[data-part="shortcut"]') as HTMLElement;
  const [modifier, letter] = after.querySelectorAll('kbd');
  return { before, after, roomBefore: room(before), roomAfter: room(after), modifier, letter };
}

/** "Ctrl K" takes exactly the room the first paint kept for it: the button keeps its width and the navbar does not shift. */
export const FirstPaintCtrlK: StoryObj = {
  render: () => <FirstPaintComparison />,
  beforeEach: emulatePlatform('Windows'),
  play: async ({ canvasElement }) => {
    const { before, after, roomBefore, roomAfter, modifier, letter } = await measuredParts(canvasElement);
    await expect(after).toHaveTextContent('SearchCtrlK');
    await expect(width(after)).toBeCloseTo(width(before), 2);
    await expect(width(roomAfter)).toBeCloseTo(width(roomBefore), 2);
    // Exactly enough: the room is the two keys and the gap between them, no more.
    await expect(width(roomAfter)).toBeCloseTo(width(modifier) + 2 + width(letter), 2);
  },
};

/** The narrower "⌘ K" sits at the end of the same room, next to K: the button keeps its width. */
export const FirstPaintCommandK: StoryObj = {
  render: () => <FirstPaintComparison />,
  beforeEach: emulatePlatform('macOS'),
  play: async ({ canvasElement }) => {
    const { before, after, roomBefore, roomAfter, modifier, letter } = await measuredParts(canvasElement);
    await expect(after).toHaveTextContent('Search⌘K');
    await expect(width(after)).toBeCloseTo(width(before), 2);
    await expect(width(roomAfter)).toBeCloseTo(width(roomBefore), 2);
    await expect(letter.getBoundingClientRect().left - modifier.getBoundingClientRect().right).toBeCloseTo(2, 2);
    await expect(letter.getBoundingClientRect().right).toBeCloseTo(roomAfter.getBoundingClientRect().right, 2);
  },
};
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
