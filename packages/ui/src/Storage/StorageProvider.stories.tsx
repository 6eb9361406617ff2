import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AnnouncementBar } from '../AnnouncementBar';
import { ANNOUNCEMENT_STORAGE_KEY } from '../AnnouncementBar/announcementBarScript';
import { DocSidebar } from '../DocSidebar';
import { developerSidebar } from '../DocSidebar/DocSidebar.fixtures';
import { memoryStorage, StorageProvider } from '.';

const local = memoryStorage();
const session = memoryStorage();

const meta = {
  title: 'Chrome/StorageProvider',
  component: StorageProvider,
  parameters: { layout: 'fullscreen' },
  args: {
    storage: { local: () => local, session: () => session },
    children: (
      <>
        <AnnouncementBar id="storage-story" content="The customer portal is read-only on Saturday from 22:00 to 23:30 UTC." />
        <div style={{ maxWidth: 320, padding: 16 }}>
          <DocSidebar items={developerSidebar} activeHref="/docs/development/overview" />
        </div>
      </>
    ),
  },
  beforeEach: () => {
    local.removeItem(ANNOUNCEMENT_STORAGE_KEY);
    session.removeItem('docs-sidebar');
    document.documentElement.removeAttribute('data-announcement-dismissed');
  },
} satisfies Meta<typeof StorageProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts keep their state in the stores the provider gives, here in memory: the page's own storage stays untouched. */
export const InMemory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY);
    await userEvent.click(canvas.getByRole('button', { name: "Expand sidebar category 'App modules'" }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(local.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe('storage-story');
    await expect(JSON.parse(session.getItem('docs-sidebar') ?? '{}')).toEqual({ '/docs/category/app-modules': true });
    await expect(localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe(before);
  },
};
