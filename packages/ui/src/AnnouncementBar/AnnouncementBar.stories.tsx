import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementBar } from './AnnouncementBar';
import { ANNOUNCEMENT_STORAGE_KEY } from './announcementBarScript';

const meta = {
  title: 'Chrome/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'story-announcement',
    content: 'New: live container tracking for every ocean shipment. <a href="/solutions/ocean-freight">See what changed</a>',
    onDismiss: fn(),
  },
  beforeEach: () => {
    localStorage.removeItem(ANNOUNCEMENT_STORAGE_KEY);
    document.documentElement.removeAttribute('data-announcement-dismissed');
  },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Announcement' });
    await expect(region).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    await expect(localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe('story-announcement');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Open: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };

export const LongContent: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: {
    content:
      'Scheduled maintenance: the customer portal and the public API are read-only on Saturday from 22:00 to 23:30 UTC while we move to a new data centre. <a href="/status">Status page</a>',
  },
};

/** A reader who already dismissed this id never sees it again. */
export const Dismissed: Story = {
  beforeEach: () => {
    localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'story-announcement');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  },
};

/** An older dismissal does not hide a new announcement. */
export const NewIdAfterDismissal: Story = {
  beforeEach: () => {
    localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'an-older-announcement');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Announcement' })).toBeVisible();
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, content: 'Public holiday: support answers by e-mail only on 25 December.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
